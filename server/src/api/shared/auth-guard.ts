/**
 * The reusable auth preHandler: resolves the user from `Authorization: Bearer <token>`, then applies the
 * ban and terms rules. Every protected route of this and later issues uses requireUser(ctx, options).
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserRow } from '../db/repositories/users.ts';
import type { ApiContext } from './context.ts';
import { ApiError, termsNotAccepted, tokenInvalid, unauthorized } from './errors.ts';
import { enforceSessionStops } from '../limits/session-guard.ts';

export interface AuthedUser {
  user: UserRow;
  sessionId: string;
}

export interface GuardOptions {
  /** Answer 451 until the current terms are accepted (default true). */
  terms?: boolean;
  /** Answer 403 'banned' to users with ban_level > 0 (default false: banned users may read). */
  denyBanned?: boolean;
  /**
   * Apply the responsible-gaming stops (default true): self-exclusion or a used-up session limit revokes the
   * session and answers 403 (limits/session-guard.ts). Only the limits service's own calls pass false.
   */
  limits?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    arenaUser?: AuthedUser;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function currentTermsVersion(ctx: ApiContext): { version: number; updatedAt: number } {
  return {
    version: Number(ctx.repos.meta.get('terms_version') ?? '1'),
    updatedAt: Number(ctx.repos.meta.get('terms_updated_at') ?? '0'),
  };
}

/** The signed-in user of a token, or an ApiError (401) explaining why not. */
export function resolveUser(ctx: ApiContext, token: string | null): AuthedUser {
  if (token === null) throw unauthorized();
  const verified = ctx.tokens.verify(token, 'user');
  if (!verified.ok) throw tokenInvalid();
  const { u: userId, s: sessionId } = verified.payload;
  if (userId === 0) throw unauthorized();
  const session = ctx.repos.sessions.get(sessionId);
  // A logged-out (revoked) or lapsed session invalidates the tokens issued for it.
  if (!session || session.revoked || session.user_id !== userId || session.expires_at <= ctx.clock.nowSeconds()) throw tokenInvalid();
  const user = ctx.repos.users.byId(userId);
  if (!user) throw tokenInvalid();
  return { user, sessionId };
}

export function requireUser(ctx: ApiContext, options: GuardOptions = {}): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const authed = resolveUser(ctx, bearerToken(request));
    if (options.limits !== false) enforceSessionStops(ctx, request, authed.user.id, authed.sessionId);
    if (options.denyBanned && authed.user.ban_level > 0) {
      throw new ApiError(403, 'banned', 'banned', { ban_level: authed.user.ban_level, ban_version: authed.user.ban_version });
    }
    if (options.terms !== false && authed.user.accepted_terms_version < currentTermsVersion(ctx).version) throw termsNotAccepted();
    request.arenaUser = authed;
  };
}

/** The user a requireUser preHandler resolved; routes without the guard must not call this. */
export function authedUser(request: FastifyRequest): AuthedUser {
  if (!request.arenaUser) throw unauthorized();
  return request.arenaUser;
}
