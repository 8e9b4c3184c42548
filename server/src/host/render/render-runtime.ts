/**
 * One server-render runtime per import map (issue 26): the shared libraries, the shell and the apps as
 * that map names them, loaded once through server-modules.ts. The shared libraries keep page-wide
 * state (the bus, the i18n instance, the installed site config), so renders of one runtime take turns
 * (`exclusive`): each sets its page's state and renders synchronously; data loads run in between.
 */
import type { ReactElement } from 'react';
import { appsOf, ROUTES } from '@arena/routes';
import type { ImportMapDocument } from '../importmap-validation.ts';
import { createFrameReuse, type FrameReuse } from './frame-reuse.ts';
import type { ServerModules } from './server-modules.ts';
import type { FetchLike } from './inject-transport.ts';


/** What the host uses of each shared library's server build (their own types stay in their packages). */
export interface SharedLibs {
  bus: { setState(key: string, value: unknown): void };
  initialState: Record<string, unknown>;
  i18n: {
    i18next: { isInitialized: boolean };
    init(language: string): Promise<void>;
    changeLanguage(language: string): Promise<void>;
    language(): string;
    loadDictionaries(language: string, namespaces: readonly string[]): Promise<void>;
    loadedDictionaries(language: string): Record<string, Record<string, string>>;
  };
  config: { load(request: { language: string; fresh: boolean }): Promise<unknown>; seed(language: string, config: unknown): void };
  store: (mode: 'collect') => ServerDataStore;
  isPlainData(value: unknown): boolean;
  entryOfError(error: unknown): ServerDataEntry;
  /** @arena/utils' location of the page being rendered. */
  setLocation(pathname: string, search: string): void;
  /** Whether the render since setLocation read the query; absent in utils builds before it. */
  searchRead?: () => boolean;
  /**
   * @arena/server-state's page-wide cache: emptied before each render, so a page shows only what its own
   * player was seeded with (the shell's applyPlayer). Absent in maps from before it.
   */
  serverState?: { clear(): void };
}

export type ServerDataEntry = { ok: true; data: unknown } | { ok: false; status: number };
export interface ServerDataStore {
  readonly entries: Record<string, ServerDataEntry>;
  readonly wanted: Map<string, (signal: AbortSignal) => Promise<unknown>>;
  readonly namespaces: Set<string>;
  readonly declined: Set<string>;
}
export interface ServerRendering {
  element: ReactElement;
  dispose(): void;
}
export type ShellModule = {
  serverRender?: (slotHtml: string) => ServerRendering;
  /** The player of a session cookie (shell player-boot.ts), or null for a visitor, given the loaded site config. */
  loadPlayer?: (fetch: FetchLike, sessionCookie: string, config: unknown, signal: AbortSignal) => Promise<unknown>;
  /** The same, asked while the site config is still loading (shell builds since issue 26's parallel lookup). */
  loadPlayerEarly?: (fetch: FetchLike, sessionCookie: string, config: Promise<unknown>, signal: AbortSignal) => Promise<unknown>;
  /** Puts the page's player on the bus and in the shell's store (null: a visitor's page). */
  applyPlayer?: (player: unknown) => void;
  /** Whether a login-only page's app may be rendered for the page's player (not banned, not self-excluded); absent in shell builds before it. */
  isUnrestrictedPlayer?: (player: unknown) => boolean;
};
export type AppModule = { serverRender?: () => Promise<(store: ServerDataStore) => ServerRendering> };

/** The longest one render step may keep the next page of its runtime waiting. */
export const STEP_MAX_MS = 500;

export interface RenderRuntime {
  libs: SharedLibs;
  shell: ShellModule;
  /** The render's own requests to the backend (the host's inject transport). */
  fetch: FetchLike;
  app(name: string): Promise<AppModule | null>;
  /** Runs `step` when no other render of this runtime is between its state and its render. */
  exclusive<T>(step: () => T | Promise<T>): Promise<T>;
  /** Visitors' frames kept for reuse (frame-reuse.ts); absent: every frame is rendered. */
  frames?: FrameReuse;
  /**
   * The builds a page is drawn by, as the map names them: the shell, the shared libraries and the page's app
   * (null: no app). The page carries them, so a browser running another build of one of them (a developer's
   * import-map override) renders that part itself instead of hydrating markup its code did not draw
   * (root-config server-paint.ts).
   */
  builds(app: string | null): Readonly<Record<string, string>>;
}

