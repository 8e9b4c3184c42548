/** Redirects, blocks, SEO and dictionaries (spec §3, §4, §7). */

export interface RedirectLightAnswer {
  /** HTTP redirect status (301/302), or 0 when nothing applies. */
  code: number;
  /** Target path (with language segment), '' when code is 0. */
  url: string;
  reasons: string[];
  breadcrumbs: Array<{ title: string; url: string }>;
}

export interface BlockAnswer {
  /** 0 no block, 1 block (reason in templateTypeId). */
  displayType: number;
  /** Reason code (spec §4): 4 site-updates, 16 suspension, 3/1/5/2/14 block, 13 block-ua, 17 block-ie, 8 coming-soon. */
  templateTypeId: number | null;
}

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
