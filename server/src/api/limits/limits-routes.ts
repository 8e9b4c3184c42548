/**
 * The limits service (spec §7, issue 9) under /limit-service-api/api/external/web/v3/, and the minimal
 * instant deposit endpoint that deposit limits guard (with the test controls only). Contract: server/src/api/limits/README.md.
 */
import {
  CancelLimitQuery, InstantDepositAnswer, InstantDepositRequest, LimitActionQuery, LimitChangeAnswer, LimitPingAnswer, LimitsAnswer, NoBody, SetLimitRequest,
} from '@arena/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { findSessionLimit, type LimitAction } from '@arena/domain';
import { authedUser, requireUser } from '../shared/auth-guard.ts';
import type { ContextOptions } from '../shared/context.ts';
import { sendIdempotent } from '../shared/idempotency.ts';
import { requestLanguage } from '../../platform/language.ts';
import { creditDeposit } from '../payments/deposit-credit.ts';
import { limitAction, setLimit, type ChangeOutcome } from './limit-changes.ts';
import { loadLimits } from './limit-store.ts';
import { limitsMessage } from './limits-messages.ts';
import { netResultSince, pingSession } from './ping.ts';

export const LIMITS_BASE = '/limit-service-api/api/external/web/v3';

export const limitsRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // The limits calls skip the session stops (self-exclusion, used-up session limit) so the player can
  // still read why they were stopped; the deposit below keeps them.
  const guard = requireUser(ctx, { limits: false });

  /** Success and refusal share { status, title } (spec §7: "response has status and title"). */
  const answer = (reply: FastifyReply, outcome: ChangeOutcome, lang: string, extra: Record<string, unknown> = {}) => {
    const title = limitsMessage(outcome.messageKey, lang);
    if (!outcome.ok) return reply.code(outcome.status).send({ code: outcome.code, message: title, status: false, title });
    return reply.send({ status: true, title, decision: outcome.decision, ...extra });
  };

  api.get(`${LIMITS_BASE}/limits`, { preHandler: guard, schema: { response: { 200: LimitsAnswer } } }, async (request, reply) => {
    const { user, sessionId } = authedUser(request);
    reply.header('Cache-Control', 'no-store');
    // Reading the limits is a sign of life of the session, so the session limit's balance is current.
    pingSession(ctx, user.id, sessionId);
    return { limits: loadLimits(ctx, user.id, requestLanguage(request)), serverTime: ctx.clock.nowSeconds() };
  });

  api.post(`${LIMITS_BASE}/limit`, { preHandler: guard, schema: { body: SetLimitRequest, response: { 200: LimitChangeAnswer } } }, async (request, reply) => {
    const { user } = authedUser(request);
    const lang = requestLanguage(request);
    const outcome = setLimit(ctx, user.id, request.body.limitType, request.body.limitValue);
    return answer(reply, outcome, lang, { limits: loadLimits(ctx, user.id, lang), serverTime: ctx.clock.nowSeconds() });
  });

  api.post(`${LIMITS_BASE}/limitaction`, { preHandler: guard, schema: { querystring: LimitActionQuery, body: NoBody, response: { 200: LimitChangeAnswer } } }, async (request, reply) => {
    const { user } = authedUser(request);
    const action = Number(request.query.action) as LimitAction;
    return answer(reply, limitAction(ctx, user.id, action, request.query.limitType), requestLanguage(request));
  });

  // Outside approval mode the client cancels a pending change with DELETE instead of limitaction?action=0.
  api.delete(`${LIMITS_BASE}/limit`, { preHandler: guard, schema: { querystring: CancelLimitQuery, body: NoBody, response: { 200: LimitChangeAnswer } } }, async (request, reply) => {
    const { user } = authedUser(request);
    return answer(reply, limitAction(ctx, user.id, 0, request.query.limitType), requestLanguage(request));
  });

  api.post(`${LIMITS_BASE}/ping`, { preHandler: guard, schema: { body: NoBody, response: { 200: LimitPingAnswer } } }, async (request, reply) => {
    const { user, sessionId } = authedUser(request);
    const lang = requestLanguage(request);
    reply.header('Cache-Control', 'no-store');
    const state = pingSession(ctx, user.id, sessionId);
    const hasSessionLimit = findSessionLimit(loadLimits(ctx, user.id, lang)) !== undefined;
    if (state.sessionEnded) {
      // The session is over for today: revoke it so every further call of this session is a 401.
      ctx.repos.sessions.revoke(sessionId);
      return { ...state, hasSessionLimit, code: 'session_limit_reached', message: limitsMessage('session_limit_reached', lang) };
    }
    return { ...state, hasSessionLimit, netResult: netResultSince(ctx, user.id, state.sessionStartedAt) };
  });

  // Issue 32: money arrives only through a payment provider's verified notification (payments/README.md);
  // this instant deposit, which takes no payment at all, exists only with the test controls (tools, tests).
  if (!ctx.env.testControls) return;
  // Issue 16 (money): Idempotency-Key required (a retried deposit credits once, shared/idempotency.ts) and
  // the amount a whole number of the account currency's minor units (shared/money.ts, `amount_precision`).
  api.post('/payments-api/deposit', { preHandler: requireUser(ctx, { denyBanned: true }), schema: { body: InstantDepositRequest, response: { 200: InstantDepositAnswer } } }, async (request, reply) =>
    sendIdempotent(ctx, request, reply, { required: true }, () => {
      const { user } = authedUser(request);
      const lang = requestLanguage(request);
      const { accountId, amount } = request.body;
      // The checks (account, minor unit, breaks, deposit limits) and the credit: payments/deposit-credit.ts.
      const result = creditDeposit(ctx, { userId: user.id, accountId, amount, lang });
      if (!result.ok) return { status: result.status, body: { ...result.body, success: false } };
      const { balance } = result;
      return { status: 200, body: { success: true, message: limitsMessage('deposit_done', lang), balance } };
    }),
  );
};
