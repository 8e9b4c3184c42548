/**
 * The page's head as HTML in the served page's first bytes: the tags of the shared rule (@arena/domain
 * headTags, withPageTitle — the same the shell applies on client navigation) for the SEO data and route
 * title the backend gives (platform/site-facts.ts pageHead). Every tag but <title> carries
 * SEO_OWNED_ATTRIBUTE, exactly as the shell's applyHeadTags marks its own, so the shell replaces them on
 * the next page instead of adding a second set; the SEO_PAGE_META key tells the shell which page they are for.
 */
import { DEFAULT_ROBOTS, headTags, SEO_OWNED_ATTRIBUTE, SEO_PAGE_META, seoPageKey, withPageTitle, type HeadTags } from '@arena/domain';
import type { PageHead } from '../platform/site-facts.ts';

/** The head of a page whose SEO lookup failed: still a page, with the site's generic words. */
export const GENERIC_HEAD = `<title>Arena — sports betting and casino</title>
<meta name="description" content="Sports betting, live odds and casino games.">`;

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');
/**
 * JSON-LD inside <script>: `<` as \u003c so no text in it can close the element (or open a comment);
 * the JSON means the same. U+2028/2029 likewise, for parsers that treat them as line ends.
 */
const escapeJsonInScript = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const OWNED = SEO_OWNED_ATTRIBUTE;

function meta(name: string, content: string): string {
  // Open Graph is RDFa: `property`, the rest `name` (as the shell writes them).
  const key = name.startsWith('og:') ? 'property' : 'name';
  return `<meta ${key}="${escapeAttr(name)}" content="${escapeAttr(content)}" ${OWNED}>`;
}

/** The head tags as HTML, with the key of the page they were written for. */
export function headTagsHtml(tags: HeadTags, pageKey: string): string {
  const lines = [
    `<title>${escapeText(tags.title)}</title>`,
    meta('description', tags.description),
    meta('robots', tags.robots),
    ...tags.metas.map((m) => meta(m.name, m.content)),
    ...(tags.canonical ? [`<link rel="canonical" href="${escapeAttr(tags.canonical)}" ${OWNED}>`] : []),
    ...tags.alternates.map((a) => `<link rel="alternate" hreflang="${escapeAttr(a.hreflang)}" href="${escapeAttr(a.href)}" ${OWNED}>`),
    // Data, not code: a non-JavaScript script type is never executed, so the strict CSP allows it.
    ...tags.jsonLd.map((json) => `<script type="application/ld+json" ${OWNED}>${escapeJsonInScript(json)}</script>`),
    meta(SEO_PAGE_META, pageKey),
  ];
  return lines.join('\n');
}

export interface PageHeadInput {
  /** The page's path (with its language segment), as asked. */
  pathname: string;
  /** Its query ('' or `?…`): a mirror-mode canonical keeps it. */
  search: string;
  /** The page language (an interface language segment). */
  lang: string;
  /** The public origin of the page's absolute URLs (canonical, og:url, hreflang). */
  origin: string;
  /** No route takes the path: the client shows its not-found page. */
  unrouted: boolean;
}

/** The page's head from the backend's answer, by the rule the shell applies after every navigation. */
export function pageHeadHtml(head: Pick<PageHead, 'routeId' | 'routeTitle' | 'seo'>, { pathname, search, lang, origin, unrouted }: PageHeadInput): string {
  const location = { origin, pathname, search };
  const tags = headTags(withPageTitle(head.seo, head.routeTitle), location, DEFAULT_ROBOTS, unrouted);
  return headTagsHtml(tags, seoPageKey(pathname, lang, head.routeId));
}
