/**
 * Checking a promo code against the coupon the player is building (POST /betting-api/coupon/promo-check),
 * so the slip shows the effect (the possible win with the bonus) or the reason it will be refused while
 * the player types, instead of only at placement. The same rules as placement (promo-codes.ts checkPromo:
 * singles refuse any code, unknown codes and codes on the wrong coupon are refused) and the same bonus
 * arithmetic (withPromoBonus, under the account currency's max payout), so the slip and the stored coupon
 * agree. Signed-in players only: a code is a reward of a player's coupon, and anonymous callers get no
 * oracle to probe codes with (placement already answers the same to a signed-in player).
 * A refusal is an answer of the check, not a failed call: 200 `{ valid: false, code, message, ... }`.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { calculatePossibleWin, COUPON_TYPE } from '@arena/domain';
import { authedUser, requireUser } from '../../shared/auth-guard.ts';
import { requestLanguage } from '../../../platform/language.ts';
import { currencyById } from '../../shared/reference-data.ts';
import { rejectionBody } from '../betting-messages.ts';
import type { BettingContext } from '../betting-context.ts';
import { betLimitsFor } from './bet-limits.ts';
import { checkPromo, findPromo, withPromoBonus } from './promo-codes.ts';

export const PROMO_CHECK_PATH = '/betting-api/coupon/promo-check';

export const PromoCheckSchema = Type.Object(
  {
    promoCode: Type.String({ minLength: 1, maxLength: 32 }),
    typeId: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(10001)]),
    bets: Type.Array(
      Type.Object(
        {
          outcomeId: Type.String({ pattern: '^\\d{1,12}-[a-z0-9.]{1,12}-[a-z0-9]{1,4}$' }),
          coef: Type.Number({ minimum: 1, maximum: 100_000 }),
          isBanker: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 30 },
    ),
    /** With a stake, the answer carries the possible win with the bonus (at the prices sent). */
    amount: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
    /** The account the coupon would be placed on: its currency's max payout caps the win. */
    accountId: Type.Optional(Type.Integer({ minimum: 1 })),
    systemValue: Type.Optional(Type.Integer({ minimum: 0, maximum: 30 })),
  },
  { additionalProperties: false },
);

export const promoCheckRoutes: FastifyPluginAsync<{ betting: BettingContext }> = async (app, { betting }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = betting;

  api.post(PROMO_CHECK_PATH, { preHandler: requireUser(ctx), schema: { body: PromoCheckSchema } }, async (request, reply) => {
    const { user } = authedUser(request);
    const { promoCode, typeId, bets, amount, accountId, systemValue } = request.body;
    reply.header('Cache-Control', 'no-store');
    const refused = checkPromo(promoCode, typeId, bets.length);
    if (refused) return { valid: false, ...rejectionBody(refused, requestLanguage(request)) };
    const promo = findPromo(promoCode)!;
    const answer = { valid: true, promoCode: promo.code, winBonusPercent: promo.winBonusPercent };
    if (amount === undefined || typeId === COUPON_TYPE.singles) return answer;
    const account = accountId === undefined ? undefined : ctx.repos.accounts.visible(user.id, ctx.clock.now()).find((a) => a.id === accountId);
    const currencyIso = currencyById(account?.currency_id ?? 1)?.iso ?? 'RUB';
    const { maxPayout } = betLimitsFor(currencyIso);
    const win = calculatePossibleWin({
      typeId,
      amount,
      systemValue: systemValue ?? 0,
      maxPayout,
      currencyIso,
      bets: bets.map((b) => ({ outcomeId: b.outcomeId, coef: b.coef, isBanker: typeId === COUPON_TYPE.system && b.isBanker === true })),
    });
    return { ...answer, possibleWin: withPromoBonus(win.possibleWin, promo.code, maxPayout, currencyIso) };
  });
};
