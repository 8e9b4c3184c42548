/**
 * Idle prefetch (issue 26): once the page has settled, the code of the area apps the page links to is
 * fetched at the lowest priority, so a click on "Казино" from the home page finds the casino app in the
 * HTTP cache instead of starting its download then. It runs only when the browser is idle after the first
 * app mounted, never competes with the page's own scripts (a `prefetch` link is the lowest priority there
 * is), skips apps already loaded, and stays off for a visitor who asked to save data or is on a 2G link.
 */
import type { RouteDef } from '@arena/routes';
import { matchRoute } from '@arena/routes';

/** Enough for the header's areas; a page with links into every area does not fetch them all. */
export const PREFETCH_LIMIT = 4;

export interface IdlePrefetchDeps {
  doc: Pick<Document, 'querySelectorAll' | 'createElement' | 'head'>;
  /** The page's own origin: only same-site links count. */
  origin: string;
  routes: readonly RouteDef[];
  /** The app's entry URL through the import map (SystemJS), or null when the map does not name it. */
  resolve(app: string): string | null;
  /** Whether the app's code is already loaded (or loading) on this page. */
  loaded(app: string): boolean;
  connection?: { saveData?: boolean; effectiveType?: string } | undefined;
}

/** The area apps the page's links lead to, in the order the page shows them. */
export function linkedApps(doc: IdlePrefetchDeps['doc'], origin: string, routes: readonly RouteDef[]): string[] {
  const apps: string[] = [];
  for (const anchor of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    let url: URL;
    try {
      url = new URL(anchor.getAttribute('href') ?? '', origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const app = matchRoute(routes, url.pathname)?.route.app;
    if (app && !apps.includes(app)) apps.push(app);
  }
  return apps;
}

/**
 * Adds a `prefetch` link for each linked app not yet loaded or prefetched (at most PREFETCH_LIMIT per
 * page load); returns the URLs it added. `done` remembers them across calls (each route change asks again).
 */
export function prefetchLinkedApps(deps: IdlePrefetchDeps, done: Set<string>): string[] {
  const { connection } = deps;
  if (connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? '')) return [];
  const added: string[] = [];
  for (const app of linkedApps(deps.doc, deps.origin, deps.routes)) {
    if (done.size >= PREFETCH_LIMIT) break;
    if (done.has(app) || deps.loaded(app)) continue;
    const url = deps.resolve(app);
    if (!url) continue;
    const link = deps.doc.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', 'script');
    link.href = url;
    link.dataset['prefetchApp'] = app;
    deps.doc.head.append(link);
    done.add(app);
    added.push(url);
  }
  return added;
}

/** After the first app mounted and the page loaded, and after each route change: one idle pass. */
export function installIdlePrefetch(deps: IdlePrefetchDeps, win: Window = window): void {
  const done = new Set<string>();
  // Safari has no requestIdleCallback: a second after load is idle enough there.
  const idle = (run: () => void) => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000));
  const pass = () => idle(() => prefetchLinkedApps(deps, done));
  const afterLoad = () => (win.document.readyState === 'complete' ? pass() : win.addEventListener('load', pass, { once: true }));
  win.addEventListener('single-spa:first-mount', afterLoad, { once: true });
  win.addEventListener('single-spa:routing-event', () => {
    if (win.document.readyState === 'complete') pass();
  });
}
