/**
 * Issue 15's toto backend (README.md): draws built from the simulated catalogue, coupons paid from the
 * player's balance (Idempotency-Key, limits), and a settlement sweep. Registered in api/index.ts after the
 * betting plugin, whose catalogue it reads (its `betting` decorator, a declared dependency).
 */
import fp from 'fastify-plugin';
import {
  HistoryPageQuery, Refusal, TotoCouponRequest, TotoCouponsAnswer, TotoDrawAnswer, TotoDrawParams, TotoDrawsAnswer, TotoDrawsQuery, TotoPlaceAnswer, TotoRules,
  TotoWinnersAnswer, TotoWinnersQuery,
} from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BETTING_PLUGIN } from '../betting/betting-plugin.ts';
import { authedUser, requireUser } from '../shared/auth-guard.ts';
import type { ContextOptions } from '../shared/context.ts';
import { sendIdempotent } from '../shared/idempotency.ts';
import { requestLanguage } from '../../platform/language.ts';
import { ARCHIVE_DRAWS, currentDrawId } from './toto-draws.ts';
import { totoRefusal } from './toto-messages.ts';
import { createTotoRepository } from './toto-repository.ts';
import { OPERATOR_SHARE_PERCENT, PICK_VALUES, PRIZE_CATEGORIES, GUARANTEE_MIN_STAKES, TOTO_EVENTS } from './toto-rules.ts';
import { couponView, drawView, placeTotoCoupon, recentWinners, settleDueDraws, type TotoContext } from './toto-service.ts';

/** How often draws with open coupons are checked for settlement (coupon and draw reads also check). */
export const TOTO_SETTLE_INTERVAL_MS = 5000;

const totoRoutesPlugin: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const betting = app.betting;
  const toto: TotoContext = { betting, repo: createTotoRepository(ctx.database.db) };
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const sweep = () => {
    try {
      settleDueDraws(toto);
    } catch (error) {
      app.log.error({ err: error }, 'toto: settlement sweep failed');
    }
  };
  const timer = setInterval(sweep, TOTO_SETTLE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  api.get('/toto-api/rules', { schema: { response: { 200: TotoRules } } }, async () => ({
    events: TOTO_EVENTS,
    picks: [...PICK_VALUES],
    operatorSharePercent: OPERATOR_SHARE_PERCENT,
    guaranteeMinStakes: GUARANTEE_MIN_STAKES,
    categories: [...PRIZE_CATEGORIES],
  }));

  api.get('/toto-api/draws/current', { schema: { response: { 200: TotoDrawAnswer } } }, async (request) => {
    sweep();
    return { draw: drawView(toto, currentDrawId(ctx.clock.now()), requestLanguage(request)) };
  });
  api.get('/toto-api/draws/next', { schema: { response: { 200: TotoDrawAnswer } } }, async (request) => ({ draw: drawView(toto, currentDrawId(ctx.clock.now()) + 1, requestLanguage(request)) }));

  api.get(
    '/toto-api/draws',
    { schema: { querystring: TotoDrawsQuery, response: { 200: TotoDrawsAnswer } } },
    async (request) => {
      sweep();
      const current = currentDrawId(ctx.clock.now());
      const lang = requestLanguage(request);
      const limit = request.query.limit ?? 6;
      return { draws: Array.from({ length: limit }, (_, i) => drawView(toto, current - 1 - i, lang)) };
    },
  );

  api.get(
    '/toto-api/draws/:drawId',
    { schema: { params: TotoDrawParams, response: { 200: TotoDrawAnswer, 404: Refusal } } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const drawId = Number(request.params.drawId);
      const current = currentDrawId(ctx.clock.now());
      // Only the archive, the current and the next draw exist for the player; anything else is unknown.
      if (drawId < current - ARCHIVE_DRAWS || drawId > current + 1) {
        const { status: _status, ...body } = totoRefusal('draw_not_found', lang, {}, 404);
        return reply.code(404).send(body);
      }
      sweep();
      return { draw: drawView(toto, drawId, lang) };
    },
  );

  api.get(
    '/toto-api/winners',
    { schema: { querystring: TotoWinnersQuery, response: { 200: TotoWinnersAnswer } } },
    async (request) => {
      sweep();
      return { winners: recentWinners(toto, request.query.limit ?? 30) };
    },
  );

  api.get(
    '/toto-api/coupons',
    {
      preHandler: requireUser(ctx),
      schema: { querystring: HistoryPageQuery, response: { 200: TotoCouponsAnswer } },
    },
    async (request, reply) => {
      const { user } = authedUser(request);
      reply.header('Cache-Control', 'no-store');
      sweep();
      const rows = toto.repo.byUser(user.id, request.query.limit ?? 50, request.query.offset ?? 0);
      return { total: toto.repo.countByUser(user.id), coupons: rows.map(couponView) };
    },
  );

  api.post(
    '/toto-api/coupons',
    { preHandler: requireUser(ctx, { denyBanned: true }), schema: { body: TotoCouponRequest, response: { 200: TotoPlaceAnswer } } },
    async (request, reply) => {
      const { user } = authedUser(request);
      const lang = requestLanguage(request);
      reply.header('Cache-Control', 'no-store');
      // Money moves: a retry under the same key answers the first placement instead of debiting twice.
      return sendIdempotent(ctx, request, reply, { required: true }, () => {
        const body = request.body;
        const answer = placeTotoCoupon(toto, user, { ...body, picks: body.picks.map((p) => p ?? '') }, lang);
        if (!answer.ok) {
          const { status, ...refusal } = answer.refusal;
          return { status, body: refusal };
        }
        return { status: 200, body: { coupon: answer.coupon, balance: answer.balance } };
      });
    },
  );
};

/** Reads the betting catalogue: needs the betting plugin's decorator; its own routes and hooks stay encapsulated. */
export const totoRoutes = fp(totoRoutesPlugin, { name: 'arena-toto', dependencies: [BETTING_PLUGIN], decorators: { fastify: ['betting'] }, encapsulate: true });
