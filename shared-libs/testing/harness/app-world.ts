/**
 * The page an app runs in, set up for one test and put back afterwards: the page-wide bus (language,
 * session, any other state), the URL, the page-wide i18n instance over the real dictionaries, the
 * site config, the page's server-state cache, and the fake backend behind the page-wide HTTP client. Apps
 * keep importing the real singletons (`bus`, `http`, `arenaI18n`, `siteConfigLoader`, `playerAccounts`);
 * the harness only feeds them.
 */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { CONFIG_PATHS, siteConfigLoader } from '@arena/config';
import { bus, INITIAL_STATE, scopeFor, type ActiveAccountSummary, type ArenaBusScope, type ArenaEvents, type ArenaState, type UserSummary } from '@arena/event-bus';
import { arenaI18n } from '@arena/i18n';
import type { AccountData, SiteConfigGroupName } from '@arena/domain';
import { playerAccounts, serverState } from '@arena/server-state';
import { dictionaryNamespaces } from './dictionaries.ts';
import { installFakeBackend, type FakeBackend, type RouteTable } from './fake-backend.ts';
import { siteConfigGroupsFixture, type SiteConfigOverrides } from './site-config.ts';

export interface AppWorldOptions {
  /** The page language (default en); the i18n instance and the bus are switched to it. */
  language?: string;
  /** The URL the page is at (default `/{language}/`). */
  route?: string;
  /** A signed-in player (the bus `user`, `session: 'player'`, optionally the active account); omitted: a visitor. */
  session?: { user?: Partial<UserSummary>; activeAccount?: ActiveAccountSummary } | null;
  /** The player's accounts as the page already holds them (the shell's entry in @arena/server-state); omitted: none loaded. */
  accounts?: AccountData;
  /** Canned backend answers by `METHOD /path`; more can be added on the returned `http`. */
  http?: RouteTable;
  /**
   * Site config: the fields the test cares about, by group. Each named group is served whole (the backend's
   * shipped group with these fields over it) and installed through the real config loader.
   */
  config?: SiteConfigOverrides;
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
  // The loader merges and caches what it loads: without this a later test would see this one's config.
  siteConfigLoader.forget();
  // One cache per page: a later test starts with no answers of this one.
  serverState.clear();
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

/**
 * Serves config groups the way the backend does (each asked group whole: the shipped one with the test's
 * fields over it, so the loader's check of the answer passes) and installs the test's groups through the
 * page-wide loader, past its cache. After the test the harness's afterEach makes the loader forget it all.
 */
async function installConfig(http: FakeBackend, config: SiteConfigOverrides, language: string): Promise<void> {
  http.on('GET', CONFIG_PATHS.group, (call) => {
    const asked = (new URL(call.url, 'http://harness').searchParams.get('groups') ?? '').split(',') as SiteConfigGroupName[];
    return { body: siteConfigGroupsFixture(asked, language, config) };
  });
  await siteConfigLoader.load({ language, groups: Object.keys(config) as SiteConfigGroupName[], fresh: true });
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
  if (options.accounts) playerAccounts.seed(options.accounts);

  return {
    http,
    scope,
    events,
    emitted: <K extends keyof ArenaEvents>(type: K) => events.filter((e) => e.type === type).map((e) => e.payload as ArenaEvents[K]),
    path: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  };
}
