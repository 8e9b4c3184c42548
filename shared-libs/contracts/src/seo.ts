/**
 * SEO (spec §3 page data, §7): a page's head data (GET /seo-api/page-data; seo-data.ts's most specific entry,
 * or a content item's SEO fields), the visitor's geo country for the policy logo, and the files that are not
 * JSON (the sitemap, robots.txt and the policy-logo pixel answer `NotJson`).
 */
import { Type } from 'typebox';

const Meta = Type.Object({ name: Type.String({ maxLength: 200 }), content: Type.String({ maxLength: 10_000 }) });

/** A canonical URL of the operator's choosing: a fixed URL, or the same path on a mirror domain. */
export const SeoCanonical = Type.Object({
  mode: Type.Union([Type.Literal('url'), Type.Literal('mirror')]),
  targetUrl: Type.String({ maxLength: 2048 }),
  domain: Type.String({ maxLength: 253 }),
});

export const SeoPageData = Type.Object({
  title: Type.String({ maxLength: 2000 }),
  description: Type.String({ maxLength: 10_000 }),
  siteName: Type.String({ maxLength: 500 }),
  metaRobots: Type.String({ maxLength: 500 }),
  hierarchyMetaRobots: Type.String({ maxLength: 500 }),
  metas: Type.Array(Meta, { maxItems: 100 }),
  customCanonical: Type.Union([SeoCanonical, Type.Null()]),
  content: Type.Object({ html: Type.String(), styles: Type.String() }),
  /** The page in every language it exists in (hreflang alternates): path with its language segment. */
  alternates: Type.Optional(Type.Array(Type.Object({ lang: Type.String({ maxLength: 20 }), path: Type.String({ pattern: '^/', maxLength: 2048 }) }), { maxItems: 100 })),
  /** JSON-LD documents for the page (article pages: Article/NewsArticle), each a JSON text. */
  jsonLd: Type.Optional(Type.Array(Type.String({ maxLength: 100_000 }), { maxItems: 20 })),
  /** 404 when the path names content that does not exist (an unknown slug): the page is not indexable. */
  status: Type.Optional(Type.Integer({ minimum: 200, maximum: 599 })),
});

/** `path`: the page URL's path (a query string is ignored); `lang`: the site's default language without it. */
export const SeoPageDataQuery = Type.Object({ path: Type.String({ maxLength: 2048 }), lang: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })) });

/** The visitor's country as the host sees it (X-Geo-Country, iso2 lowercase), null when none is known. */
export const PolicyGeoAnswer = Type.Object({ country: Type.Union([Type.String({ pattern: '^[a-z]{2}$' }), Type.Null()]) });
