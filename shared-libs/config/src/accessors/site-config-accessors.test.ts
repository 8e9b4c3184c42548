import { describe, expect, it } from 'vitest';
import type { SiteConfigGroups } from '@arena/domain';
import { ROUTE_IDS, createSiteConfigAccessors } from './site-config-accessors.ts';

const config = {
  routes: { availability: { '47': true, '72': false }, forbiddenPaths: ['/paybills'] },
  features: { statistics: true, confirmTerms: false, flags: { '1788': true } },
  auth: { registrationAllowed: true, identificationEnabled: false },
} as unknown as SiteConfigGroups;

describe('site config accessors', () => {
  it('route availability reads the flag by route id', () => {
    const read = createSiteConfigAccessors(() => config);
    expect(read.isRouteAvailable(ROUTE_IDS.rules)).toBe(true);
    expect(read.isRouteAvailable(ROUTE_IDS.login)).toBe(false);
    expect(read.isRouteAvailable(999)).toBe(false);
  });

  it('flags and features read as booleans', () => {
    const read = createSiteConfigAccessors(() => config);
    expect(read.isFlagOn(1788)).toBe(true);
    expect(read.isFlagOn('1')).toBe(false);
    expect(read.isFeatureOn('statistics')).toBe(true);
    expect(read.isFeatureOn('confirmTerms')).toBe(false);
    expect(read.isRegistrationAllowed()).toBe(true);
    expect(read.isIdentificationEnabled()).toBe(false);
  });

  it('pages whose path contains a configured forbidden path are recognised', () => {
    const read = createSiteConfigAccessors(() => config);
    expect(read.isForbiddenPath('/ru/paybills/x')).toBe(true);
    expect(read.isForbiddenPath('/ru/payment')).toBe(false);
  });

  it('without an installed config everything reads as off / not available', () => {
    const read = createSiteConfigAccessors(() => null);
    expect(read.isRouteAvailable(47)).toBe(false);
    expect(read.isFlagOn(1788)).toBe(false);
    expect(read.isRegistrationAllowed()).toBe(false);
    expect(read.group('core')).toBeUndefined();
  });
});
