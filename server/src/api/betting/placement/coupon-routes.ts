/**
 * Bet placement (POST /betting-api/coupon/place, the spec §3 base coupon), stake limits, bet history and
 * one coupon (print page). changeCoefAction: 0 rejects any odds change, 1 accepts only higher odds,
 * 2 (default) accepts any change; an accepted change is placed at the current odds.
 */
import { BetLimitsTable, CouponAnswer, CouponHistoryPage, CouponParams, HistoryPageQuery, PlaceCouponAnswer, PlaceCouponRequest, Refusal } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authedUser, requireUser } from '../../shared/auth-guard.ts';
import { sendIdempotent } from '../../shared/idempotency.ts';
import { requestLanguage } from '../../../platform/language.ts';
import { rejection, rejectionBody } from '../betting-messages.ts';
import type { BettingContext } from '../betting-context.ts';
import { settleDue } from '../settlement/settle.ts';
import { BET_LIMIT_TABLE } from './bet-limits.ts';
import { loadCouponView, placeCoupon } from './place-service.ts';

export const couponRoutes: FastifyPluginAsync<{ betting: BettingContext }> = async (app, { betting }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = betting;

  // The slip reads the row of the selected account's currency from here (never a RUB constant).
  api.get('/betting-api/limits', { schema: { response: { 200: BetLimitsTable } } }, async () => BET_LIMIT_TABLE);

  api.post(
    '/betting-api/coupon/place',
    { preHandler: requireUser(ctx, { denyBanned: true }), schema: { body: PlaceCouponRequest, response: { 200: PlaceCouponAnswer } } },
    async (request, reply) => {
      const { user } = authedUser(request);
      const lang = requestLanguage(request);
      reply.header('Cache-Control', 'no-store');
      // Idempotency-Key required: a retry of the same placement (dropped connection) answers the first
      // placement again instead of debiting twice (shared/idempotency.ts).
      return sendIdempotent(ctx, request, reply, { required: true }, () => {
        const claimed = request.body.userId;
        if (claimed !== undefined && claimed !== null && claimed !== 0 && claimed !== user.id) {
          return { status: 403, body: rejectionBody(rejection('user_mismatch'), lang) };
        }
        const answer = placeCoupon(betting, user, request.body, lang);
        const singles = answer.singles?.map((s) => (s.ok ? s : { outcomeId: s.outcomeId, ok: false, ...rejectionBody(s.rejection, lang) }));
        if (!answer.ok) return { status: answer.rejection.status ?? 400, body: { ...rejectionBody(answer.rejection, lang), ...(singles ? { singles } : {}) } };
        const pending = answer.coupon.status === 'pending' ? { pendingApproval: true } : {};
        const resubmitted = answer.resubmitted ? { resubmitted: true } : {};
        return { status: 200, body: { couponId: answer.couponId, coupon: answer.coupon, balance: answer.balance, ...pending, ...resubmitted, ...(singles ? { singles } : {}) } };
      });
    },
  );

  api.get(
    '/betting-api/coupons',
    {
      preHandler: requireUser(ctx),
      schema: { querystring: HistoryPageQuery, response: { 200: CouponHistoryPage } },
    },
    async (request, reply) => {
      const { user } = authedUser(request);
      reply.header('Cache-Control', 'no-store');
      // Reading the history is a natural moment to pay out games that ended since the last sweep.
      settleDue(betting);
      const rows = ctx.repos.coupons.byUser(user.id, request.query.limit ?? 50, request.query.offset ?? 0);
      return { total: ctx.repos.coupons.countByUser(user.id), coupons: rows.flatMap((r) => loadCouponView(betting, r.id) ?? []) };
    },
  );

  api.get(
    '/betting-api/coupons/:couponId',
    { preHandler: requireUser(ctx), schema: { params: CouponParams, response: { 200: CouponAnswer, 404: Refusal } } },
    async (request, reply) => {
      const { user } = authedUser(request);
      // A client polling its VIP coupon sees the decision as soon as it is due (and a settlement at once).
      settleDue(betting);
      const coupon = ctx.repos.coupons.byId(Number(request.params.couponId));
      // Someone else's coupon answers exactly like a missing one: ids must not reveal other players' bets.
      if (!coupon || coupon.user_id !== user.id) return reply.code(404).send(rejectionBody(rejection('coupon_not_found'), requestLanguage(request)));
      reply.header('Cache-Control', 'no-store');
      // The row was read just above: its view exists.
      return { coupon: loadCouponView(betting, coupon.id)! };
    },
  );
};
