/**
 * The secure-data call: keyed by the host's session — the HttpOnly `ua` cookie the browser sends by
 * itself, plus the bearer token — it answers `ggru` and a grant value that are kept in cookies; the grant
 * cookie lasts 1800 s (spec §7, §9). The session id is never put in the URL (the server refuses `?id=`).
 */
import type { SecureDataAnswer as SecureData } from '@arena/domain';
import { webUserSecureDataAnswer } from '@arena/contracts/answer-checks';
import type { HttpClient } from '@arena/http';
import type { CookieStore } from '@arena/utils';
import { SESSION_COOKIES, SESSION_PATHS } from '../paths.ts';

export const GRANT_COOKIE_LIFETIME_SECONDS = 1_800;
export const SECURE_DATA_COOKIES = { ggru: 'ggru', grant: 'grant' } as const;

/** The answer as this module reads it (the grant's expiry is the cookie's lifetime). */
export type SecureDataAnswer = Pick<SecureData, 'ggru' | 'grant'>;

export function storeSecureDataGrant(cookies: CookieStore, answer: SecureDataAnswer): void {
  cookies.set(SECURE_DATA_COOKIES.ggru, answer.ggru);
  cookies.set(SECURE_DATA_COOKIES.grant, answer.grant, { maxAgeSeconds: GRANT_COOKIE_LIFETIME_SECONDS });
}

export interface SecureDataOptions {
  http: HttpClient;
  cookies: CookieStore;
  /** The script-readable cookie telling a session exists (default `ua_present`); without it nothing is asked. */
  markerCookieName?: string;
  path?: string;
}

/** Loads and stores the grant; resolves false when there is no session to key the call with. */
export function createSecureDataLoader(options: SecureDataOptions): () => Promise<boolean> {
  const { http, cookies, markerCookieName = SESSION_COOKIES.marker, path = SESSION_PATHS.secureData } = options;
  return async () => {
    if (!cookies.get(markerCookieName)) return false;
    webUserSecureDataAnswer.warm?.();
    storeSecureDataGrant(cookies, await http.get<unknown>(path, { cache: 'no-store' }).then(webUserSecureDataAnswer));
    return true;
  };
}
