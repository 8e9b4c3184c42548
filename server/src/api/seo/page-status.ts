/**
 * The HTTP status of a page URL as the content store knows it, for the host's index.html: 404 for a content
 * URL whose slug is unknown or unpublished, or a cyber discipline that does not exist (crawlers must not
 * index the app's not-found view), else 200.
 * The host reads it through the site facts (api/site-facts.ts, platform/site-facts.ts).
 */
import type { ContentStore } from '../content/content-store.ts';
import { CYBER_TYPES, disciplinesOf, type CyberType } from '../cyber/disciplines.ts';
import type { ApiContext } from '../shared/context.ts';
import { contentSeo } from './page-seo.ts';

/** A page path without its language segment and slashes: what the SEO data is keyed by. */
export const pagePath = (pathname: string) => pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '').replace(/^\/+|\/+$/g, '');

export function pageStatusOf(ctx: Pick<ApiContext, 'siteConfig'>, content: ContentStore, pathname: string): number {
  const config = ctx.siteConfig.get();
  const lang = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1] ?? config.core.defaultLanguage;
  if (!isKnownCyberDiscipline(pagePath(pathname))) return 404;
  return contentSeo({ path: pagePath(pathname), lang, config, content, origin: '' })?.status ?? 200;
}

/** `cyber/{type}/{discipline}` (or `esports/…`) names a discipline of that type; other paths are not cyber pages. */
function isKnownCyberDiscipline(path: string): boolean {
  const [root, type, slug] = path.split('/');
  if ((root !== 'cyber' && root !== 'esports') || !slug || !CYBER_TYPES.includes(type as CyberType)) return true;
  return disciplinesOf(type as CyberType).some((discipline) => discipline.slug === slug);
}
