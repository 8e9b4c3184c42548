/**
 * Where the right column (the sportsbook coupon, the registration widget and the one-tap prompt) stands
 * (issue 31, item 9): only where betting is the page's subject — the sportsbook (line, live, games, toto)
 * and cyber/esports betting. The casino lobby and its game pages, the registration page, confirm-terms,
 * the office and the content pages get the whole width instead of a coupon they cannot fill.
 */
import { matchRoute, ROUTES, type AreaApp } from '@arena/routes';

const BETTING_APPS: ReadonlySet<AreaApp> = new Set<AreaApp>(['@arena/betting', '@arena/cyber']);

/** The route's app by its id, else (before the first match) by the path; unknown reads as betting (the home). */
export function showsBettingColumn(routeId: string | null, pathname: string): boolean {
  const app = routeId !== null ? ROUTES.find((r) => r.id === routeId)?.app : matchRoute(ROUTES, pathname)?.route.app;
  return app === undefined || BETTING_APPS.has(app);
}
