/**
 * Redirects, blocks, SEO, dictionaries and the content store (spec §3, §4, §7): the schemas of
 * @arena/contracts (redirects.ts, blocks.ts, seo.ts, dictionaries.ts, content.ts).
 */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

/** The redirect table's answer: code 301/302 or 0 when nothing applies (the schema of @arena/contracts redirects.ts). */
export type RedirectLightAnswer = Static<typeof Wire.RedirectLightAnswer>;
/** displayType 0 no block, 1 block; templateTypeId the reason (spec §4; the schema of @arena/contracts blocks.ts). */
export type BlockAnswer = Static<typeof Wire.BlockAnswer>;

export type SeoCanonical = Static<typeof Wire.SeoCanonical>;
/** GET /seo-api/page-data: a page's head data (alternates, JSON-LD, and status 404 for an unknown content slug). */
export type SeoPageData = Static<typeof Wire.SeoPageData>;

/** GET /dictionary-api/{lng}/{namespace}: key → text, or key → a nested group of keys (the `ops` namespace). */
export type DictionaryResource = Static<typeof Wire.DictionaryResource>;

/** Content store item types (server/src/api/content/README.md). */
export type ContentItemType = Static<typeof Wire.ContentType>;
/** GET /content-api/items: one published item without its body, in the asked language (or the one it has). */
export type ContentItemSummary = Static<typeof Wire.ContentItemSummary>;
/** GET /content-api/items/:type/:slug: the item with its Markdown body as sanitised HTML. */
export type ContentItemView = Static<typeof Wire.ContentItemView>;
export type ContentItemList = Static<typeof Wire.ContentItemList>;
/** GET /content-api/categories?type=: a type's categories with their names and published item counts. */
export type ContentCategoryView = Static<typeof Wire.ContentCategoryView>;
