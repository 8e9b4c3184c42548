/** Coupon availability and amount rules (spec §4, §5): auto bonus bet, VIP bet, min/max, promo codes. */
import { isBetLive, type CouponBet } from './bet.ts';
import { expressCoef } from './coefficients.ts';
import { ACCOUNT_TYPE, AUTO_BONUS_BET, COUPON_TYPE, type CouponTypeId } from './couponConstants.ts';

/**
 * Spec §4: auto bonus bet is available when config allows it, the coupon is express, there are at least
 * 3 bets, every bet has coef 1.1 or more and is not kind 7, and the total coef is at least 1.01.
 */
export function isAutoBonusBetAvailable(
  isAllowedByConfig: boolean,
  typeId: CouponTypeId,
  bets: readonly CouponBet[],
): boolean {
  if (!isAllowedByConfig || typeId !== COUPON_TYPE.express) return false;
  if (bets.length < AUTO_BONUS_BET.minBetCount) return false;
  const everyBetQualifies = bets.every(
    (bet) => bet.market.coef >= AUTO_BONUS_BET.minCoefPerBet && bet.market.kind !== AUTO_BONUS_BET.excludedMarketKind,
  );
  return everyBetQualifies && expressCoef(bets.map((b) => b.market.coef)) >= AUTO_BONUS_BET.minTotalCoef;
}

/**
 * Spec §5: VIP bet (a stake above the max, sent for manual approval) only if config enables it, the max
 * bet is finite, all bets are line (not live), at least one bet exists, and the coupon is not singles.
 */
export function isVipBetAvailable(
  isEnabledByConfig: boolean,
  maxBetAmount: number,
  typeId: CouponTypeId,
  bets: readonly CouponBet[],
): boolean {
  return (
    isEnabledByConfig &&
    Number.isFinite(maxBetAmount) &&
    bets.length > 0 &&
    typeId !== COUPON_TYPE.singles &&
    bets.every((bet) => !isBetLive(bet))
  );
}

/** Spec §5: the min amount applies only to coupon types listed in config and only when a min exists. */
export function applicableMinAmount(
  typeId: CouponTypeId,
  minBetAmount: number | null | undefined,
  minAmountTypeIds: readonly number[],
): number | null {
  if (minBetAmount === null || minBetAmount === undefined || !(minBetAmount > 0)) return null;
  return minAmountTypeIds.includes(typeId) ? minBetAmount : null;
}

/** Spec §5: the max amount applies only to listed types and never on a bonus account. */
export function applicableMaxAmount(
  typeId: CouponTypeId,
  maxBetAmount: number,
  maxAmountTypeIds: readonly number[],
  accountType: number | undefined,
): number {
  if (accountType === ACCOUNT_TYPE.bonus || !maxAmountTypeIds.includes(typeId)) return Number.POSITIVE_INFINITY;
  return maxBetAmount;
}

export type AmountProblem =
  | { code: 'amount_missing' }
  | { code: 'amount_below_min'; min: number }
  | { code: 'amount_above_max'; max: number };

/** The amount problems the slip shows and the server refuses with. */
export function checkCouponAmount(amount: number, min: number | null, max: number): AmountProblem | null {
  if (!Number.isFinite(amount) || amount <= 0) return { code: 'amount_missing' };
  if (min !== null && amount < min) return { code: 'amount_below_min', min };
  if (amount > max) return { code: 'amount_above_max', max };
  return null;
}

/** Spec §5: promo codes are not accepted on singles coupons. */
export function acceptsPromoCode(typeId: CouponTypeId): boolean {
  return typeId !== COUPON_TYPE.singles;
}
