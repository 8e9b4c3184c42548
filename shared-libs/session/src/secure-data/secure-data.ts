/**
 * The secure-data call: keyed by a host cookie id, it answers `ggru` and a grant value that are kept in
 * cookies; the grant cookie lasts 1800 s (spec §7, §9).
 */
import type { HttpClient } from '@arena/http';
import type { CookieStore } from '@arena/utils';
import { SESSION_PATHS } from '../paths.ts';

export const GRANT_COOKIE_LIFETIME_SECONDS = 1_800;
export const SECURE_DATA_COOKIES = { ggru: 'ggru', grant: 'grant' } as const;

export interface SecureDataAnswer {
  ggru: string;
  grant: string;
}

export function storeSecureDataGrant(cookies: CookieStore, answer: SecureDataAnswer): void {
  cookies.set(SECURE_DATA_COOKIES.ggru, answer.ggru);
  cookies.set(SECURE_DATA_COOKIES.grant, answer.grant, { maxAgeSeconds: GRANT_COOKIE_LIFETIME_SECONDS });
}

export interface SecureDataOptions {
  http: HttpClient;
  cookies: CookieStore;
  /** The host cookie whose value keys the call. */
  hostCookieName: string;
  path?: string;
}

/** Loads and stores the grant; resolves false when there is no host cookie to key the call with. */
export function createSecureDataLoader(options: SecureDataOptions): () => Promise<boolean> {
  const { http, cookies, hostCookieName, path = SESSION_PATHS.secureData } = options;
  return async () => {
    const id = cookies.get(hostCookieName);
    if (!id) return false;
    storeSecureDataGrant(cookies, await http.get<SecureDataAnswer>(path, { query: { id }, cache: 'no-store' }));
    return true;
  };
}
