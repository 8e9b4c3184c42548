/**
 * The site-config document as shipped. Test controls (and, later, an operator tool) store a patch over
 * it in the database; see site-config-store.ts. Every field is documented in server/README.md.
 *
 * The values live in default-site-config.json, the one copy: the apps' test harness
 * (shared-libs/testing/harness/site-config.ts) reads the same file as its complete config, the way it reads
 * the dictionaries, so app tests are served the document this backend serves. Among them: the six interface
 * languages (issue 20, ar right to left); `auth.oneTapProviders` is the demo provider (real ones work once
 * configured, ARENA_OIDC_<P>_*, unless ARENA_SOCIAL_DEMO=off); route availability ids 47 rules section,
 * 72 login page, 80 paybills, 81 statistic popup. config.test.ts holds the file to the SiteConfig schema.
 */
import type { SiteConfig } from '@arena/domain';
import shipped from './default-site-config.json' with { type: 'json' };

export const DEFAULT_SITE_CONFIG: SiteConfig = shipped as SiteConfig;
