/**
 * Whether the page may address the person as a visitor: sign-in and registration buttons, the new-player
 * bonus widget, the one-tap prompt. Not on confirm-terms: whoever is there is a signed-in player whose
 * session waits for the new terms (the session restore stops at the terms, so no user is on the bus yet),
 * and was shown "Log in / Registration" and the new-player bonus as if signed out (issue 31, item 4).
 */
import { ROUTES } from '@arena/routes';
import { useBusState } from '@arena/ui-kit';

const TERMS_ROUTE_IDS: ReadonlySet<string> = new Set(ROUTES.filter((route) => 'role' in route && route.role === 'confirm-terms').map((route) => route.id));

export function isAddressedAsVisitor(user: unknown, routeId: string | null): boolean {
  return user === null && !(routeId !== null && TERMS_ROUTE_IDS.has(routeId));
}

export function useAddressedAsVisitor(): boolean {
  const user = useBusState('user');
  const route = useBusState('route');
  return isAddressedAsVisitor(user, route?.id ?? null);
}
