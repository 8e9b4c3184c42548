/** @arena/config: the site config — group load with cache, all.json fallback, typed accessors. */
import { bus } from '@arena/event-bus';
import { http } from '@arena/http';
import { logger } from '@arena/utils';
import { createSiteConfigAccessors, type SiteConfigAccessors } from './accessors/site-config-accessors.ts';
import { createSiteConfigLoader, type SiteConfigLoader } from './loader/site-config-loader.ts';

export {
  CONFIG_CACHE_TTL_MS,
  CONFIG_PATHS,
  NO_SITE_CONFIG,
  START_CONFIG_GROUPS,
  createSiteConfigLoader,
} from './loader/site-config-loader.ts';
export type { LoadRequest, SiteConfigLoader, SiteConfigLoaderOptions } from './loader/site-config-loader.ts';
export { FEATURE_FLAG_IDS, ROUTE_IDS, createSiteConfigAccessors } from './accessors/site-config-accessors.ts';
export type { SiteConfigAccessors } from './accessors/site-config-accessors.ts';

/** The page-wide loader over the page-wide HTTP client and bus. */
export const siteConfigLoader: SiteConfigLoader = createSiteConfigLoader({ http, bus, logger: logger.child('config') });
/** Typed reads of the page-wide installed config. */
export const siteConfig: SiteConfigAccessors = createSiteConfigAccessors(siteConfigLoader.current);
