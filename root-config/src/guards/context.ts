/**
 * Everything the navigation guards read, as one plain object. The root config builds it from the
 * event bus, cookies and the site config (see navigation/context-source.ts); tests build it by hand.
 */
import type { LanguageSettings } from '../language/language.ts';

export interface NavigationUser {
  userId: number;
  banLevel: number;
  banVersion: number;
  /** Self-excluded: only the restricted office is open (guards/restricted-office.ts). */
  restrictedOffice?: boolean;
}

/** The site-config values the guards need (spec §2, §4, §6); names follow the rules, not the wire. */
export interface NavigationConfig {
  production: boolean;
  registrationAllowed: boolean;
  identificationEnabled: boolean;
  /** Payment page: whether the payment route is available, and whether only signed-in users see it. */
  paymentRoute: { available: boolean; authOnly: boolean };
  paybillsEnabled: boolean;
  statisticsEnabled: boolean;
  /** Route-availability ids of the site config (47 rules, 72 login page, 80 paybills). */
  availableRoutes: readonly number[];
  /** A page whose path contains one of these answers 404. */
  forbiddenPaths: readonly string[];
  /** bonus/slot_first_deposit → casino/slot-first-deposit (301). */
  firstDepositRedirect: boolean;
  /** Whether signed-in users with changed terms are sent to confirm-terms. */
  confirmTermsEnabled: boolean;
}

/** The blocks-api answer that matters for routing (POST /blocks-api/api/v2/block). */
export interface BlockDecision {
  displayType: number;
  templateTypeId: number;
}

export interface NavigationContext {
  /** The URL the browser is leaving (null on the first load): a redirect to it is cyclic. */
  currentUrl: string | null;
  language: LanguageSettings;
  user: NavigationUser | null;
  cookies: Readonly<Record<string, string>>;
  config: NavigationConfig;
  /** Null while unknown or when the service answered "no block". */
  block: BlockDecision | null;
  /** The server answered that terms must be accepted (451 exception_code 1, or the agreement status). */
  termsMustBeAccepted: boolean;
  /** Navigation is blocked entirely (spec §4 Ban state). */
  navigationBlocked: boolean;
  /** Maintenance flag from the cookie state (spec §4 Maintenance). */
  maintenanceFlag: boolean;
  now: number;
  /** Where refusals (cyclic redirect, unknown middleware) are reported. */
  log?: (message: string, detail?: unknown) => void;
}

/** Route-availability ids named by the spec. */
export const ROUTE_RULES = 47;
export const ROUTE_LOGIN_PAGE = 72;
/** Paybills (spec §2 "Paybills and similar pages need an enabled route flag"). */
export const ROUTE_PAYBILLS = 80;

export const DEFAULT_CONFIG: NavigationConfig = {
  production: true,
  registrationAllowed: true,
  identificationEnabled: false,
  paymentRoute: { available: true, authOnly: false },
  paybillsEnabled: false,
  statisticsEnabled: true,
  availableRoutes: [ROUTE_RULES, ROUTE_LOGIN_PAGE],
  forbiddenPaths: [],
  firstDepositRedirect: false,
  confirmTermsEnabled: true,
};
