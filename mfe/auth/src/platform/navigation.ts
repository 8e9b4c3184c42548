/**
 * Where the player goes after login (spec §4: the return URL, else the previous page) and the URLs of
 * the auth routes. Pure functions over plain values; the page-bound helpers sit at the bottom.
 */
import { navigateToUrl } from 'single-spa';
import { sameOriginPath } from '@arena/utils';

export const RETURN_URL_QUERY = 'returnUrl';

export interface AfterLoginInput {
  search: string;
  /** The page the login was opened on (modal) or came from (login page referrer path), if any. */
  previousUrl: string | null;
  language: string;
  /** The login page itself is never a place to return to. */
  isAuthPage: (url: string) => boolean;
}

/**
 * Only same-site paths are honoured, so a crafted link cannot send a player off-site: the shared rule
 * of @arena/utils (one leading '/', no backslash or control character, same origin once parsed).
 */
export function afterLoginTarget({ search, previousUrl, language, isAuthPage }: AfterLoginInput): string {
  // The normalised path is what is navigated to, never the raw value the check was made on.
  for (const candidate of [new URLSearchParams(search).get(RETURN_URL_QUERY), previousUrl]) {
    const path = sameOriginPath(candidate);
    if (path !== null && !isAuthPage(path)) return path;
  }
  return `/${language}/`;
}

/** Login, registration, recovery and confirm-terms pages: landing there after login makes no sense. */
export function isAuthPagePath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return /^\/[a-z]{2}\/(user\/(login|passwordreset)|registration|confirm-terms)(\/|$)/.test(path);
}

export function confirmTermsUrl(language: string, returnUrl: string): string {
  return `/${language}/confirm-terms?${new URLSearchParams({ [RETURN_URL_QUERY]: returnUrl }).toString()}`;
}

export function registrationPageUrl(language: string, type?: string): string {
  return `/${language}/registration${type ? `/${type}` : ''}`;
}

export function currentUrl(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The same-origin path of document.referrer, if any (the "previous page" of the login page). */
export function referrerPath(): string | null {
  try {
    if (!document.referrer) return null;
    const url = new URL(document.referrer);
    return url.origin === location.origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export function goTo(url: string): void {
  if (url !== currentUrl()) navigateToUrl(url);
}

/**
 * After sign-in the root config may itself re-route (a visitors-only page such as user/login sends a
 * player to the office). Navigating to the wanted target after that re-route settles keeps ours last.
 */
export function goToAfterSignIn(url: string, settleMs = 150): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    window.removeEventListener('single-spa:routing-event', go);
    goTo(url);
  };
  window.addEventListener('single-spa:routing-event', go);
  setTimeout(go, settleMs);
}
