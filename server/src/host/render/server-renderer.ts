/**
 * What the host asks to have a page rendered (issue 26): which route and app a path is, for whom its
 * app may be rendered (anyone; a signed-in player the guards would let in as they are; else the browser's
 * guards decide), and one render runtime per import map — opened in the background when a map is first
 * served; the first pages of a map wait for it at most RUNTIME_WAIT_MS, then render in the browser.
 */
import type { DisplaySettingsValue } from '@arena/domain';
import { ERROR_ROUTE_IDS, matchRoute, ROUTES } from '@arena/routes';
import type { ImportMapDocument } from '../importmap-validation.ts';
import { NO_SERVER_RENDER, renderPage, type RenderedPage, type RouteState } from './page-render.ts';
import { openRenderRuntime, type RenderRuntime } from './render-runtime.ts';
import { createServerModules } from './server-modules.ts';
import type { FetchLike } from './inject-transport.ts';


/**
 * An app's render, its data included, that takes longer is left to the browser. 150 ms, not the issue's
 * example of 50: a render that starts while the machine is busy (a browser starting its page load beside
 * it, a GC) passed 50 ms now and then, and the page it left to the browser painted its content ~650 ms
 * later (Lighthouse /ru/: 2 of 13 runs scored 82–88 with a simulated LCP of 3.7 s, the log naming
 * "@arena/betting left to the browser: over its time budget"; at 150 ms, 0 fallbacks and 98–100 in 8 runs).
 * The head is sent before the render, so the wait costs the page far less than a browser render.
 */
export const DEFAULT_APP_BUDGET_MS = 150;
/**
 * How long the first pages of a newly served map wait for its runtime to open (its modules to load,
 * once per map: at start, after a deploy). Past it they render in the browser.
 */
export const RUNTIME_WAIT_MS = 2000;

export interface ServerRendererOptions {
  distRoot: string;
  /** Answers the shared HTTP client's requests (the host itself, without the network). */
  transport: FetchLike;
  defaultLanguage: string;
  budgetMs?: number;
  log: { warn(message: string): void };
}

export interface ServerRenderer {
  /** The page rendered with `map`, or null when the browser renders it alone. */
  /**
   * `display`: the player's display settings the page is drawn in (null: a visitor's defaults);
   * `sessionCookie`: the visitor's session cookie, when sent (the page is drawn for its player).
   */
  render(map: ImportMapDocument, pathname: string, search: string, language: string, display: DisplaySettingsValue | null, sessionCookie?: string | null): Promise<RenderedPage | null>;
  /** Opens the map's runtime ahead of its first page (the host calls it when it starts serving a map). */
  prepare(map: ImportMapDocument): void;
}

/**
 * Whom a route's app is rendered for on the server: `anyone`; `player`, a signed-in player no ban or
 * self-exclusion narrows (the office, my casino); `browser`, nobody (the guards' own pages).
 */
export type ServerRenderAccess = 'anyone' | 'player' | 'browser';

/** The route state the root config publishes for an allowed route (root-config navigation/route-state.ts). */
export function routeStateOf(pathname: string): { state: RouteState; app: string; access: ServerRenderAccess } | null {
  const match = matchRoute(ROUTES, pathname);
  if (!match) return null;
  const { route, params } = match;
  // A page its audience sees as it is: no config condition, no banned-only page, no guard role. Visitors-only
  // pages bounce a player and the error page's texts are the root config's (route-state.ts): the browser's.
  const asItIs = !route.conditions?.length && route.ban !== 'banned-only' && route.id !== ERROR_ROUTE_IDS.serverError;
  const audience = route.audience ?? 'anyone';
  let access: ServerRenderAccess = 'browser';
  if (asItIs && audience === 'anyone' && (!route.role || route.role === 'home')) access = 'anyone';
  else if (asItIs && audience === 'login-required' && (!route.role || route.role === 'account-home')) access = 'player';
  return { state: { id: route.id, params: { ...params, title: route.title }, layout: route.layout }, app: route.app, access };
}

export function createServerRenderer(options: ServerRendererOptions): ServerRenderer {
  const modules = createServerModules(options.distRoot);
  const runtimes = new WeakMap<ImportMapDocument, { ready: RenderRuntime | null; opening: Promise<void> }>();
  const runtimeFor = (map: ImportMapDocument): { ready: RenderRuntime | null; opening: Promise<void> } => {
    let entry = runtimes.get(map);
    if (!entry) {
      const created: { ready: RenderRuntime | null; opening: Promise<void> } = { ready: null, opening: Promise.resolve() };
      created.opening = openRenderRuntime(modules, map, options.transport, options.defaultLanguage).then(
        (runtime) => {
          created.ready = runtime;
          if (!runtime) options.log.warn('server render: this import map has no server build of the shell or a shared library; pages render in the browser');
        },
        (error: Error) => options.log.warn(`server render: the runtime did not open (${error.message}); pages render in the browser`),
      );
      entry = created;
      runtimes.set(map, entry);
    }
    return entry;
  };
  const openedRuntime = async (map: ImportMapDocument): Promise<RenderRuntime | null> => {
    const entry = runtimeFor(map);
    if (entry.ready) return entry.ready;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([entry.opening, new Promise((resolve) => (timer = setTimeout(resolve, RUNTIME_WAIT_MS)))]);
    clearTimeout(timer);
    return entry.ready;
  };
  return {
    prepare: (map) => void runtimeFor(map),
    async render(map, pathname, search, language, display, sessionCookie = null) {
      const route = routeStateOf(pathname);
      if (!route) return null;
      const runtime = await openedRuntime(map);
      if (!runtime) return null;
      try {
        const page = await renderPage(runtime, {
          pathname,
          search,
          language,
          display,
          route: route.state,
          app: route.access === 'browser' ? null : route.app,
          appNeedsPlayer: route.access === 'player',
          budgetMs: options.budgetMs ?? DEFAULT_APP_BUDGET_MS,
          sessionCookie,
        });
        // An app without a server render (the sign-in forms) is the browser's by design, not a failure.
        if (page.app && !page.app.rendered && page.app.reason !== NO_SERVER_RENDER) options.log.warn(`server render: ${page.app.name} left to the browser on ${pathname}: ${page.app.reason}`);
        return page;
      } catch (error) {
        options.log.warn(`server render: ${pathname} left to the browser: ${(error as Error).message}`);
        return null;
      }
    },
  };
}
