import { IDENTITY_COOKIES } from '@arena/domain';

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

/**
 * Identity cookies. `ua` (the session id) and `user_token` are HttpOnly: scripts never see them, the
 * browser sends them and the server sets and clears them (logout: /auth-api/disconnect). What the client
 * reads is `ua_present=1`, a marker without any secret that the server sets and clears together with `ua`.
 */
export const SESSION_COOKIES = IDENTITY_COOKIES;

/** Expiry fields arrive in unix seconds; a value this large can only be milliseconds. */
export function expiryToMs(expiresAt: number): number {
  return expiresAt > 1e12 ? expiresAt : expiresAt * 1000;
}