/** The area apps: of them, only the page's own draws any of it. (The root config draws nothing either.) */
const AREA_APPS: ReadonlySet<string> = new Set(appsOf(ROUTES));

/** `builds` of a runtime over `map`: made once per app, and frozen (the page's JSON keeps their bytes: frozen-json.ts). */
function buildsOf(map: ImportMapDocument): RenderRuntime['builds'] {
  const drawing = Object.fromEntries(Object.entries(map.imports).filter(([specifier]) => specifier.startsWith('@arena/') && specifier !== '@arena/root-config' && !AREA_APPS.has(specifier)));
  const made = new Map<string | null, Readonly<Record<string, string>>>([[null, Object.freeze(drawing)]]);
  return (app) => {
    let builds = made.get(app);
    if (!builds) made.set(app, (builds = Object.freeze(app && map.imports[app] ? { ...drawing, [app]: map.imports[app]! } : drawing)));
    return builds;
  };
}

async function loadLibs(modules: ServerModules, map: ImportMapDocument): Promise<SharedLibs | null> {
  const [bus, i18n, config, http, uiKit, utils, serverState] = await Promise.all(
    ['@arena/event-bus', '@arena/i18n', '@arena/config', '@arena/http', '@arena/ui-kit', '@arena/utils', '@arena/server-state'].map((s) => modules.load<Record<string, unknown>>(map, s)),
  );
  if (!bus || !i18n || !config || !http || !uiKit || !utils) return null;
  return {
    bus: bus.bus as SharedLibs['bus'],
    initialState: bus.INITIAL_STATE as Record<string, unknown>,
    i18n: i18n.arenaI18n as SharedLibs['i18n'],
    config: config.siteConfigLoader as SharedLibs['config'],
    store: uiKit.createServerDataStore as SharedLibs['store'],
    isPlainData: uiKit.isPlainData as SharedLibs['isPlainData'],
    entryOfError: uiKit.entryOfError as SharedLibs['entryOfError'],
    setLocation: utils.setRenderedLocation as SharedLibs['setLocation'],
    ...(typeof utils.renderedSearchRead === 'function' ? { searchRead: utils.renderedSearchRead as () => boolean } : {}),
    ...(serverState?.serverState ? { serverState: serverState.serverState as { clear(): void } } : {}),
  };
}

export async function openRenderRuntime(modules: ServerModules, map: ImportMapDocument, transport: FetchLike, defaultLanguage: string): Promise<RenderRuntime | null> {
  const libs = await loadLibs(modules, map);
  const shell = await modules.load<ShellModule>(map, '@arena/shell');
  if (!libs || !shell?.serverRender) return null;
  const http = await modules.load<{ setPageTransport(fetch: FetchLike): void }>(map, '@arena/http');
  http!.setPageTransport(transport);
  if (!libs.i18n.i18next.isInitialized) await libs.i18n.init(defaultLanguage);
  let turn: Promise<unknown> = Promise.resolve();
  /**
   * Settles when `run` does, or after STEP_MAX_MS. The timer is cleared as soon as `run` settles: a timer
   * left pending held each step's result (a page's markup, ~100 KB of strings) for its 500 ms, which at a
   * few hundred renders a second made most of a render's garbage live long enough to be promoted (bench/levers.md).
   */
  const settledOrLate = (run: Promise<unknown>) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, STEP_MAX_MS).unref();
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      run.then(done, done);
    });
  return {
    libs,
    shell,
    fetch: transport,
    app: (name) => modules.load<AppModule>(map, name),
    frames: createFrameReuse(),
    builds: buildsOf(map),
    exclusive<T>(step: () => T | Promise<T>): Promise<T> {
      const run = turn.then(step, step);
      // A step that never settles (a load stuck in a library) must not hold every later page of this map.
      turn = settledOrLate(run);
      return run;
    },
  };
}
