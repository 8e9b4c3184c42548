/**
 * The site-config document (GET /bff-api/config/all.json): one typed document, grouped so that
 * GET /bff-api/config/group/get?groups=a,b can answer a subset. The schemas, with every field's meaning, are
 * @arena/contracts config.ts; server/README.md documents each field.
 */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

/** Group names, in the order the document lists them. */
export type SiteConfigGroupName = Static<typeof Wire.SiteConfigGroupName>;
export type SiteConfig = Static<typeof Wire.SiteConfig>;
/** Answer of GET /bff-api/config/group/get: only the asked groups. */
export type SiteConfigGroups = Static<typeof Wire.SiteConfigGroups>;
/** The responsible-gaming limits group (approval mode, the enabled limit types). */
export type SiteConfigLimits = SiteConfig['limits'];
/** The support chat group (consultant, provider per language, colours). */
export type SiteConfigChat = SiteConfig['chat'];
