/**
 * Connects the routing core to the platform libraries in the browser: the site config, the outcome of
 * the page-load session restore (bus `session`), the blocks-api decision, the confirm-terms and logout
 * navigation hooks, and the redirects service. The routing rules stay pure (guards/, navigation/).
 */
import { navigateToUrl } from 'single-spa';
import { siteConfig, siteConfigLoader } from '@arena/config';
import { blocksBlockPostAnswer, redirectsRedirectLightPostAnswer } from '@arena/contracts/answer-checks';
import { bus } from '@arena/event-bus';
import { http, retry } from '@arena/http';
import { logoutService } from '@arena/session';
import type { BlockDecision } from '../guards/context.ts';
import { afterLogoutTarget, RETURN_URL_QUERY } from '../guards/auth.ts';
import { createPlatformContextSource } from '../navigation/platform-context-source.ts';
import { cookieUser, parseCookies, type NavigationContextSource } from '../navigation/context-source.ts';
import type { RedirectLookup } from '../navigation/redirect-lookup.ts';
import { matchRoute, ROUTES, splitPath } from '@arena/routes';

const log = (message: string, detail?: unknown) => console.warn(`[root-config] ${message}`, detail ?? '');
const language = () => bus.getState('language');

export interface PlatformWiring {
  source: NavigationContextSource;
  lookup: RedirectLookup;
  /** Resolves when the site config has been tried (installed or not): the guards' first decision needs it. */
  configTried: Promise<void>;
}

/** Spec §7: POST /blocks-api/api/v2/block { auth, url }, retried 2 times at 100 ms. */
function loadBlockDecision(changed: () => void): () => BlockDecision | null {
  let decision: BlockDecision | null = null;
  blocksBlockPostAnswer.warm?.();
  retry(() => http.post<unknown>('/blocks-api/api/v2/block', { auth: bus.getState('user') !== null, url: window.location.href }).then(blocksBlockPostAnswer), 'block').then(
    (answer) => {
      // A block without a template names no reason page (blocking.ts would find none): nothing to show.
      if (answer.displayType === 1 && answer.templateTypeId !== null) {
        decision = { displayType: answer.displayType, templateTypeId: answer.templateTypeId };
        changed();
      }
    },
    (error: unknown) => log('block check failed', error),
  );
  return () => decision;
}

function currentRoute() {
  return matchRoute(ROUTES, window.location.pathname)?.route ?? null;
}

export function wirePlatform(): PlatformWiring {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const configTried = siteConfigLoader.load({ language: language() }).then(
    () => undefined,
    (error: unknown) => log('site config not installed; routing with defaults', error),
  );
  siteConfigLoader.onChange(changed);
  // The shell restores the session at mount and publishes the outcome; one check per page load.
  bus.watchState('session', changed);
  const block = loadBlockDecision(changed);

  // Spec §8: 451 with exception_code 1 → confirm-terms, when enabled and not already there.
  http.registerTermsNavigation({
    // The first 451 usually answers the session restore itself, before the user is on the bus: the
    // session cookie is what tells a signed-in browser then.
    isEnabled: () => siteConfig.isFeatureOn('confirmTerms') && (bus.getState('user') !== null || cookieUser(parseCookies(document.cookie)) !== null),
    isOnConfirmTerms: () => currentRoute()?.role === 'confirm-terms',
    goToConfirmTerms: () => {
      const back = `${window.location.pathname}${window.location.search}`;
      navigateToUrl(`/${language()}/confirm-terms?${new URLSearchParams({ [RETURN_URL_QUERY]: back }).toString()}`);
    },
  });
  // Spec §4: after logout, home when the current page needs login; otherwise the page reloads as a visitor.
  logoutService.setNavigation({
    currentPageNeedsLogin: () => afterLogoutTarget(currentRoute(), language()) !== null,
    goHome: () => navigateToUrl(`/${splitPath(window.location.pathname).lng ?? language()}/`),
    reload: () => window.location.reload(),
  });

  const source = createPlatformContextSource({
    bus,
    readCookies: () => document.cookie,
    config: () => siteConfigLoader.current(),
    sessionKnown: () => bus.getState('session') !== 'unknown',
    block,
    // The 451 reaction navigates by itself; no sticky flag that could bounce a player who accepted.
    termsMustBeAccepted: () => false,
    production: process.env.NODE_ENV === 'production',
    onInputsChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    log,
  });

  // Spec §7: the redirects service, 5 retries at 1000 ms (the 'redirect' retry policy).
  const lookup: RedirectLookup = async (url) => {
    try {
      redirectsRedirectLightPostAnswer.warm?.();
      const answer = await retry(() => http.post<unknown>('/redirects-api/api/v1/redirect-light', { url }).then(redirectsRedirectLightPostAnswer), 'redirect');
      return answer.url ? { url: answer.url, status: answer.code ?? 302 } : null;
    } catch (error) {
      log('redirect lookup failed', error);
      return null;
    }
  };
  return { source, lookup, configTried };
}
