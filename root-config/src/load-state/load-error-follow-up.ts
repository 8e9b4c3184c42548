/**
 * single-spa tries an app whose load failed (LOAD_ERROR) again only on a navigation at least 200 ms after
 * the failure; a navigation sooner leaves that app out and nothing routes again, so a player who moved
 * back to the app's page right after its refresh slot appeared stayed on the slot even once the bundle
 * was back (seen in the e2e journey under CPU load). This remembers when each app gave up and, for such
 * an early navigation, asks single-spa to route once more as soon as its guard has passed.
 */

/** single-spa's own guard (its `getAppChanges`: `currentTime - app.loadErrorTime >= 200`). */
export const SINGLE_SPA_LOAD_ERROR_GUARD_MS = 200;
/** single-spa stamps the failure a few microtasks after the loader rejects: a little margin past its guard. */
const MARGIN_MS = 25;

export interface LoadErrorFollowUpDeps {
  now: () => number;
  schedule: (run: () => void, ms: number) => void;
  reroute: () => void;
}

export interface LoadErrorFollowUp {
  /** The app's loader gave up (after its retries). */
  gaveUp(app: string): void;
  /** The app loaded: nothing to follow up. */
  loaded(app: string): void;
  /** A navigation to another URL is starting, whose page belongs to `owner`. */
  navigating(owner: string | null): void;
}

export function createLoadErrorFollowUp(deps: LoadErrorFollowUpDeps): LoadErrorFollowUp {
  const gaveUpAt = new Map<string, number>();
  return {
    gaveUp: (app) => void gaveUpAt.set(app, deps.now()),
    loaded: (app) => void gaveUpAt.delete(app),
    navigating(owner) {
      const at = owner === null ? undefined : gaveUpAt.get(owner);
      if (at === undefined) return;
      const elapsed = deps.now() - at;
      if (elapsed < SINGLE_SPA_LOAD_ERROR_GUARD_MS + MARGIN_MS) deps.schedule(deps.reroute, SINGLE_SPA_LOAD_ERROR_GUARD_MS + MARGIN_MS - elapsed);
    },
  };
}
