/** Builders for tests: a permissive navigation context, and the one in which a route of the table opens. */
import { BLOCK_REASON_PAGES } from '../guards/blocking.ts';
import { DEFAULT_CONFIG, type NavigationConfig, type NavigationContext, type NavigationUser } from '../guards/context.ts';
import type { RouteDef } from '@arena/routes';

export const PLAYER: NavigationUser = { userId: 7, banLevel: 0, banVersion: 1 };

export function context(overrides: Partial<Omit<NavigationContext, 'config'>> & { config?: Partial<NavigationConfig> } = {}): NavigationContext {
  const { config, ...rest } = overrides;
  return {
    currentUrl: null,
    language: { current: 'ru', available: ['ru', 'en', 'uz', 'kz'], hidden: ['uz'], defaultLanguage: 'ru' },
    user: null,
    cookies: {},
    block: null,
    termsMustBeAccepted: false,
    navigationBlocked: false,
    maintenanceFlag: false,
    now: 1_700_000_000_000,
    ...rest,
    config: { ...DEFAULT_CONFIG, ...config },
  };
}

/** A context in which the route is meant to open: the right audience, ban state and config. */
export function contextFor(route: RouteDef): NavigationContext {
  const user =
    route.ban === 'banned-only' ? { ...PLAYER, banLevel: 10 } : route.audience === 'login-required' ? PLAYER : null;
  // A block page opens only while a blocking reason points at it.
  const reason = Object.entries(BLOCK_REASON_PAGES).find(([, page]) => page === route.id)?.[0];
  return context({
    user,
    block: route.role === 'block-page' && reason ? { displayType: 1, templateTypeId: Number(reason) } : null,
    config: {
      production: !route.conditions?.includes('not-production'),
      identificationEnabled: true,
      paybillsEnabled: true,
      statisticsEnabled: true,
      registrationAllowed: true,
    },
  });
}
