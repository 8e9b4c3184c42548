/**
 * The navigation context from the real platform: site config (@arena/config), the signed-in user and
 * the session check (@arena/session via the bus), the blocks-api decision and the terms flag.
 * Everything arrives through injected readers, so the mapping is testable without a browser.
 */
import type { SiteConfigGroups } from '@arena/domain';
import type { ArenaState } from '@arena/event-bus';
import { inRestrictedOffice } from '@arena/session';
import { DEFAULT_CONFIG, ROUTE_LOGIN_PAGE, ROUTE_PAYBILLS, ROUTE_RULES, type BlockDecision, type NavigationConfig } from '../guards/context.ts';
import { DEFAULT_LANGUAGE, type LanguageSettings } from '../language/language.ts';
import { cookieUser, parseCookies, type NavigationContextSource } from './context-source.ts';

/** The site-config values the guards need, by their rule names (spec §2, §4, §6). */
export function navigationConfigFrom(config: SiteConfigGroups | null, production: boolean): NavigationConfig {
  if (!config) return { ...DEFAULT_CONFIG, production };
  const availability = config.routes?.availability ?? {};
  const availableRoutes = Object.entries(availability)
    .filter(([, on]) => on)
    .map(([id]) => Number(id))
    .filter((id) => Number.isInteger(id));
  return {
    production,
    registrationAllowed: config.auth?.registrationAllowed ?? DEFAULT_CONFIG.registrationAllowed,
    identificationEnabled: config.auth?.identificationEnabled ?? DEFAULT_CONFIG.identificationEnabled,
    paymentRoute: {
      available: config.payments?.paymentPageAvailable ?? DEFAULT_CONFIG.paymentRoute.available,
      authOnly: config.payments?.paymentPageAuthOnly ?? DEFAULT_CONFIG.paymentRoute.authOnly,
    },
    // The flag is route-availability id 80, like every other route flag (the config has no 'paybills' key).
    paybillsEnabled: availability[String(ROUTE_PAYBILLS)] ?? DEFAULT_CONFIG.paybillsEnabled,
    statisticsEnabled: config.features?.statistics ?? DEFAULT_CONFIG.statisticsEnabled,
    // Without a routes group the spec's two named routes keep their defaults (rules and login page on).
    availableRoutes: config.routes ? availableRoutes : [ROUTE_RULES, ROUTE_LOGIN_PAGE],
    forbiddenPaths: config.routes?.forbiddenPaths ?? DEFAULT_CONFIG.forbiddenPaths,
    firstDepositRedirect: config.payments?.firstDepositRedirect ?? DEFAULT_CONFIG.firstDepositRedirect,
    confirmTermsEnabled: config.features?.confirmTerms ?? DEFAULT_CONFIG.confirmTermsEnabled,
  };
}

export function languagesFrom(config: SiteConfigGroups | null): Omit<LanguageSettings, 'current'> {
  const core = config?.core;
  return {
    available: core?.languages ?? [DEFAULT_LANGUAGE, 'en'],
    hidden: core?.hiddenLanguages ?? [],
    defaultLanguage: core?.defaultLanguage ?? DEFAULT_LANGUAGE,
  };
}

interface BusLike {
  getState<K extends keyof ArenaState>(key: K): ArenaState[K];
  watchState<K extends keyof ArenaState>(key: K, handler: (value: ArenaState[K]) => void): () => void;
}

export interface PlatformSourceOptions {
  bus: BusLike;
  readCookies: () => string;
  config: () => SiteConfigGroups | null;
  /** Whether the page-load session check has answered (until then a user cookie counts as signed in). */
  sessionKnown: () => boolean;
  block: () => BlockDecision | null;
  termsMustBeAccepted: () => boolean;
  production: boolean;
  /** Subscribes to changes of config, session knowledge, block and terms; returns an unsubscribe. */
  onInputsChange: (listener: () => void) => () => void;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
}

export function createPlatformContextSource(options: PlatformSourceOptions): NavigationContextSource {
  const { bus } = options;
  return {
    snapshot(currentUrl) {
      const user = bus.getState('user');
      const cookies = parseCookies(options.readCookies());
      const config = options.config();
      return {
        currentUrl,
        language: { ...languagesFrom(config), current: bus.getState('language') },
        // Spec §6: before the session check answers, a user cookie is the only hint of a player, so a
        // reload of a protected page is not bounced to login; afterwards the bus user is the truth.
        user: user ? { userId: user.userId, banLevel: user.banLevel, banVersion: user.banVersion, restrictedOffice: inRestrictedOffice(user) } : options.sessionKnown() ? null : cookieUser(cookies),
        cookies,
        config: navigationConfigFrom(config, options.production),
        block: options.block(),
        termsMustBeAccepted: user !== null && options.termsMustBeAccepted(),
        navigationBlocked: false,
        maintenanceFlag: config?.maintenance?.isActive ?? false,
        now: (options.now ?? Date.now)(),
        log: options.log,
      };
    },
    onChange(listener) {
      let replayed = false;
      const offUser = bus.watchState('user', () => {
        // watchState replays the current value at once; only later changes matter here.
        if (replayed) listener();
        replayed = true;
      });
      const offInputs = options.onInputsChange(listener);
      return () => {
        offUser();
        offInputs();
      };
    },
  };
}
