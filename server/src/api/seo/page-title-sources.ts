/**
 * Pages whose title is data rather than a dictionary text (a match page is titled by its match): a concept
 * registers a source per route id when its plugin starts, and the SEO data (page-seo.ts) asks it for the
 * title. The host's served head and the shell's /seo-api/page-data read the same SEO data, so the title
 * is the same on both sides.
 */
export type PageTitleSource = (params: Readonly<Record<string, string>>, lang: string) => string | null;

/** Route id → its title source; filled by the concept plugins, read on every page's SEO data. */
export type PageTitleSources = Map<string, PageTitleSource>;

export function createPageTitleSources(): PageTitleSources {
  return new Map();
}
