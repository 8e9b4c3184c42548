/**
 * The host's server render of one page (issue 26): the area app's content, then the frame around it,
 * with the data and dictionaries they used, for the document to embed once. An app whose render throws
 * or misses the time budget is left to the browser (an empty slot, as before); a frame that cannot
 * render leaves the whole page to the browser. Neither ever fails the page.
 */
import type { DisplaySettingsValue } from '@arena/domain';
import { renderToString } from 'react-dom/server';
import { SLOT_MARK } from './frame-reuse.ts';
import type { RenderRuntime, ServerDataStore, ServerRendering } from './render-runtime.ts';

/** Renders of one page until no new data or dictionary is wanted (a list, then its items' details…). */
const MAX_PASSES = 4;
/**
 * Why a render's loads are aborted once it has what it needs. Made once: abort() without a reason makes a new
 * DOMException, stack trace and all, for each render (~1 % of a render worker's time).
 */
const RENDER_DONE = new DOMException('The server render no longer needs this load', 'AbortError');
/** The marker and attribute the browser side reads (shell/src/frame/server-paint.ts, ui-kit create-arena-app). */
export const SERVER_PAINT_ATTRIBUTE = 'data-arena-ssr';

export interface RouteState {
  id: string;
  params: Record<string, string>;
  layout: string;
}

export interface PageRenderInput {
  pathname: string;
  search: string;
  language: string;
  /** The player's display settings (odds format, time zone…) from their cookie; null renders a visitor's defaults. */
  display: DisplaySettingsValue | null;
  route: RouteState;
  /** The area app to render into the slot, or null (a page the browser's guards decide). */
  app: string | null;
  /**
   * The page is login-only: its app is rendered only for a signed-in player the shell calls unrestricted
   * (no ban, no self-exclusion); for anyone else the slot is left to the browser's guards.
   */
  appNeedsPlayer?: boolean;
  /** Milliseconds the app's render (data included) may take before it is left to the browser. */
  budgetMs: number;
  /** The visitor's session cookie (`ua=…`) when they sent one: the page is drawn for its player. */
  sessionCookie?: string | null;
}

/** Embedded in the page as JSON; the root config installs it before the frame hydrates. */
export interface BootState {
  language: string;
  route: RouteState;
  config: unknown;
  dictionaries: Record<string, Record<string, string>>;
  /** The answers each server-rendered app used, by app. */
  data: Record<string, ServerDataStore['entries']>;
  /** The signed-in player the page was drawn for (shell player-boot.ts), or null. */
  player: unknown;
  /** specifier → URL of each build that drew the page (RenderRuntime.builds). */
  builds: Readonly<Record<string, string>>;
}

export interface RenderedPage {
  /** The children of the frame root. */
  html: string;
  boot: BootState;
  /** The app's outcome: rendered, or why the browser renders it. */
  app: { name: string; rendered: true } | { name: string; rendered: false; reason: string } | null;
}

class BudgetExceeded extends Error {}

/** The reason given for an app whose build exports no server render. */
export const NO_SERVER_RENDER = 'its build has no server render';

/** The page's state on the shared libraries: its visitor or player on this route, in this language, with this config. */
function applyPageState(runtime: RenderRuntime, input: PageRenderInput, config: unknown, player: unknown): void {
  const { libs } = runtime;
  for (const [key, value] of Object.entries(libs.initialState)) libs.bus.setState(key, value);
  // Before the player: the shell seeds their accounts into the emptied cache (another page's never show here).
  libs.serverState?.clear();
  runtime.shell.applyPlayer?.(player);
  libs.config.seed(input.language, config);
  libs.bus.setState('language', input.language);
  libs.bus.setState('route', input.route);
  if (input.display) libs.bus.setState('settings', input.display);
  libs.setLocation(input.pathname, input.search);
}

async function settle<T>(work: Promise<T>, deadline: number): Promise<T> {
  const left = deadline - performance.now();
  if (left <= 0) throw new BudgetExceeded('time budget spent');
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new BudgetExceeded('time budget spent')), left)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renders `make` pass after pass: each pass records the data and namespaces it lacked (collect mode),
 * which are loaded (within the deadline) before the next. Loads start inside the render's turn, while
 * the page's language is still on the bus (the HTTP client sends it).
 */
async function renderWithData(runtime: RenderRuntime, input: PageRenderInput, config: unknown, player: unknown, store: ServerDataStore, make: () => ServerRendering, deadline: number): Promise<{ html: string; searchRead: boolean | null }> {
  const { libs } = runtime;
  for (let pass = 0; ; pass++) {
    const { html, searchRead, loads } = await runtime.exclusive(async () => {
      if (libs.i18n.language() !== input.language) await libs.i18n.changeLanguage(input.language);
      applyPageState(runtime, input, config, player);
      const rendering = make();
      let markup: string;
      try {
        markup = renderToString(rendering.element);
      } finally {
        rendering.dispose();
      }
      // Read before the turn ends: the next render of this runtime sets its own location.
      const searchRead = libs.searchRead ? libs.searchRead() : null;
      const controller = new AbortController();
      const pending = [...store.wanted].map(([key, load]) =>
        load(controller.signal).then(
          (data) => (libs.isPlainData(data) ? (store.entries[key] = { ok: true, data }) : store.declined.add(key)),
          (error: unknown) => {
            const entry = libs.entryOfError(error);
            // Only a 404 is the page's own answer; any other failure the browser retries itself.
            if (!entry.ok && entry.status === 404) store.entries[key] = entry;
            else store.declined.add(key);
          },
        ),
      );
      const loaded = libs.i18n.loadedDictionaries(input.language);
      const missing = [...store.namespaces].filter((namespace) => !loaded[namespace]);
      if (missing.length > 0) pending.push(libs.i18n.loadDictionaries(input.language, missing));
      store.wanted.clear();
      return { html: markup, searchRead, loads: pending.length > 0 ? Promise.all(pending).finally(() => controller.abort(RENDER_DONE)) : null };
    });
    if (!loads) return { html, searchRead };
    if (pass + 1 >= MAX_PASSES) throw new Error(`still loading data after ${MAX_PASSES} passes`);
    await settle(loads, deadline);
  }
}

