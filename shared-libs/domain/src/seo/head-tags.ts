/**
 * A page's SEO head tags from its SEO page data (spec §3 "SEO page data"): title, description, robots
 * (the page's own and its hierarchy's: a noindex anywhere makes the page not indexable, spec §4
 * "Not-indexable pages"), canonical URL in url or mirror mode, hreflang alternates, Open Graph and
 * JSON-LD. One rule for both sides: the host writes these tags into the page's first bytes and the
 * shell replaces them on every client navigation (both mark them with SEO_OWNED_ATTRIBUTE).
 */
import type { SeoPageData } from '../contracts/content.ts';
import { languageTag } from '../language/language-tags.ts';

export interface HeadTags {
  title: string;
  description: string;
  robots: string;
  canonical: string | null;
  metas: ReadonlyArray<{ name: string; content: string }>;
  /** hreflang alternates (absolute URLs, BCP 47 language tags): the page in every language it exists in. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
  /** JSON-LD documents (article pages). */
  jsonLd: readonly string[];
}

/** Where the page is: the public origin its absolute URLs use, its path and its query (a URL fits). */
export type PageLocation = Pick<URL, 'origin' | 'pathname' | 'search'>;

/** The tags the host and the shell write carry this attribute, so the shell replaces rather than duplicates them. */
export const SEO_OWNED_ATTRIBUTE = 'data-arena-seo';

/** The robots of a page whose SEO data says nothing (the shell's and the host's default). */
export const DEFAULT_ROBOTS = 'index, follow';

/** Error pages (404, 500) are never indexable, whatever SEO data their path happens to inherit. */
export const ERROR_PAGE_ROBOTS = 'noindex, nofollow';

const tokens = (robots: string) =>
  robots
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);

/** Spec §4 "Not-indexable pages": meta robots containing noindex. */
export function isIndexable(robots: string): boolean {
  return !tokens(robots).includes('noindex');
}

/** The page's robots merged with its hierarchy's; the stricter directive of each pair wins. */
export function mergeRobots(own: string, hierarchy: string, fallback: string): string {
  const all = [...tokens(own || fallback), ...tokens(hierarchy)];
  const index = all.includes('noindex') ? 'noindex' : 'index';
  const follow = all.includes('nofollow') ? 'nofollow' : 'follow';
  const rest = [...new Set(all.filter((t) => !['index', 'noindex', 'follow', 'nofollow'].includes(t)))];
  return [index, follow, ...rest].join(', ');
}

/** url mode: the target url as given; mirror mode: the current path and query on the mirror domain. */
export function canonicalUrl(data: Pick<SeoPageData, 'customCanonical'>, current: PageLocation): string | null {
  const c = data.customCanonical;
  if (!c) return `${current.origin}${current.pathname}`;
  if (c.mode === 'url') return c.targetUrl || null;
  return `https://${c.domain}${current.pathname}${current.search}`;
}

/**
 * Open Graph for every page: what the SEO data does not say itself (og:title, og:description, og:url)
 * comes from the page's final title, description and canonical URL.
 */
function openGraph(data: SeoPageData, title: string, description: string, url: string): Array<{ name: string; content: string }> {
  const metas = [...data.metas];
  const has = (name: string) => metas.some((m) => m.name === name);
  if (!has('og:title')) metas.push({ name: 'og:title', content: title });
  if (!has('og:description') && description) metas.push({ name: 'og:description', content: description });
  if (!has('og:url')) metas.push({ name: 'og:url', content: url });
  if (!has('og:type')) metas.push({ name: 'og:type', content: 'website' });
  return metas;
}

export function headTags(data: SeoPageData, current: PageLocation, defaultRobots: string, isErrorPage = false): HeadTags {
  const notFound = isErrorPage || data.status === 404;
  const robots = notFound ? ERROR_PAGE_ROBOTS : mergeRobots(data.metaRobots, data.hierarchyMetaRobots, defaultRobots);
  const indexable = isIndexable(robots);
  const title = data.siteName && !data.title.includes(data.siteName) ? `${data.title} — ${data.siteName}` : data.title;
  // A page that is not indexable gets no canonical and no alternates: it must not point search engines anywhere.
  const canonical = indexable ? canonicalUrl(data, current) : null;
  return {
    title,
    description: data.description,
    robots,
    canonical,
    metas: openGraph(data, title, data.description, canonical ?? `${current.origin}${current.pathname}`),
    // The site's segments ua and kz are not language codes: hreflang takes the language tag (uk, kk).
    alternates: indexable ? (data.alternates ?? []).map((a) => ({ hreflang: languageTag(a.lang), href: `${current.origin}${a.path}` })) : [],
    jsonLd: notFound ? [] : (data.jsonLd ?? []),
  };
}

/**
 * The meta (owned like the other tags) naming which page the host wrote the head for. The shell's first
 * apply skips the page-data request when the page it mounted is that page: the served head is already
 * the one the shell would write, so the first render neither refetches nor rewrites it.
 */
export const SEO_PAGE_META = 'arena-seo-page';

/** The page a head is for: its path, its language and the route the page shows (error routes included). */
export function seoPageKey(pathname: string, language: string, routeId: string): string {
  return `${pathname}|${language}|${routeId}`;
}
