/** What `decideNavigation` answers; the root config acts on it, tests assert on it. */
import type { RouteParams, RouteDef } from '@arena/routes';
import type { MaintenanceWindow } from './maintenance.ts';

/** Side information for the page being allowed; acting on it is the shell's and the apps' business. */
export interface NavigationEffects {
  /** platform_type=mobile. */
  forceMobile: boolean;
  /** payment_consultant=1: remember for the payment support chat. */
  paymentConsultant: boolean;
  maintenance: MaintenanceWindow | null;
  /** Home with showForgotPasswordModal=1 for a guest (spec §2): the root config opens that modal. */
  showForgotPasswordModal: boolean;
  /**
   * openLogin=1 for a guest anywhere but the login page (spec §6: a protected page sends a visitor to
   * login or home "and opens the login block"; on the login page the page itself is that block).
   */
  openLogin: boolean;
}

export type NavigationDecision =
  | { kind: 'allow'; route: RouteDef; params: RouteParams; effects: NavigationEffects }
  | { kind: 'redirect'; url: string; status: 301 | 302; rule: string }
  /** A legacy promotion path: ask the redirects service, 404 when it has no answer. */
  | { kind: 'lookup-redirect'; url: string; lng: string }
  /** Navigation blocked: stay on the current URL. */
  | { kind: 'cancel'; rule: 'navigation-blocked' }
  | { kind: 'not-found'; lng: string; rule: string }
  | { kind: 'error'; status: 500; message: string; lng: string };
