/**
 * The restricted office of a self-excluded player (issue 32, finding 7). Self-exclusion used to refuse
 * sign-in altogether, locking a balance away for as long as it ran; now the player signs in, and the
 * server answers only what gets the money out and keeps them informed (server limits/restricted-office.ts).
 * The browser keeps to the same pages: every other page sends them to the withdrawal, instead of showing
 * a betting or casino page whose every action the server refuses.
 */
import type { RouteDef } from '@arena/routes';
import type { NavigationUser } from './context.ts';

/** Office pages of the restricted office, besides every ban-accessible page (rules, support, verification…). */
const RESTRICTED_OFFICE_ROUTES: ReadonlySet<string> = new Set(['office-deduce', 'office-history', 'office-historypay', 'office-responsible', 'onpay-withdraw']);

/** The route id the restricted office opens on. */
export const RESTRICTED_OFFICE_HOME = 'office-deduce';

export function isOutsideRestrictedOffice(route: RouteDef, user: NavigationUser | null): boolean {
  if (!user?.restrictedOffice) return false;
  return route.ban !== 'accessible' && !RESTRICTED_OFFICE_ROUTES.has(route.id);
}
