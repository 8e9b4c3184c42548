/** Sessions behind the `ua` cookie and the user tokens issued for them (API conventions "Identity"). */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginAnswer } from '@arena/domain';
import type { UserRow } from '../../db/repositories/users.ts';
import { TTL, type ApiContext } from '../shared/context.ts';

export const SESSION_COOKIE = 'ua';
export const TOKEN_COOKIE = 'user_token';

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
  reply.setCookie(TOKEN_COOKIE, signed.token, { path: '/', sameSite: 'lax', maxAge: TTL.userToken });
  return signed;
}

/** Signs the user in: a new session, the `ua` and `user_token` cookies, the login answer. */
export function startSession(ctx: ApiContext, reply: FastifyReply, user: UserRow, save = true): LoginAnswer {
  const now = ctx.clock.nowSeconds();
  const lifetime = save ? TTL.session : TTL.shortSession;
  const id = randomBytes(24).toString('base64url');
  ctx.repos.sessions.create({ id, user_id: user.id, created_at: now, expires_at: now + lifetime });
  // Not httpOnly: the client clears it itself on logout (API conventions).
  reply.setCookie(SESSION_COOKIE, id, { path: '/', sameSite: 'lax', maxAge: lifetime });
  const signed = issueUserToken(ctx, reply, user.id, id);
  return { success: true, user_id: user.id, login: user.login, token: signed.token, expiresAt: signed.expiresAt };
}

export function endSession(ctx: ApiContext, reply: FastifyReply, sessionId: string | null): void {
  if (sessionId) ctx.repos.sessions.revoke(sessionId);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
}
