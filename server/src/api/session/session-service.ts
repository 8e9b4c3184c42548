/** Sessions behind the `ua` cookie and the user tokens issued for them (API conventions "Identity"). */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginAnswer } from '@arena/domain';
import type { UserRow } from '../db/repositories/users.ts';
import { TTL, type ApiContext } from '../shared/context.ts';
import { assertLoginAllowed } from '../limits/enforcement.ts';
import { clearSessionCookies, SESSION_COOKIE, setSessionCookies, setTokenCookie } from './session-cookies.ts';

/** The live session of the `ua` cookie, or null for a visitor. */
export function activeSession(ctx: ApiContext, request: FastifyRequest): { id: string; userId: number } | null {
  const id = request.cookies[SESSION_COOKIE];
  if (!id) return null;
  const session = ctx.repos.sessions.get(id);
  if (!session || session.revoked || session.expires_at <= ctx.clock.nowSeconds()) return null;
  return { id: session.id, userId: session.user_id };
}

export function issueUserToken(ctx: ApiContext, reply: FastifyReply, userId: number, sessionId: string) {
  const signed = ctx.tokens.sign('user', userId, sessionId, TTL.userToken);
  setTokenCookie(reply, signed.token, TTL.userToken);
  return signed;
}

/** Signs the user in: a new session, the `ua`, `ua_present` and `user_token` cookies, the login answer. */
export function startSession(ctx: ApiContext, reply: FastifyReply, user: UserRow, save = true): LoginAnswer {
  // Every way in (password, SMS code, login token, social) ends here: self-exclusion and a used-up session
  // limit refuse them all with 403, not only the password login.
  assertLoginAllowed(ctx, reply.request, user.id);
  const now = ctx.clock.nowSeconds();
  const lifetime = save ? TTL.session : TTL.shortSession;
  const id = randomBytes(24).toString('base64url');
  ctx.repos.sessions.create({ id, user_id: user.id, created_at: now, expires_at: now + lifetime });
  setSessionCookies(reply, id, lifetime);
  const signed = issueUserToken(ctx, reply, user.id, id);
  return { success: true, user_id: user.id, login: user.login, token: signed.token, expiresAt: signed.expiresAt };
}

export function endSession(ctx: ApiContext, reply: FastifyReply, sessionId: string | null): void {
  if (sessionId) ctx.repos.sessions.revoke(sessionId);
  clearSessionCookies(reply);
}
