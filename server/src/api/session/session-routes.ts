/** Tokens, session, user config, terms and disconnect (API conventions "Identity"). */
import {
  AgreementAcceptedAnswer, AgreementRulesStatus, NoBody, OkAnswer, SessionCheckAnswer, TokenAnswer, TokenQuery, UserConfigAnswer,
} from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authedUser, bearerToken, currentTermsVersion, requireUser } from '../shared/auth-guard.ts';
import { TTL, type ContextOptions } from '../shared/context.ts';
import { activeSession, endSession, issueUserToken } from './session-service.ts';
import { setSessionCookies } from './session-cookies.ts';
import { selfExclusionEndsAt, sessionMayRefresh } from '../limits/session-guard.ts';
import { userConfigOf } from './user-config.ts';
import { officeUserConfig } from '../profile/office-user-config.ts';
import { registerCookieAgreementRoutes } from './cookie-agreement-routes.ts';
import { registerSecureDataRoute } from './secure-data-routes.ts';

export const sessionRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  registerSecureDataRoute(app, ctx);
  registerCookieAgreementRoutes(app, ctx);

  api.get(
    '/web-api/user/gettoken',
    { schema: { querystring: TokenQuery, response: { 200: TokenAnswer } } },
    async (request, reply) => {
      const found = activeSession(ctx, request);
      // A self-excluded player's old cookie gets a visitor token (and its session is revoked): no refresh.
      const session = found && sessionMayRefresh(ctx, found.userId, found.id) ? found : null;
      reply.header('Cache-Control', 'no-store');
      const signed = issueUserToken(ctx, reply, session?.userId ?? 0, session?.id ?? '');
      return { data: signed };
    },
  );

  api.get('/web-api/session', { schema: { response: { 200: OkAnswer } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { ok: true };
  });

  api.get('/web-api/user/session-check', { schema: { response: { 200: SessionCheckAnswer } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // The bearer token wins; without one the `ua` cookie tells; a visitor is 0.
    const token = bearerToken(request);
    if (token) {
      const verified = ctx.tokens.verify(token, 'user');
      const session = verified.ok ? ctx.repos.sessions.get(verified.payload.s) : undefined;
      const live = session && !session.revoked && session.expires_at > ctx.clock.nowSeconds();
      return { user_id: verified.ok && live ? verified.payload.u : 0 };
    }
    return { user_id: activeSession(ctx, request)?.userId ?? 0 };
  });

  api.post('/web-api/user/auth-refresh', { preHandler: requireUser(ctx, { terms: false }), schema: { body: NoBody, response: { 200: OkAnswer } } }, async (request, reply) => {
    const { sessionId, user } = authedUser(request);
    const expiresAt = ctx.clock.nowSeconds() + TTL.session;
    ctx.repos.sessions.extend(sessionId, expiresAt);
    setSessionCookies(reply, sessionId, TTL.session);
    issueUserToken(ctx, reply, user.id, sessionId);
    return { ok: true };
  });

  api.get('/web-api/user/config', { preHandler: requireUser(ctx), schema: { response: { 200: UserConfigAnswer } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { user } = authedUser(request);
    const deposited = ctx.repos.accounts.all(user.id).some((a) => a.type !== 4 && a.money > 0);
    // A self-excluded player signs in to a restricted office only (limits/restricted-office.ts): the browser is told until when.
    const selfExcludedUntil = selfExclusionEndsAt(ctx, user.id);
    return { result: { ...userConfigOf(user, ctx.clock.nowSeconds(), deposited, officeUserConfig(ctx, user)), self_excluded_until: selfExcludedUntil } };
  });

  api.get(
    '/web-api/api-v3/v2/user/agreement-rules/status',
    { preHandler: requireUser(ctx, { terms: false }), schema: { response: { 200: AgreementRulesStatus } } },
    async (request) => {
      const terms = currentTermsVersion(ctx);
      return { result: authedUser(request).user.accepted_terms_version >= terms.version, updatedAt: terms.updatedAt };
    },
  );

  api.post('/web-api/api-v3/v2/user/agreement-rules/accept', { preHandler: requireUser(ctx, { terms: false }), schema: { body: NoBody, response: { 200: AgreementAcceptedAnswer } } }, async (request) => {
    ctx.repos.users.acceptTerms(authedUser(request).user.id, currentTermsVersion(ctx).version);
    return { result: true };
  });

  // Logout works with or without a valid token: it revokes whatever session the cookie or token names.
  api.post('/auth-api/disconnect', { schema: { body: NoBody, response: { 200: OkAnswer } } }, async (request, reply) => {
    const token = bearerToken(request);
    const verified = token ? ctx.tokens.verify(token, 'user') : null;
    const sessionId = activeSession(ctx, request)?.id ?? (verified?.ok ? verified.payload.s : null);
    endSession(ctx, reply, sessionId);
    return { ok: true };
  });
};
