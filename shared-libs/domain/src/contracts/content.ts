/** Redirects, blocks, SEO and dictionaries (spec §3, §4, §7). */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';


/** The redirect table's answer: code 301/302 or 0 when nothing applies (the schema of @arena/contracts redirects.ts). */
export type RedirectLightAnswer = Static<typeof Wire.RedirectLightAnswer>;
/** displayType 0 no block, 1 block; templateTypeId the reason (spec §4; the schema of @arena/contracts blocks.ts). */
export type BlockAnswer = Static<typeof Wire.BlockAnswer>;

export interface SeoCanonical {
  mode: 'url' | 'mirror';
  targetUrl: string;
  domain: string;
}

export interface SeoPageData {
  title: string;
  description: string;
  siteName: string;
  metaRobots: string;
  hierarchyMetaRobots: string;
  metas: Array<{ name: string; content: string }>;
  customCanonical: SeoCanonical | null;
  content: { html: string; styles: string };
  /** The page in every language it exists in (hreflang alternates): path with its language segment. */
  alternates?: Array<{ lang: string; path: string }>;
  /** JSON-LD documents for the page (article pages: Article/NewsArticle), each a JSON text. */
  jsonLd?: string[];
  /** 404 when the path names content that does not exist (an unknown slug): the page is not indexable. */
  status?: number;
}

/** GET /dictionary-api/{lng}/{namespace}: flat key → text. */
export type DictionaryResource = Record<string, string>;

/** Content store item types (server/src/api/content/README.md). */
export type ContentItemType = 'promotion' | 'bonus-offer' | 'blog' | 'news' | 'info' | 'rules' | 'alphabet' | 'landing';

/** GET /content-api/items: one published item without its body, in the asked language (or the one it has). */
export interface ContentItemSummary {
  type: ContentItemType;
  slug: string;
  category: string | null;
  publishedAt: string;
  updatedAt: string;
  order: number | null;
  data: Record<string, unknown>;
  lang: string;
  languages: string[];
  title: string;
  summary: string;
  seoTitle: string;
  seoDescription: string;
}

/** GET /content-api/items/:type/:slug: the item with its Markdown body as sanitised HTML. */
export interface ContentItemView extends ContentItemSummary {
  html: string;
}

export interface ContentItemList {
  items: ContentItemSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /content-api/categories?type=: a type's categories with their names and published item counts. */
export interface ContentCategoryView {
  slug: string;
  title: string;
  description: string;
  count: number;
}
