/**
 * What the route walks share: the demo player's navigation context under the served site config, where a
 * URL ends after the router's redirects.
 */
import type { APIRequestContext } from '@playwright/test';
import type { SiteConfig } from '@arena/domain';
import { decideNavigation, languagesFrom, navigationConfigFrom, type NavigationContext, type NavigationDecision } from '@arena/root-config/navigation';

/** The signed-in demo player (user 1) in `language`, under the config the server serves. */
export function demoPlayerContext(request: APIRequestContext, language: string): Promise<NavigationContext> {
  return navigationContext(request, language, true);
}

/** A visitor (no session) in `language`, under the config the server serves. */
export function visitorContext(request: APIRequestContext, language: string): Promise<NavigationContext> {
  return navigationContext(request, language, false);
}

async function navigationContext(request: APIRequestContext, language: string, signedIn: boolean): Promise<NavigationContext> {
  const config = (await (await request.get(`/bff-api/config/all.json?lang=${language}`)).json()) as SiteConfig;
  return {
    currentUrl: null,
    language: { ...languagesFrom(config), current: language },
    user: signedIn ? { userId: 1, banLevel: 0, banVersion: 0 } : null,
    cookies: signedIn ? { ua: 'session' } : {},
    config: navigationConfigFrom(config, true),
    block: null,
    termsMustBeAccepted: false,
    navigationBlocked: false,
    maintenanceFlag: false,
    now: Date.now(),
  };
}

/** The decision a URL ends on, following redirects like the router. */
export function finalDecision(path: string, context: NavigationContext): NavigationDecision {
  let url = path;
  for (let hop = 0; hop < 4; hop += 1) {
    const decision = decideNavigation(url, { ...context, currentUrl: null });
    if (decision.kind !== 'redirect') return decision;
    url = decision.url;
  }
  throw new Error(`${path}: redirect loop`);
}
