/**
 * How a bonus leg settles (README: "Bonus bets"): it has no game, so it takes the result of the express it
 * rides on: won when the rest of the express is won (void legs among them count as 1, as usual), lost when
 * any other leg is lost, void when every other leg is void (the coupon is then refunded), open until then.
 */
import type { BetResult, CouponBetRow } from '../../db/repositories/coupons.ts';
import { isBonusOutcome } from '../catalogue/bonus-market.ts';

type BonusLeg = Pick<CouponBetRow, 'outcome_id' | 'sport_id' | 'result'>;

export const isBonusLeg = (leg: Pick<CouponBetRow, 'outcome_id' | 'sport_id'>) => isBonusOutcome(leg.outcome_id, leg.sport_id);

function resultOfTheRest(rest: readonly BonusLeg[]): BetResult {
  if (rest.some((l) => l.result === 'lose')) return 'lose';
  if (rest.length === 0 || rest.some((l) => l.result === 'open')) return 'open';
  return rest.every((l) => l.result === 'void') ? 'void' : 'win';
}

/** The legs with every open bonus leg resolved from the others (settled legs are left as stored). */
export function withBonusResults<L extends BonusLeg>(legs: readonly L[]): L[] {
  const rest = legs.filter((l) => !isBonusLeg(l));
  const result = resultOfTheRest(rest);
  return legs.map((l) => (isBonusLeg(l) && l.result === 'open' ? { ...l, result } : l));
}
