/**
 * Test controls of the betting backend (registered with the other test controls, so absent unless
 * ARENA_TEST_CONTROLS=1): force a game's coefficients, block its markets, finish it with a score, settle.
 */
import {
  BettingGameControl, BettingGameControlAnswer, BettingLiveTickAnswer, BettingOverridesClearedAnswer, BettingSettleAnswer, NoBody, Refusal, VipDecisionAnswer, VipDecisionControl,
} from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { settleCoupons, settleDue } from './settlement/settle.ts';
import { forceDecision, type ForcedDecision } from './approval/vip-approval.ts';

export const bettingTestControls: FastifyPluginAsync<ContextOptions> = async (app) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const betting = () => {
    // Absent when the betting plugin is not registered (an API built without it): nothing to control.
    if (!app.hasDecorator('betting')) throw notFound();
    return app.betting;
  };

  api.post('/test-api/betting/game', { schema: { body: BettingGameControl, response: { 200: BettingGameControlAnswer } } }, async (request) => {
    const { catalogue } = betting();
    const game = catalogue.scheduled(Number(request.body.gameId));
    if (!game) throw notFound();
    const entry = catalogue.override(game.id);
    Object.assign(entry.coefs, request.body.coefs ?? {});
    if (request.body.blockedMarketIds) entry.blockedMarketIds = [...request.body.blockedMarketIds];
    if (request.body.isBlocked !== undefined) entry.isBlocked = request.body.isBlocked;
    if (request.body.finishedScore) entry.finishedScore = request.body.finishedScore;
    if (request.body.score) entry.score = request.body.score;
    // Published at once, not at the next tick: a journey sees the forced price without waiting 4 s.
    betting().live.tick();
    return { game: catalogue.view(game, 'en', true) };
  });

  api.delete('/test-api/betting/overrides', { schema: { body: NoBody, response: { 200: BettingOverridesClearedAnswer } } }, async () => {
    betting().catalogue.clearOverrides();
    betting().live.tick();
    return { ok: true };
  });

  // The live feed's next tick now, not when its timer fires (tests move the clock and read the delta).
  api.post('/test-api/betting/live-tick', { schema: { body: NoBody, response: { 200: BettingLiveTickAnswer } } }, async () => {
    betting().live.tick();
    return { seq: betting().live.source.seq };
  });

  api.post('/test-api/betting/settle', { schema: { body: NoBody, response: { 200: BettingSettleAnswer } } }, async () => ({ closed: settleDue(betting()) }));

  // VIP approval (approval/vip-approval.ts): decide a pending coupon now instead of at its due moment.
  api.post('/test-api/betting/vip-decision', { schema: { body: VipDecisionControl, response: { 200: VipDecisionAnswer, 400: Refusal, 409: Refusal } } }, async (request, reply) => {
    const found = betting();
    // What is already due is decided first, by the clock: a forced decision never overrides that one.
    settleDue(found);
    const { couponId, decision, amount } = request.body;
    const forced: ForcedDecision = decision === 'lowered' ? { decision, amount: amount ?? 0 } : { decision };
    const answer = forceDecision(found, Number(couponId), forced);
    if (!answer.ok) {
      const message = answer.code === 'not_pending' ? 'The coupon is not waiting for a decision' : 'The lowered stake must be below the asked one, at least the minimum';
      return reply.code(answer.code === 'not_pending' ? 409 : 400).send({ code: answer.code, message });
    }
    settleCoupons(found, [Number(couponId)]);
    return { decision: answer.decision };
  });
};
