/**
 * Config conditions a route may name (the spec's route "middleware"). A route naming a condition
 * this registry does not know is a configuration error: spec §5 "Unknown middleware gives a 500".
 */
import { ROUTE_LOGIN_PAGE, ROUTE_RULES, type NavigationContext } from './context.ts';

/** `not-found`: the page does not exist for this config; `login`: it exists for signed-in users only. */
export type ConditionVerdict = 'ok' | 'not-found' | 'login';

export type Condition = (context: NavigationContext) => ConditionVerdict;

const when = (ok: boolean): ConditionVerdict => (ok ? 'ok' : 'not-found');

export const CONDITIONS: Readonly<Record<string, Condition>> = {
  'registration-allowed': (c) => when(c.config.registrationAllowed),
  'identification-enabled': (c) => when(c.config.identificationEnabled),
  'payment-route': (c) => {
    if (!c.config.paymentRoute.available) return 'not-found';
    return c.config.paymentRoute.authOnly && !c.user ? 'login' : 'ok';
  },
  'paybills-enabled': (c) => when(c.config.paybillsEnabled),
  'route-47': (c) => when(c.config.availableRoutes.includes(ROUTE_RULES)),
  'statistics-enabled': (c) => when(c.config.statisticsEnabled),
  'not-production': (c) => when(!c.config.production),
};

export function unknownConditions(names: readonly string[] | undefined): string[] {
  return (names ?? []).filter((name) => !Object.hasOwn(CONDITIONS, name));
}

export function loginPageAvailable(context: NavigationContext): boolean {
  return context.config.availableRoutes.includes(ROUTE_LOGIN_PAGE);
}
