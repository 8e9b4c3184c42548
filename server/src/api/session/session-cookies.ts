/**
 * The identity cookies, set and cleared in one place so every route gives them the same attributes.
 *
 * - `ua` (session id) and `user_token` (signed token) are HttpOnly: a script — an injected one included —
 *   can never read them. They are Secure when the request came over HTTPS (`request.protocol`, which
 *   honours X-Forwarded-Proto only from a trusted proxy).
 * - `ua` is SameSite=Lax so a player following a link from another site arrives signed in; `user_token` is
 *   SameSite=Strict: the server never reads it from a cookie (calls carry the bearer header), it is kept
 *   for the spec's "user token kept in a cookie" and never needs to travel cross-site.
 * - `ua_present=1` is the script-readable marker that a session cookie exists (no secret in it): the
 *   client's "user cookie" rules (hidden languages, a signed-in first paint, session keeping) read it.
 *   It is set and cleared together with `ua`, with the same lifetime.
 */
import type { FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { IDENTITY_COOKIES } from '@arena/domain';

export const SESSION_COOKIE = IDENTITY_COOKIES.session;
export const TOKEN_COOKIE = IDENTITY_COOKIES.userToken;
export const SESSION_MARKER_COOKIE = IDENTITY_COOKIES.marker;

const overHttps = (reply: FastifyReply) => reply.request.protocol === 'https';

function attributes(reply: FastifyReply, maxAge: number, sameSite: 'lax' | 'strict', httpOnly: boolean): CookieSerializeOptions {
  return { path: '/', sameSite, httpOnly, secure: overHttps(reply), maxAge };
}

/** The session cookie and its marker, both for maxAge seconds. */
export function setSessionCookies(reply: FastifyReply, sessionId: string, maxAge: number): void {
  reply.setCookie(SESSION_COOKIE, sessionId, attributes(reply, maxAge, 'lax', true));
  reply.setCookie(SESSION_MARKER_COOKIE, '1', attributes(reply, maxAge, 'lax', false));
}

export function setTokenCookie(reply: FastifyReply, token: string, maxAge: number): void {
  reply.setCookie(TOKEN_COOKIE, token, attributes(reply, maxAge, 'strict', true));
}

/** Logout: the browser can no longer clear the HttpOnly cookies itself, so the server does. */
export function clearSessionCookies(reply: FastifyReply): void {
  for (const name of [SESSION_COOKIE, SESSION_MARKER_COOKIE, TOKEN_COOKIE]) {
    reply.clearCookie(name, { path: '/', secure: overHttps(reply) });
  }
}
