/**
 * The shell's registration entry points (header button, registration widget) follow the same rules as
 * the registration route and the auth app's opening sequence:
 *  - spec §2/§5: registration exists only while the site config allows it, so without it no entry is
 *    offered at all (rather than one that opens "registration unavailable");
 *  - spec §4: "Registration is skipped if already on the registration page": no modal over the page.
 */
import type { SiteConfigGroups } from '@arena/domain';
import type { RouteId } from '@arena/routes';

/** The registration route of the route table (@arena/routes; bus `route` id). */
export const REGISTRATION_ROUTE_ID = 'registration' satisfies RouteId;

/** Until the config arrives the guards' default holds (registration allowed), so the header does not jump. */
export function registrationOffered(config: SiteConfigGroups | null): boolean {
  return config?.auth?.registrationAllowed ?? true;
}

export type RegistrationRequest = 'open-modal' | 'skip';

/** What a click on a registration entry does on the current page. */
export function registrationRequest(config: SiteConfigGroups | null, routeId: string | null | undefined): RegistrationRequest {
  if (!registrationOffered(config)) return 'skip';
  return routeId === REGISTRATION_ROUTE_ID ? 'skip' : 'open-modal';
}

interface ModalBus {
  emit(type: 'modal:open', payload: { kind: 'registration' }): void;
}

/** Runs a click: the modal, or (already on the page) bring the page's form into view. */
export function requestRegistration(bus: ModalBus, config: SiteConfigGroups | null, routeId: string | null | undefined, scrollToTop: () => void): void {
  if (registrationRequest(config, routeId) === 'open-modal') bus.emit('modal:open', { kind: 'registration' });
  else if (routeId === REGISTRATION_ROUTE_ID) scrollToTop();
}
