/**
 * sitemap.xml and robots.txt, generated from the route table (@arena/routes) and the content store.
 * The sitemap lists every indexable page a visitor can open without signing in: literal routes (and routes
 * whose remaining parameters are optional, at their base path) in every site language, and every published
 * content item with a page in the languages it is written in, with hreflang alternates and lastmod.
 * Pages the SEO data marks noindex, error/block pages, pages behind config conditions and sign-in are left
 * out; robots.txt disallows the sign-in-only areas and the APIs and names the sitemap.
 */
import { languageTag, type SiteConfig } from '@arena/domain';
import { ROUTES, type RouteDef } from '@arena/routes';
import { categoriesOf } from '../content/content-categories.ts';
import { blogCategoryPath, CONTENT_PAGES } from '../content/content-paths.ts';
import type { ContentStore } from '../content/content-store.ts';
import { languagesOf } from '../content/content-views.ts';
import { pageSeo } from './page-seo.ts';

export interface SitemapEntry {
  /** Path without the language segment ('' for the home page). */
  path: string;
  languages: string[];
  /** ISO date of the last change (content items). */
  lastmod?: string;
}

/** The path of a route when it can be opened without arguments: its literal segments before optional ones. */
function basePath(route: RouteDef): string | null {
  const segments = route.pattern.split('/').filter(Boolean);
  const literal: string[] = [];
  for (const segment of segments) {
    if (!segment.startsWith('{')) {
      if (literal.length < segments.indexOf(segment)) return null;
      literal.push(segment);
    } else if (!segment.endsWith('?}')) return null;
  }
  return literal.join('/');
}

/** Pages with nothing to index: flow steps, technical pages and search results. */
const NOT_LISTED = new Set(['thank-you', 'oldbrowser', 'casino-search', 'user/accountverify', 'user/stopnewsletter', 'confirm-terms']);

const listed = (route: RouteDef) =>
  route.layout === 'main' &&
  (route.audience ?? 'anyone') === 'anyone' &&
  !route.conditions?.length &&
  (!route.role || route.role === 'home') &&
  route.app !== '@arena/errors' &&
  !NOT_LISTED.has(route.pattern);

const indexable = (robots: string) => !/noindex/i.test(robots);

export function sitemapEntries(config: SiteConfig, content: ContentStore): SitemapEntry[] {
  const languages = config.core.languages;
  const entries = new Map<string, SitemapEntry>();
  const seoOf = (path: string) => pageSeo({ path, lang: config.core.defaultLanguage, config, content, origin: '' });
  for (const route of ROUTES.filter(listed)) {
    const path = basePath(route);
    if (path === null || entries.has(path)) continue;
    const seo = seoOf(path);
    if (seo.status === 404 || !indexable(seo.metaRobots) || !indexable(seo.hierarchyMetaRobots)) continue;
    entries.set(path, { path, languages });
  }
  const published = content.allPublished();
  for (const page of CONTENT_PAGES) {
    for (const item of published.filter((i) => i.type === page.type)) {
      const path = page.path(item);
      entries.set(path, { path, languages: languagesOf(item).filter((l) => languages.includes(l)), lastmod: new Date(item.updatedAt * 1000).toISOString() });
    }
  }
  // Information pages (literal routes) carry their item's date.
  for (const item of published.filter((i) => i.type === 'info')) {
    const entry = entries.get(item.slug);
    if (entry) entries.set(item.slug, { ...entry, lastmod: new Date(item.updatedAt * 1000).toISOString() });
  }
  for (const category of categoriesOf('blog')) {
    if (published.some((i) => i.type === 'blog' && i.category === category.slug)) entries.set(blogCategoryPath(category.slug), { path: blogCategoryPath(category.slug), languages });
  }
  return [...entries.values()].filter((e) => e.languages.length > 0);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// The home page is /{lng}/, the URL its canonical names; hreflang takes language tags (ua → uk, kz → kk).
const urlOf = (origin: string, lang: string, path: string) => escapeXml(`${origin}/${lang}/${path}`);

export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.flatMap((entry) =>
    entry.languages.map((lang) => {
      const alternates = entry.languages.map((alt) => `<xhtml:link rel="alternate" hreflang="${languageTag(alt)}" href="${urlOf(origin, alt, entry.path)}"/>`).join('');
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
      return `<url><loc>${urlOf(origin, lang, entry.path)}</loc>${lastmod}${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** First segments of the areas only a signed-in player can see (or that the SEO data marks noindex). */
export function disallowedSegments(config: SiteConfig, content: ContentStore): string[] {
  const segments = new Set<string>();
  for (const route of ROUTES) {
    const first = route.pattern.split('/')[0] ?? '';
    if (!first || first.startsWith('{')) continue;
    const seo = pageSeo({ path: route.pattern.split('/{')[0]!, lang: config.core.defaultLanguage, config, content, origin: '' });
    const noindex = !indexable(seo.hierarchyMetaRobots) || (route.pattern === first && !indexable(seo.metaRobots));
    if (route.audience === 'login-required' && ROUTES.every((r) => !r.pattern.startsWith(first) || r.audience === 'login-required')) segments.add(first);
    if (noindex) segments.add(first);
  }
  return [...segments].sort();
}

export function robotsTxt(origin: string, disallowed: readonly string[]): string {
  return [
    'User-agent: *',
    ...disallowed.map((segment) => `Disallow: /*/${segment}`),
    'Disallow: /*-api/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
