/**
 * The page an app runs in, set up for one test and put back afterwards: the page-wide bus (language,
 * session, any other state), the URL, the page-wide i18n instance over the real dictionaries, the
 * site config, and the fake backend behind the page-wide HTTP client. Apps keep importing the real
 * singletons (`bus`, `http`, `arenaI18n`, `siteConfigLoader`); the harness only feeds them.
 */
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { siteConfigLoader } from '@arena/config';
import { bus, INITIAL_STATE, scopeFor, type ActiveAccountSummary, type ArenaBusScope, type ArenaEvents, type ArenaState, type UserSummary } from '@arena/event-bus';
import { arenaI18n } from '@arena/i18n';
import type { SiteConfigGroupName, SiteConfigGroups } from '@arena/domain';
import { dictionaryNamespaces } from './dictionaries.ts';
import { installFakeBackend, type FakeBackend, type RouteTable } from './fake-backend.ts';

export interface AppWorldOptions {
  /** The page language (default en); the i18n instance and the bus are switched to it. */
  language?: string;
  /** The URL the page is at (default `/{language}/`). */
  route?: string;
  /** A signed-in player (the bus `user`, `session: 'player'`, optionally the active account); omitted: a visitor. */
  session?: { user?: Partial<UserSummary>; activeAccount?: ActiveAccountSummary } | null;
  /** Canned backend answers by `METHOD /path`; more can be added on the returned `http`. */
  http?: RouteTable;
  /** Site config groups, installed through the real config loader (answered by the fake backend). */
  config?: SiteConfigGroups;
  /** Any other bus state the page has (coupon selections, display settings, route…). */
  state?: Partial<ArenaState>;
}

export interface BusEvent<K extends keyof ArenaEvents = keyof ArenaEvents> {
  type: K;
  payload: ArenaEvents[K];
}

export interface AppWorld {
  /** The fake backend: `on(...)` adds answers, `calls` / `callsTo` / `bodiesSentTo` read what was sent. */
  http: FakeBackend;
  /** The bus scope the rendered app gets from useAppScope. */
  scope: ArenaBusScope;
  /** Every bus event emitted since the world was set up, in order. */
  events: BusEvent[];
  /** The payloads of one event type emitted so far. */
  emitted<K extends keyof ArenaEvents>(type: K): Array<ArenaEvents[K]>;
  /** Where the page is now (path, query and hash): single-spa navigation changes it. */
  path(): string;
}

export const DEFAULT_USER: UserSummary = { userId: 1, login: 'demo', banLevel: 0, banVersion: 0 };

/** What setUpApp changed, undone in reverse order after the test. */
const undo: Array<() => void | Promise<void>> = [];

/** Puts the page back after each test of a file that uses the harness (registered once, on import). */
afterEach(async () => {
  cleanup();
  while (undo.length) await undo.pop()!();
  for (const key of Object.keys(INITIAL_STATE) as Array<keyof ArenaState>) bus.setState(key, INITIAL_STATE[key]);
});

let i18nStarted = false;

/** The page-wide i18n in `language` with every namespace loaded, so texts are there at the first render. */
async function startI18n(language: string): Promise<void> {
  if (!i18nStarted) {
    await arenaI18n.init(language);
    i18nStarted = true;
  } else if (arenaI18n.language() !== language) {
    await arenaI18n.changeLanguage(language);
  }
  await arenaI18n.i18next.loadNamespaces(dictionaryNamespaces());
  // The previous test put the bus back to INITIAL_STATE; i18n only publishes the language when it changes.
  bus.setState('language', language);
}

/** Loads `groups` through the page-wide loader from the fake backend, past the loader's cache. */
async function loadConfig(groups: SiteConfigGroupName[], language: string): Promise<void> {
  // The loader caches a group set per language for 10–15 minutes, which would hand the second test of a
  // file the first test's config: the clock reads "far future" for the cache check only (it is synchronous).
  const now = vi.spyOn(Date, 'now').mockReturnValue(Number.MAX_SAFE_INTEGER);
  let loading: Promise<unknown>;
  try {
    loading = siteConfigLoader.load({ language, groups });
  } finally {
    now.mockRestore();
  }
  await loading;
}

/**
 * Installs `config` through the page-wide loader, as the backend's group answer. The loader merges what it
 * loads into what it has, so after the test the same groups are loaded again as null: the next test sees
 * only its own config.
 */
async function installConfig(http: FakeBackend, config: SiteConfigGroups, language: string): Promise<void> {
  let served: Record<string, unknown> = config;
  http.on('GET', '/bff-api/config/group/get', () => ({ body: served }));
  const groups = Object.keys(config) as SiteConfigGroupName[];
  await loadConfig(groups, language);
  undo.push(async () => {
    served = Object.fromEntries(groups.map((group) => [group, null]));
    await loadConfig(groups, language);
  });
}

export async function setUpApp(options: AppWorldOptions = {}): Promise<AppWorld> {
  const language = options.language ?? 'en';
  window.history.replaceState(null, '', options.route ?? `/${language}/`);

  const realFetch = globalThis.fetch;
  const http = installFakeBackend(options.http);
  undo.push(() => void (globalThis.fetch = realFetch));

  const events: BusEvent[] = [];
  const emit = bus.emit;
  // Recorded on the bus itself, so direct `bus.emit` calls and the app scope's emits are both seen.
  bus.emit = (type, payload) => {
    events.push({ type, payload } as BusEvent);
    emit(type, payload);
  };
  undo.push(() => void (bus.emit = emit));
  const scope = scopeFor('harness-app');
  undo.push(() => scope.dispose());

  await startI18n(language);
  if (options.config) await installConfig(http, options.config, language);
  if (options.session) {
    bus.setState('user', { ...DEFAULT_USER, ...options.session.user });
    bus.setState('session', 'player');
    if (options.session.activeAccount) bus.setState('activeAccount', options.session.activeAccount);
  } else {
    bus.setState('session', 'visitor');
  }
  for (const [key, value] of Object.entries(options.state ?? {})) bus.setState(key as keyof ArenaState, value as never);

  return {
    http,
    scope,
    events,
    emitted: <K extends keyof ArenaEvents>(type: K) => events.filter((e) => e.type === type).map((e) => e.payload as ArenaEvents[K]),
    path: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  };
}
