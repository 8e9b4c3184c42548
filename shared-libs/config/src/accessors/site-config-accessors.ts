/**
 * Typed reads of the installed site config. Every accessor answers the safe default (off / not
 * available) while the config is missing, so callers never branch on "loaded yet?".
 */
import type { SiteConfig, SiteConfigGroupName, SiteConfigGroups } from '@arena/domain';

/** Spec route-availability ids referred to by name in the code. */
export const ROUTE_IDS = {
  /** Rules section: a 404 unless available. */
  rules: 47,
  /** Login page: unauthenticated access to a protected route lands here when available, else home. */
  login: 72,
} as const;

/** Spec feature-flag ids referred to by name in the code. */
export const FEATURE_FLAG_IDS = {
  /** Chooses the account-data variant. */
  accountDataV2: 1788,
} as const;

export interface SiteConfigAccessors {
  group<G extends SiteConfigGroupName>(name: G): SiteConfig[G] | undefined;
  isRouteAvailable(routeId: number | string): boolean;
  isFlagOn(flagId: number | string): boolean;
  isFeatureOn(feature: 'statistics' | 'confirmTerms'): boolean;
  isRegistrationAllowed(): boolean;
  isIdentificationEnabled(): boolean;
  /** Whether a path contains one of the configured forbidden paths (those pages answer 404). */
  isForbiddenPath(path: string): boolean;
}

export function createSiteConfigAccessors(current: () => SiteConfigGroups | null): SiteConfigAccessors {
  const group = <G extends SiteConfigGroupName>(name: G): SiteConfig[G] | undefined => current()?.[name] as SiteConfig[G] | undefined;
  return {
    group,
    isRouteAvailable: (routeId) => group('routes')?.availability[String(routeId)] === true,
    isFlagOn: (flagId) => group('features')?.flags[String(flagId)] === true,
    isFeatureOn: (feature) => group('features')?.[feature] === true,
    isRegistrationAllowed: () => group('auth')?.registrationAllowed === true,
    isIdentificationEnabled: () => group('auth')?.identificationEnabled === true,
    isForbiddenPath: (path) => (group('routes')?.forbiddenPaths ?? []).some((forbidden) => forbidden !== '' && path.includes(forbidden)),
  };
}
