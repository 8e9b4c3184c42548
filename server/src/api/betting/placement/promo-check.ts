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
import { PromoCheckAnswer, PromoCheckRequest } from '@arena/contracts';
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

export const promoCheckRoutes: FastifyPluginAsync<{ betting: BettingContext }> = async (app, { betting }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = betting;

  api.post(PROMO_CHECK_PATH, { preHandler: requireUser(ctx), schema: { body: PromoCheckRequest, response: { 200: PromoCheckAnswer } } }, async (request, reply) => {
    const { user } = authedUser(request);
    const { promoCode, typeId, bets, amount, accountId, systemValue } = request.body;
    reply.header('Cache-Control', 'no-store');
    const refused = checkPromo(promoCode, typeId, bets.length);
    if (refused) return { valid: false as const, ...rejectionBody(refused, requestLanguage(request)) };
    const promo = findPromo(promoCode)!;
    const answer = { valid: true as const, promoCode: promo.code, winBonusPercent: promo.winBonusPercent };
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
