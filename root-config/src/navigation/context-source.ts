/**
 * SEAM for the team lead: where the navigation context comes from. `NavigationContextSource` is what
 * the router reads before every decision; `createInterimContextSource` builds it from what exists
 * today (bus user and language, document cookies) plus `INTERIM_SITE_CONFIG`, a stub with sensible
 * defaults. When @arena/config (site config) and the session library land, replace the stub parts:
 *   - `config` and `language.available/hidden/defaultLanguage` → site config groups;
 *   - `block` → blocks-api answer (POST /blocks-api/api/v2/block, 2 retries at 100 ms);
 *   - `termsMustBeAccepted` → agreement-rules status / 451 exception_code 1;
 *   - `navigationBlocked`, `maintenanceFlag` → session/maintenance state;
 * and call `invalidate()` whenever one of them changes, so the current URL is decided again.
 */
import type { ArenaState } from '@arena/event-bus';
import { DEFAULT_CONFIG, type BlockDecision, type NavigationConfig, type NavigationContext } from '../guards/context.ts';
import { DEFAULT_LANGUAGE, type LanguageSettings } from '../language/language.ts';

export interface NavigationContextSource {
  /** A fresh context; `currentUrl` is the URL being left (null on first load). */
  snapshot(currentUrl: string | null): NavigationContext;
  /** Called when anything the guards read has changed; the router re-decides the current URL. */
  onChange(listener: () => void): () => void;
}

/** Stub site config until @arena/config is connected: everything a visitor normally sees is on. */
export const INTERIM_SITE_CONFIG: NavigationConfig = { ...DEFAULT_CONFIG, production: false };

export const INTERIM_LANGUAGES: Omit<LanguageSettings, 'current'> = {
  available: ['ru', 'en', 'uz', 'kz', 'az', 'ua', 'tr', 'es', 'pt', 'fr', 'de', 'ar'],
  hidden: [],
  defaultLanguage: DEFAULT_LANGUAGE,
};

export function parseCookies(cookieHeader: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      cookies[name] = part.slice(eq + 1).trim();
    }
  }
  return cookies;
}

interface BusLike {
  getState<K extends keyof ArenaState>(key: K): ArenaState[K];
  watchState<K extends keyof ArenaState>(key: K, handler: (value: ArenaState[K]) => void): () => void;
}

/**
 * Spec §6: a visitor has "no user id or user cookie". Until the session library publishes the user on
 * the bus, a user cookie alone counts as signed in (not banned); the office then meets the real
 * session, and a stale cookie ends in the usual 401 handling.
 */
export const USER_COOKIES = ['ua', 'user_token'] as const;

export function cookieUser(cookies: Readonly<Record<string, string>>): NavigationContext['user'] {
  return USER_COOKIES.some((name) => cookies[name]) ? { userId: 0, banLevel: 0, banVersion: 0 } : null;
}

export interface InterimSourceOptions {
  bus: BusLike;
  readCookies: () => string;
  now?: () => number;
  config?: NavigationConfig;
  languages?: Omit<LanguageSettings, 'current'>;
  block?: () => BlockDecision | null;
  log?: (message: string, detail?: unknown) => void;
}

export function createInterimContextSource(options: InterimSourceOptions): NavigationContextSource {
  const { bus } = options;
  return {
    snapshot(currentUrl) {
      const user = bus.getState('user');
      const cookies = parseCookies(options.readCookies());
      return {
        currentUrl,
        language: { ...(options.languages ?? INTERIM_LANGUAGES), current: bus.getState('language') },
        user: user ? { userId: user.userId, banLevel: user.banLevel, banVersion: user.banVersion } : cookieUser(cookies),
        cookies,
        config: options.config ?? INTERIM_SITE_CONFIG,
        block: options.block?.() ?? null,
        termsMustBeAccepted: false,
        navigationBlocked: false,
        maintenanceFlag: false,
        now: (options.now ?? Date.now)(),
        log: options.log,
      };
    },
    onChange(listener) {
      let first = true;
      // watchState replays the current value at once; only later changes matter here.
      return bus.watchState('user', () => {
        if (first) first = false;
        else listener();
      });
    },
  };
}
