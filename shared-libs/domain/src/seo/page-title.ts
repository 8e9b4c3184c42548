/**
 * Every page gets a meaningful document title: the SEO service's own title for the path when it has one,
 * otherwise the page's title from the `titles` dictionary (keyed by route id, error pages included), and
 * the site name only when neither exists. The SEO service answers the bare site name as the title of a
 * path it has no entry for, which is how "no own title" is told apart. The shell (in the browser) and the
 * host (in the served page) both title pages by this rule.
 */
import type { SeoPageData } from '../contracts/content.ts';

/** The dictionary namespace of the route titles. */
export const TITLES_NAMESPACE = 'titles';

export function hasOwnSeoTitle(data: Pick<SeoPageData, 'title' | 'siteName'>): boolean {
  return data.title.trim() !== '' && data.title !== data.siteName;
}

/** The SEO data with the page's title filled in when the SEO service had none for the path. */
export function withPageTitle(data: SeoPageData, routeTitle: string | null): SeoPageData {
  if (hasOwnSeoTitle(data) || !routeTitle) return data;
  return { ...data, title: routeTitle };
}
