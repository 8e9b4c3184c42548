/**
 * Stake limits per currency (spec §5, §9): the operator's min/max stake and max payout for each currency,
 * as the backend answers them (GET /betting-api/limits). The slip and placement read the row of the
 * account's currency through betLimitsForCurrency, so both sides agree on every stake.
 */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';
import { COUPON_TYPE, type CouponTypeId } from './couponConstants.ts';

export type CurrencyBetLimits = Static<typeof Wire.CurrencyBetLimits>;

/** The wire shape of GET /betting-api/limits: a row per currency iso and the row for any other currency. */
export type BetLimitsTable = Static<typeof Wire.BetLimitsTable>;

/** The row of the account's currency (case-insensitive iso); an unlisted currency gets the fallback row. */
export function betLimitsForCurrency(table: BetLimitsTable, iso: string | undefined): CurrencyBetLimits {
  return (iso ? table.limits[iso.toUpperCase()] : undefined) ?? table.fallback;
}

/**
 * The coupon type whose min/max a stake is held to. Singles (10001) are placed as one type-0 coupon per
 * bet, so each of their stakes meets the single's limits, exactly as placement validates them.
 */
export function amountLimitTypeId(typeId: CouponTypeId): CouponTypeId {
  return typeId === COUPON_TYPE.singles ? COUPON_TYPE.single : typeId;
}

/** Every stake the coupon places: one per bet on singles (its own amount or the common one), else one. */
export function couponStakes(
  typeId: CouponTypeId,
  amount: number,
  bets: readonly { outcomeId: string }[],
  amountByBetId: Readonly<Record<string, number>>,
): number[] {
  if (typeId !== COUPON_TYPE.singles) return [amount];
  return bets.map((bet) => amountByBetId[bet.outcomeId] ?? amount);
}
