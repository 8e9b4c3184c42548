/**
 * Settlement: every open bet whose game is over gets win/lose/void from the final score (regular time's
 * for a sport with a draw: markets.ts settlingScore); every coupon
 * whose outcome is known is paid (a lost leg loses a single or express at once, without waiting for the
 * rest). A bonus leg takes the result of the rest of its express (bonus-legs.ts). System lines pay separately; a void leg counts as odds 1.
 * Winnings go to the coupon's account, rounded to its currency's minor unit. An account with undecided
 * coupons cannot be removed (accounts-routes.ts); should a coupon's account be gone anyway (removed before
 * that guard existed), the payout goes to the player's live account of the same currency, or the removed
 * account is restored so the player sees it: never to an account the player cannot see.
 */
import { calculatePossibleWin } from '@arena/domain';
import type { BetResult, CouponBetRow, CouponRow, CouponStatus } from '../../db/repositories/coupons.ts';
import { BONUS_GAME_ID } from '../catalogue/bonus-market.ts';
import { scheduledGame } from '../catalogue/schedule.ts';
import { withBonusResults } from './bonus-legs.ts';
import { settleOutcome, settlingScore } from '../catalogue/markets.ts';
import type { BettingContext } from '../betting-context.ts';
import { betLimitsFor } from '../placement/bet-limits.ts';
import { withPromoBonus } from '../placement/promo-codes.ts';
import { currencyById, currencyPrecision } from '../../shared/reference-data.ts';
import { roundToPrecision } from '../../shared/money.ts';
import { decideDueVipCoupons } from '../approval/vip-approval.ts';
import { payoutAccountId } from './payout-account.ts';

type Leg = Pick<CouponBetRow, 'coef' | 'result' | 'is_banker'>;

/** A leg's odds once settled: a void leg counts 1 (refunded), a lost one 0 (its express or lines pay nothing). */
const settledCoef = (leg: Leg) => (leg.result === 'void' ? 1 : leg.result === 'lose' ? 0 : leg.coef);

/**
 * The coupon's outcome once it is decided, else null (still open). A win is priced by the slip's own rule
 * (calculatePossibleWin on the settled odds): the recorded 3-decimal odds × stake, rounded to the currency's
 * minor unit, so the coupon pays exactly the possible win it showed.
 */
export function couponOutcome(coupon: Pick<CouponRow, 'type_id' | 'amount' | 'system_value'>, legs: readonly Leg[], maxPayout: number, currencyIso: string): { status: CouponStatus; payout: number } | null {
  const isSystem = coupon.type_id === 2;
  if (!isSystem && legs.some((l) => l.result === 'lose')) return { status: 'lost', payout: 0 };
  if (legs.some((l) => l.result === 'open')) return null;
  if (legs.every((l) => l.result === 'void')) return { status: 'void', payout: coupon.amount };
  const { possibleWin } = calculatePossibleWin({
    typeId: isSystem ? 2 : coupon.type_id === 1 ? 1 : 0,
    amount: coupon.amount,
    systemValue: coupon.system_value,
    maxPayout,
    currencyIso,
    bets: legs.map((l, i) => ({ outcomeId: String(i), coef: settledCoef(l), isBanker: isSystem && l.is_banker === 1 })),
  });
  if (!isSystem) return { status: 'won', payout: possibleWin };
  return { status: possibleWin > 0 ? 'won' : 'lost', payout: possibleWin };
}

export { payoutAccountId };

/**
 * Settles what can be settled now; answers how many coupons were closed. VIP coupons whose decision is
 * due are decided first (approval/vip-approval.ts), so one approved after its legs ended settles at once.
 */
export function settleDue(betting: BettingContext): number {
  const { repos } = betting.ctx;
  return repos.transaction(() => {
    const touched = new Set<number>(decideDueVipCoupons(betting));
    for (const gameId of repos.coupons.openGameIds()) {
      // The bonus selection has no game: its legs follow their coupon (bonus-legs.ts) below.
      if (gameId === BONUS_GAME_ID) continue;
      const game = scheduledGame(gameId);
      const moment = betting.catalogue.moment(game);
      if (moment.statusId !== 4) continue;
      for (const bet of repos.coupons.openBetsOfGame(gameId)) {
        const result: BetResult = settleOutcome(game, bet.outcome_id, settlingScore(game, moment)) ?? 'void';
        repos.coupons.setBetResult(bet.id, result);
        touched.add(bet.coupon_id);
      }
    }
    return settleCoupons(betting, touched);
  });
}

/** Closes each of the given coupons that is open and whose outcome is known; answers how many closed. */
export function settleCoupons(betting: BettingContext, couponIds: Iterable<number>): number {
  const { repos, clock } = betting.ctx;
  return repos.transaction(() => {
    let closed = 0;
    for (const couponId of couponIds) {
      const coupon = repos.coupons.byId(couponId);
      if (!coupon || coupon.status !== 'open') continue;
      const account = repos.accounts.byId(coupon.account_id);
      const iso = currencyById(account?.currency_id ?? 1)?.iso ?? 'RUB';
      const precision = currencyPrecision(account?.currency_id ?? 1);
      const maxPayout = betLimitsFor(iso).maxPayout;
      const legs = repos.coupons.betsOf(couponId);
      const resolved = withBonusResults(legs);
      const decided = couponOutcome(coupon, resolved, maxPayout, iso);
      if (!decided) continue;
      resolved.forEach((leg, i) => {
        if (leg.result !== legs[i]?.result) repos.coupons.setBetResult(leg.id, leg.result);
      });
      // A promo code's extra percent rides on a win (a void refund is the stake, nothing more).
      const won = decided.status === 'won' ? { ...decided, payout: withPromoBonus(decided.payout, coupon.promo_code, maxPayout, iso) } : decided;
      // The payout recorded is exactly what is credited: a whole number of the currency's minor units.
      const outcome = { ...won, payout: roundToPrecision(won.payout, precision) };
      // (The credit only fails for an account row that does not exist: the coupon then stays open, unpaid.)
      if (outcome.payout > 0 && !repos.accounts.credit(payoutAccountId(repos, coupon), outcome.payout)) continue;
      repos.coupons.setStatus(couponId, outcome.status, outcome.payout, clock.nowSeconds());
      closed++;
    }
    return closed;
  });
}
