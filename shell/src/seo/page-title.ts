/**
 * The route titles of the page-title rule (@arena/domain withPageTitle) as the browser reads them: from the
 * page's i18n instance, `titles` namespace, keyed by route id (error pages included).
 */
import { TITLES_NAMESPACE } from '@arena/domain';
import type { ArenaI18n } from '@arena/i18n';

export type RouteTitleFn = (routeId: string, language: string) => Promise<string | null>;

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