/**
 * The player of the page's session cookie. Anything short of a whole player (no cookie, an ended
 * session, a slow or failing backend) draws the page for a visitor, and the browser's session restore
 * finds the player as before.
 *
 * Asked while the site config is still loading (its token call needs no config; only the accounts' path
 * does), with the budgets of one after the other: the config's own deadline, then `budgetMs` from the
 * config's arrival for the rest of the player. A config that fails or misses its deadline ends the lookup.
 */
async function playerOf(runtime: RenderRuntime, input: PageRenderInput, config: Promise<unknown>, configDeadline: number): Promise<unknown> {
  const { loadPlayer, loadPlayerEarly } = runtime.shell;
  const cookie = input.sessionCookie;
  if (!cookie || !(loadPlayerEarly ?? loadPlayer)) return null;
  const controller = new AbortController();
  try {
    // A shell build from before the early lookup (an operator's rollback) is asked once the config is in.
    const loading = loadPlayerEarly
      ? loadPlayerEarly(runtime.fetch, cookie, config, controller.signal)
      : config.then((loaded) => loadPlayer!(runtime.fetch, cookie, loaded, controller.signal));
    // Left behind when the config fails: its own failure is then of no interest.
    loading.catch(() => undefined);
    await settle(config, configDeadline);
    return (await settle(loading, performance.now() + input.budgetMs)) ?? null;
  } catch {
    return null;
  } finally {
    controller.abort(RENDER_DONE);
  }
}

/**
 * The frame around the app's markup: a visitor's frame kept from an earlier page with the same inputs
 * (frame-reuse.ts), else rendered — around the slot mark when it can be kept, so the next page reuses it.
 */
async function renderFrame(runtime: RenderRuntime, input: PageRenderInput, config: unknown, player: unknown, slot: string, loaded: Record<string, object>): Promise<{ html: string; namespaces: ReadonlySet<string> }> {
  const frameInput = { language: input.language, display: input.display, pathname: input.pathname, search: input.search, route: input.route, config };
  const reuse = player === null && slot !== '' ? runtime.frames : undefined;
  const kept = reuse?.take(frameInput, slot, loaded);
  if (kept) return kept;
  const store = runtime.libs.store('collect');
  const deadline = performance.now() + input.budgetMs;
  if (reuse) {
    const marked = await renderWithData(runtime, input, config, player, store, () => runtime.shell.serverRender!(SLOT_MARK), deadline);
    // A frame drawn with data it loaded (none today) shows that moment's answers: it is not kept.
    const loadedNothing = Object.keys(store.entries).length === 0 && store.declined.size === 0;
    const frame = loadedNothing ? reuse.keep(frameInput, marked.html, store.namespaces, runtime.libs.i18n.loadedDictionaries(input.language), marked.searchRead) : null;
    if (frame) return { html: frame.before + slot + frame.after, namespaces: store.namespaces };
  }
  const { html } = await renderWithData(runtime, input, config, player, store, () => runtime.shell.serverRender!(slot), deadline);
  return { html, namespaces: store.namespaces };
}

export async function renderPage(runtime: RenderRuntime, input: PageRenderInput): Promise<RenderedPage> {
  const { libs } = runtime;
  // The config a browser would load now; a backend too slow or failing for it leaves the page to the browser.
  const configLoad = libs.config.load({ language: input.language, fresh: true });
  const configDeadline = performance.now() + input.budgetMs;
  const playerLoad = playerOf(runtime, input, configLoad, configDeadline);
  const config = await settle(configLoad, configDeadline);
  const player = await playerLoad;
  let slot = '';
  let app: RenderedPage['app'] = null;
  const data: BootState['data'] = {};
  const namespaces = new Set(['common']);
  const appName = input.appNeedsPlayer && !runtime.shell.isUnrestrictedPlayer?.(player) ? null : input.app;
  if (appName) {
    const store = libs.store('collect');
    try {
      const module = await runtime.app(appName);
      if (!module?.serverRender) throw new Error(NO_SERVER_RENDER);
      const factory = await module.serverRender();
      const deadline = performance.now() + input.budgetMs;
      const { html } = await renderWithData(runtime, input, config, player, store, () => factory(store), deadline);
      slot = `<div id="arena-app:${appName}" data-app="${appName}" ${SERVER_PAINT_ATTRIBUTE}="">${html}</div>`;
      data[appName] = store.entries;
      for (const namespace of store.namespaces) namespaces.add(namespace);
      app = { name: appName, rendered: true };
    } catch (error) {
      app = { name: appName, rendered: false, reason: error instanceof BudgetExceeded ? 'over its time budget' : (error as Error).message };
    }
  }
  const loaded = libs.i18n.loadedDictionaries(input.language);
  const frame = await renderFrame(runtime, input, config, player, slot, loaded);
  for (const namespace of frame.namespaces) namespaces.add(namespace);
  const dictionaries = Object.fromEntries(Object.entries(libs.i18n.loadedDictionaries(input.language)).filter(([namespace]) => namespaces.has(namespace)));
  const builds = runtime.builds(app?.rendered ? app.name : null);
  return { html: frame.html, boot: { language: input.language, route: input.route, config, dictionaries, data, player, builds }, app };
}
