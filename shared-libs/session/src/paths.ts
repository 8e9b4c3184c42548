/** Backend paths of the identity calls (server/API-CONVENTIONS.md), in one place. */
export const SESSION_PATHS = {
  token: '/web-api/user/gettoken',
  session: '/web-api/session',
  sessionCheck: '/web-api/user/session-check',
  authRefresh: '/web-api/user/auth-refresh',
  disconnect: '/auth-api/disconnect',
  /** The spec does not show the secure-data path; the backend may answer elsewhere (configurable). */
  secureData: '/web-api/user/secure-data',
} as const;

/** Identity cookies the client reads or clears. */
export const SESSION_COOKIES = {
  /** Session id set by the server after login; cleared on logout. */
  session: 'ua',
  userToken: 'user_token',
} as const;

/** Expiry fields arrive in unix seconds; a value this large can only be milliseconds. */
export function expiryToMs(expiresAt: number): number {
  return expiresAt > 1e12 ? expiresAt : expiresAt * 1000;
}
