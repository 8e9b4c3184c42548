/**
 * The bonuses concept's calls under /bonuses-api/ (contract: README.md in this folder). Reads refresh the
 * player's bonuses first (wagering from settled bets, expiry on the clock); every call that moves money
 * requires an Idempotency-Key (shared/idempotency.ts) and runs in the transaction that records its answer.
 */
import {
  BonusIdParams, BonusOffersAnswer as OffersSchema, CashbackAnswer as CashbackSchema, CashbackClaimAnswer, CashbackProgramParams as ProgramParams, ChooseBonusRequest,
  MyBonusesAnswer as MyBonusesSchema, NoBody, PlayerBonusAnswer, PromoCodeRequest, ReferralAnswer as ReferralSchema, Refusal as ErrorSchema, RewardClaimAnswer,
  RewardKeyParams, RewardsAnswer as RewardsSchema,
} from '@arena/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authedUser, requireUser } from '../shared/auth-guard.ts';
import type { ContextOptions } from '../shared/context.ts';
import { sendIdempotent, type IdempotentAnswer } from '../shared/idempotency.ts';
import { requestLanguage } from '../../platform/language.ts';
import type { CashbackProgram } from './bonus-catalogue.ts';
import { BonusError, activatePromoCode, bonusStore, cancelBonus, chooseDepositBonus, refreshBonuses } from './bonus-service.ts';
import { bonusesMessage, type BonusesMessageKey } from './bonuses-messages.ts';
import { offersView, playerBonusView } from './bonus-view.ts';
import { cashbackView, claimCashback } from './cashback.ts';
import { claimReward, referralView, rewardsView } from './referral-rewards.ts';

export const BONUSES_BASE = '/bonuses-api';

const Errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema, 451: ErrorSchema };

/** Runs a service call and turns its refusal into `{ code, message }` with the refusal's status. */
function answer(request: FastifyRequest, run: () => unknown, okMessage?: BonusesMessageKey): IdempotentAnswer {
  const lang = requestLanguage(request);
  try {
    const body = run() as Record<string, unknown>;
    return { status: 200, body: okMessage ? { ...body, message: bonusesMessage(okMessage, lang) } : body };
  } catch (error) {
    if (error instanceof BonusError) return { status: error.status, body: { code: error.code, message: bonusesMessage(error.code, lang) } };
    throw error;
  }
}

export const bonusesRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const reader = { preHandler: requireUser(ctx) };
  // Money moves refuse banned players, like deposits.
  const mover = { preHandler: requireUser(ctx, { denyBanned: true }) };
  const userId = (request: FastifyRequest) => authedUser(request).user.id;

  api.get(`${BONUSES_BASE}/offers`, { schema: { response: { 200: OffersSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return offersView();
  });

  api.get(`${BONUSES_BASE}/my`, { ...reader, schema: { response: { 200: MyBonusesSchema, ...Errors } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const id = userId(request);
    refreshBonuses(ctx, id);
    return { bonuses: bonusStore(ctx).list(id).map(playerBonusView), serverTime: ctx.clock.nowSeconds() };
  });

  api.post(
    `${BONUSES_BASE}/my/choose`,
    { ...mover, schema: { body: ChooseBonusRequest, response: { 200: PlayerBonusAnswer, ...Errors } } },
    async (request, reply) =>
      sendIdempotent(ctx, request, reply, { required: false }, () =>
        answer(request, () => ({ bonus: playerBonusView(chooseDepositBonus(ctx, userId(request), request.body.slug)) }), 'bonus_chosen'),
      ),
  );

  api.post(
    `${BONUSES_BASE}/my/:bonusId/cancel`,
    { ...mover, schema: { params: BonusIdParams, body: NoBody, response: { 200: PlayerBonusAnswer, ...Errors } } },
    async (request, reply) =>
      sendIdempotent(ctx, request, reply, { required: true }, () =>
        answer(request, () => ({ bonus: playerBonusView(cancelBonus(ctx, userId(request), request.params.bonusId)) }), 'bonus_cancelled'),
      ),
  );

  api.post(
    `${BONUSES_BASE}/promo-code`,
    {
      ...mover,
      schema: {
        body: PromoCodeRequest,
        response: { 200: PlayerBonusAnswer, ...Errors },
      },
    },
    async (request, reply) =>
      sendIdempotent(ctx, request, reply, { required: true }, () =>
        answer(request, () => ({ bonus: playerBonusView(activatePromoCode(ctx, userId(request), request.body.code)) }), 'promo_code_activated'),
      ),
  );

  api.get(`${BONUSES_BASE}/cashback/:program`, { ...reader, schema: { params: ProgramParams, response: { 200: CashbackSchema, ...Errors } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const result = answer(request, () => cashbackView(ctx, userId(request), request.params.program as CashbackProgram));
    return reply.code(result.status).send(result.body as never);
  });

  api.post(
    `${BONUSES_BASE}/cashback/:program/claim`,
    { ...mover, schema: { params: ProgramParams, body: NoBody, response: { 200: CashbackClaimAnswer, ...Errors } } },
    async (request, reply) =>
      sendIdempotent(ctx, request, reply, { required: true }, () =>
        answer(request, () => claimCashback(ctx, userId(request), request.params.program as CashbackProgram), 'cashback_claimed'),
      ),
  );

  api.get(`${BONUSES_BASE}/referral`, { ...reader, schema: { response: { 200: ReferralSchema, ...Errors } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return referralView(ctx, userId(request));
  });

  api.get(`${BONUSES_BASE}/rewards`, { ...reader, schema: { response: { 200: RewardsSchema, ...Errors } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    refreshBonuses(ctx, userId(request));
    const result = answer(request, () => rewardsView(ctx, userId(request)));
    return reply.code(result.status).send(result.body as never);
  });

  api.post(
    `${BONUSES_BASE}/rewards/:key/claim`,
    { ...mover, schema: { params: RewardKeyParams, body: NoBody, response: { 200: RewardClaimAnswer, ...Errors } } },
    async (request, reply) =>
      sendIdempotent(ctx, request, reply, { required: true }, () =>
        answer(request, () => claimReward(ctx, userId(request), request.params.key), 'reward_claimed_now'),
      ),
  );
};
