/**
 * Every page gets a meaningful document title: the SEO service's own title for the path when it has one,
 * otherwise the page's title from the `titles` dictionary (ru/en, keyed by route id, error pages included),
 * and the site name only when neither exists. The SEO service answers the bare site name as the title
 * of a path it has no entry for, which is how "no own title" is told apart.
 */
import type { SeoPageData } from '@arena/domain';
import type { ArenaI18n } from '@arena/i18n';

export const TITLES_NAMESPACE = 'titles';

export type RouteTitleFn = (routeId: string, language: string) => Promise<string | null>;

export function hasOwnSeoTitle(data: Pick<SeoPageData, 'title' | 'siteName'>): boolean {
  return data.title.trim() !== '' && data.title !== data.siteName;
}

/** The SEO data with the page's title filled in when the SEO service had none for the path. */
export function withPageTitle(data: SeoPageData, routeTitle: string | null): SeoPageData {
  if (hasOwnSeoTitle(data) || !routeTitle) return data;
  return { ...data, title: routeTitle };
}

function whenInitialized(i18n: ArenaI18n): Promise<void> {
  if (i18n.i18next.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18n.i18next.off('initialized', done);
      resolve();
    };
    i18n.i18next.on('initialized', done);
  });
}

/** Route titles from the page's i18n instance; route ids contain dots, so keys are not split. */
export function createRouteTitles(i18n: ArenaI18n): RouteTitleFn {
  return async (routeId, language) => {
    await whenInitialized(i18n);
    await i18n.loadNamespace(TITLES_NAMESPACE);
    const options = { ns: TITLES_NAMESPACE, lng: language, keySeparator: false as const };
    return i18n.i18next.exists(routeId, options) ? i18n.i18next.t(routeId, options) : null;
  };
}
