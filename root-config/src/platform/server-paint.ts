/**
 * The page the host rendered (issue 26): the frame and the area app arrive as markup, with the state the
 * render used embedded once as JSON (`#arena-boot-state`). Before the frame hydrates, that state is put
 * back where the render read it — the page's language and route on the bus, the site config, the
 * dictionaries — so the first browser render is the server's, and nothing is fetched twice. Each
 * server-rendered app gets the answers it used when it mounts (once).
 */
import type { SiteConfigGroups } from '@arena/domain';

export const BOOT_STATE_ID = 'arena-boot-state';

export interface BootState {
  language: string;
  route: { id: string; params: Record<string, string>; layout: 'main' | 'empty' | 'blocked' };
  config: SiteConfigGroups;
  dictionaries: Record<string, Record<string, string>>;
  data: Record<string, Record<string, unknown>>;
  /** The signed-in player the page was drawn for (the shell checks and applies it), or null for a visitor. */
  player?: unknown;
  /** specifier → URL of each build that drew the page: the shell, the shared libraries, the page's app. */
  builds?: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The embedded state, or null for a page the browser renders alone (or a state that is not whole). */
export function readBootState(doc: Pick<Document, 'getElementById'>): BootState | null {
  const text = doc.getElementById(BOOT_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as unknown;
    if (!isObject(state) || typeof state.language !== 'string' || !isObject(state.route) || !isObject(state.config)) return null;
    if (!isObject(state.dictionaries) || !isObject(state.data)) return null;
    return state as unknown as BootState;
  } catch {
    return null;
  }
}

export interface BootStateTargets {
  bus: { setState(key: 'language', value: string): void; setState(key: 'route', value: BootState['route']): void };
  config: { seed(language: string, config: SiteConfigGroups): void };
  i18n: { init(language: string, dictionaries: BootState['dictionaries']): Promise<void> };
}

/** Puts the render's state back before the frame hydrates. */
export async function installBootState(state: BootState, targets: BootStateTargets): Promise<void> {
  targets.bus.setState('language', state.language);
  targets.bus.setState('route', state.route);
  targets.config.seed(state.language, state.config);
  await targets.i18n.init(state.language, state.dictionaries);
}

/** The mark of a container whose children are server markup its app has not hydrated yet (ui-kit's createArenaApp). */
export const SERVER_PAINT_MARK = 'data-arena-ssr';

/**
 * Routing is leaving a painted app before it ever ran: a guard sent the page elsewhere first (a
 * self-excluded player's /line goes to the withdrawal), so that app will not hydrate its markup, and the
 * markup would stay on screen under the page that replaced it. Its container goes; a later visit to
 * the app creates a fresh one (apps/slots.ts). A painted container of the app being routed to stays.
 */
export function dropPaintLeftBehind(root: Pick<ParentNode, 'querySelectorAll'>, owner: string | null): void {
  for (const container of root.querySelectorAll<HTMLElement>(`[data-app][${SERVER_PAINT_MARK}]`)) {
    if (container.dataset.app !== owner) container.remove();
  }
}

/** `url` against `base`, or null when it is no URL at all. */
function absolute(url: unknown, base: string): string | null {
  try {
    return typeof url === 'string' ? new URL(url, base).href : null;
  } catch {
    return null;
  }
}

/**
 * The builds that drew the page and that this browser does not run: a developer's import-map override points
 * one elsewhere, or a deploy between the page and its map changed one. Their markup was drawn by other code,
 * and hydrating it would keep whatever that code drew differently (React does not patch attributes). A build
 * named unreadably counts as not run here: its part renders in the browser, as before issue 26.
 */
export function buildsNotRunHere(state: BootState | null, resolve: (specifier: string) => string | null, base: string): string[] {
  if (!state || !isObject(state.builds)) return [];
  return Object.entries(state.builds)
    .filter(([specifier, url]) => {
      const drawnBy = absolute(url, base);
      return drawnBy === null || resolve(specifier) !== drawnBy;
    })
    .map(([specifier]) => specifier);
}

/**
 * Leaves to the browser what builds it does not run drew (buildsNotRunHere): an area app's painted container
 * goes (the app renders into a fresh one); the shell or a shared library draws the frame and every app, so
 * then every painted container goes and the frame loses its mark (the shell renders instead of hydrating).
 */
export function dropPaintOfOtherBuilds(doc: Pick<Document, 'querySelectorAll' | 'getElementById'>, notRunHere: readonly string[], areaApps: ReadonlySet<string>): void {
  if (notRunHere.length === 0) return;
  const everything = notRunHere.some((specifier) => !areaApps.has(specifier));
  for (const container of doc.querySelectorAll<HTMLElement>(`[data-app][${SERVER_PAINT_MARK}]`)) {
    if (everything || notRunHere.includes(container.dataset.app ?? '')) container.remove();
  }
  if (everything) doc.getElementById('arena-root')?.removeAttribute(SERVER_PAINT_MARK);
}

/**
 * The answers an app's server render used. single-spa asks for an app's props at every lifecycle, so
 * they are offered every time; the app takes them only while its container still holds the server's
 * markup (its first mount: ui-kit's createArenaApp).
 */
export function serverDataHandover(state: BootState | null): (app: string) => Record<string, unknown> | undefined {
  return (app) => state?.data[app];
}
