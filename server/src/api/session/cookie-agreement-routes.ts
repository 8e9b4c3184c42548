/**
 * Log cookie agreement time (spec §7, param cookiesAgreeTime): the shell's consent banner reports when
 * the person agreed. Kept per session (a player's also under their user id); a visitor without a
 * session gets a visitor id cookie so a later agreement in the same browser replaces the earlier one.
 */
import { randomBytes } from 'node:crypto';
import { CookiesAgreedAnswer, CookiesAgreeQuery, CookiesAgreementAnswer, NoBody } from '@arena/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { bearerToken } from '../shared/auth-guard.ts';
import type { ApiContext } from '../shared/context.ts';
import { badRequest } from '../shared/errors.ts';
import { activeSession } from './session-service.ts';

export const COOKIES_AGREE_PATH = '/web-api/user/cookies-agree';
export const VISITOR_COOKIE = 'arena_visitor';
const VISITOR_COOKIE_DAYS = 365;
/** A report from the future beyond clock skew is a client bug, not an agreement. */
const MAX_SKEW_SECONDS = 24 * 3600;

/** The caller's live session: a player's bearer token first, else the `ua` cookie. */
function callerSession(ctx: ApiContext, request: FastifyRequest): { id: string; userId: number } | null {
  const token = bearerToken(request);
  const verified = token ? ctx.tokens.verify(token, 'user') : null;
  if (verified?.ok && verified.payload.u > 0) {
    const session = ctx.repos.sessions.get(verified.payload.s);
    if (session && !session.revoked && session.expires_at > ctx.clock.nowSeconds()) return { id: session.id, userId: session.user_id };
  }
  return activeSession(ctx, request);
}

function visitorKey(request: FastifyRequest, reply: FastifyReply): string {
  const known = request.cookies[VISITOR_COOKIE];
  const id = known && /^[A-Za-z0-9_-]{16,64}$/.test(known) ? known : randomBytes(18).toString('base64url');
  if (id !== known) reply.setCookie(VISITOR_COOKIE, id, { path: '/', sameSite: 'lax', httpOnly: true, maxAge: VISITOR_COOKIE_DAYS * 24 * 3600 });
  return `visitor:${id}`;
}

export function registerCookieAgreementRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(COOKIES_AGREE_PATH, { schema: { querystring: CookiesAgreeQuery, body: NoBody, response: { 200: CookiesAgreedAnswer } } }, async (request, reply) => {
    const agreedAt = request.query.cookiesAgreeTime;
    const now = ctx.clock.nowSeconds();
    if (agreedAt > now + MAX_SKEW_SECONDS) throw badRequest('validation_error', 'validation_error', { details: [{ path: '/cookiesAgreeTime', rule: 'maximum', message: 'in the future' }] });
    const session = callerSession(ctx, request);
    ctx.repos.cookieAgreements.record({ session_id: session?.id ?? visitorKey(request, reply), user_id: session?.userId ?? 0, agreed_at: agreedAt, logged_at: now });
    return { ok: true, cookiesAgreeTime: agreedAt };
  });

  // What the server holds for the caller: this session's agreement, else the player's latest one.
  api.get(COOKIES_AGREE_PATH, { schema: { response: { 200: CookiesAgreementAnswer } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const session = callerSession(ctx, request);
    const visitor = request.cookies[VISITOR_COOKIE];
    const row = session
      ? (ctx.repos.cookieAgreements.forSession(session.id) ?? ctx.repos.cookieAgreements.latestForUser(session.userId))
      : visitor ? ctx.repos.cookieAgreements.forSession(`visitor:${visitor}`) : undefined;
    return { cookiesAgreeTime: row?.agreed_at ?? null };
  });
}
