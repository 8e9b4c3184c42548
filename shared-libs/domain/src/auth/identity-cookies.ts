/**
 * The identity cookies' names (API conventions "Identity"), one list for the backend that sets them, the
 * browser's session library that reads the marker, and the host that draws a signed-in page with them.
 * - `session`: the session id (HttpOnly);
 * - `marker`: `ua_present=1`, the script-readable sign that a session cookie exists (no secret in it);
 * - `userToken`: the signed user token (HttpOnly, SameSite=Strict; the server never reads it from a cookie).
 */
export const IDENTITY_COOKIES = {
  session: 'ua',
  marker: 'ua_present',
  userToken: 'user_token',
} as const;
