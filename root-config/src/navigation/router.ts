/**
 * The glue between decideNavigation and single-spa. single-spa evaluates activity functions before
 * it fires `before-routing-event`, so the decision is taken (and cached per URL) in `ownerOf`, and
 * the event handler acts on that same decision: publish the route, redirect, or cancel.
 * DOM and single-spa calls are injected, so this stays testable in Node.
 */
import type { RouteState } from './route-state.ts';
import { routeStateFor } from './route-state.ts';
import { decideNavigation, type NavigationDecision, type NavigationEffects } from '../guards/decide.ts';
import { ERRORS_APP } from '@arena/routes';
import type { NavigationContextSource } from './context-source.ts';
import type { RedirectLookup } from './redirect-lookup.ts';

export interface RouterDeps {
  source: NavigationContextSource;
  /** Publishes the matched route (bus `route` key) and its layout. */
  publish: (state: RouteState) => void;
  /** Replaces the current history entry (a redirect must not leave the source URL in history). */
  replace: (url: string) => void;
  /** Path and query the browser is on now: a redirect decided for a URL already left is dropped. */
  currentPath: () => string;
  /** Re-runs single-spa's routing (after an async decision such as a redirect lookup). */
  reroute: () => void;
  lookup?: RedirectLookup;
  /** Remembers payment_consultant=1 for the payment chat. */
  rememberPaymentConsultant?: () => void;
  /** Opens a shell modal a decision asks for (forgot-password, login block). */
  openModal?: (kind: RouteModal) => void;
  log?: (message: string, detail?: unknown) => void;
  decide?: typeof decideNavigation;
}

/** The modals a page's query may ask the root config to open (spec §2, §6); visitors only, by the guards. */
export type RouteModal = 'forgot-password' | 'login';

/** The modals an allowed decision asks for. */
export function modalsOf(effects: NavigationEffects): RouteModal[] {
  const kinds: RouteModal[] = [];
  if (effects.showForgotPasswordModal) kinds.push('forgot-password');
  if (effects.openLogin) kinds.push('login');
  return kinds;
}

export interface RoutingEventDetail {
  newUrl: string;
  cancelNavigation?: () => void;
}

function pathOf(href: string): string {
  const url = new URL(href, 'http://arena.invalid');
  return `${url.pathname}${url.search}`;
}

export function createRouter(deps: RouterDeps) {
  const decide = deps.decide ?? decideNavigation;
  /** The last URL the player was allowed onto: what navigation-blocked keeps them on. */
  let settledUrl: string | null = null;
  let cached: { path: string; decision: NavigationDecision } | null = null;
  /** Answers of the redirects service, so the re-decision after a lookup does not ask again. */
  const looked = new Map<string, NavigationDecision>();
  /**
   * The modals already opened for the URL the player is on. A URL is re-decided whenever the session,
   * config or block answer changes, so a modal opens once per visit of the URL, not once per decision;
   * it may still open on a later decision (a stale session cookie turning out to be a visitor).
   */
  let modalsOpened: { path: string; kinds: Set<RouteModal> } = { path: '', kinds: new Set() };
  const openModals = (path: string, effects: NavigationEffects) => {
    if (modalsOpened.path !== path) modalsOpened = { path, kinds: new Set() };
    for (const kind of modalsOf(effects)) {
      if (modalsOpened.kinds.has(kind)) continue;
      modalsOpened.kinds.add(kind);
      deps.openModal?.(kind);
    }
  };

  const decisionFor = (href: string): NavigationDecision => {
    const path = pathOf(href);
    if (cached?.path === path) return cached.decision;
    const decision = looked.get(path) ?? decide(path, deps.source.snapshot(settledUrl));
    cached = { path, decision };
    return decision;
  };

  const invalidate = () => {
    cached = null;
    deps.reroute();
  };
  deps.source.onChange(invalidate);

  return {
    decisionFor,
    invalidate,
    /** Which app the URL belongs to; redirects and cancellations mount nothing. */
    ownerOf(location: Pick<Location, 'href'>): string | null {
      const decision = decisionFor(location.href);
      if (decision.kind === 'allow') return decision.route.app;
      if (decision.kind === 'not-found' || decision.kind === 'error') return ERRORS_APP;
      return null;
    },
    /** `single-spa:before-routing-event` handler. */
    beforeRouting(detail: RoutingEventDetail): void {
      const path = pathOf(detail.newUrl);
      const decision = decisionFor(detail.newUrl);
      switch (decision.kind) {
        case 'cancel':
          detail.cancelNavigation?.();
          return;
        case 'redirect':
          cached = null;
          // After single-spa finishes this round; the patched replaceState starts the next one. If the
          // browser has moved on meanwhile (logout navigating home while the guard re-decides the page
          // it is leaving), the redirect belongs to a page nobody is on: drop it.
          queueMicrotask(() => {
            if (deps.currentPath() === path) deps.replace(decision.url);
          });
          return;
        case 'lookup-redirect':
          void (deps.lookup?.(decision.url) ?? Promise.resolve(null)).then((answer) => {
            if (deps.currentPath() !== path) return;
            if (answer && pathOf(answer.url) !== path) {
              deps.replace(answer.url);
              return;
            }
            looked.set(path, { kind: 'not-found', lng: decision.lng, rule: 'legacy-promotion-unknown' });
            invalidate();
          });
          return;
        default:
          settledUrl = path;
          if (decision.kind === 'allow' && decision.effects.paymentConsultant) deps.rememberPaymentConsultant?.();
          deps.publish(routeStateFor(decision));
          if (decision.kind === 'allow') openModals(path, decision.effects);
      }
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
