/**
 * What the router reads before every decision (`NavigationContextSource`), and the cookie helpers it
 * needs. The browser implementation over the platform libraries is platform-context-source.ts.
 */
import type { NavigationContext } from '../guards/context.ts';

export interface NavigationContextSource {
  /** A fresh context; `currentUrl` is the URL being left (null on first load). */
  snapshot(currentUrl: string | null): NavigationContext;
  /** Called when anything the guards read has changed; the router re-decides the current URL. */
  onChange(listener: () => void): () => void;
}

export function parseCookies(cookieHeader: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      cookies[name] = part.slice(eq + 1).trim();
    }
  }
  return cookies;
}

/**
 * Spec §6: a visitor has "no user id or user cookie". Until the page-load session check answers, a
 * user cookie alone counts as signed in (not banned), so reloading a protected page is not bounced.
 */
export const SESSION_COOKIE = 'ua_present';

/**
 * Only the session marker counts (`ua_present`, set and cleared by the server with the HttpOnly `ua`):
 * visitors carry a `user_token` too (their anonymous API token, HttpOnly as well).
 */
export function cookieUser(cookies: Readonly<Record<string, string>>): NavigationContext['user'] {
  return cookies[SESSION_COOKIE] ? { userId: 0, banLevel: 0, banVersion: 0 } : null;
}
