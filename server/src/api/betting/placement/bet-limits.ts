/**
 * Stake limits per currency: min and max per coupon and the max payout. The site config says which
 * coupon types the min and max apply to (betting.minAmountCouponTypes / maxAmountCouponTypes); the
 * amounts are the operator's and live here. Unlisted currencies fall back to the RUB row.
 * GET /betting-api/limits serves BET_LIMIT_TABLE to the slip, which picks the row with the same domain
 * rule (betLimitsForCurrency) for the selected account's currency.
 */
import { betLimitsForCurrency, type BetLimitsTable, type CurrencyBetLimits } from '@arena/domain';

export type BetLimits = CurrencyBetLimits;

export const BET_LIMITS: Readonly<Record<string, BetLimits>> = {
  RUB: { minBetAmount: 10, maxBetAmount: 5000, maxPayout: 1_000_000 },
  USD: { minBetAmount: 0.2, maxBetAmount: 100, maxPayout: 20_000 },
  EUR: { minBetAmount: 0.2, maxBetAmount: 100, maxPayout: 20_000 },
  KZT: { minBetAmount: 50, maxBetAmount: 25_000, maxPayout: 5_000_000 },
  UAH: { minBetAmount: 5, maxBetAmount: 2000, maxPayout: 500_000 },
  AZN: { minBetAmount: 0.2, maxBetAmount: 100, maxPayout: 20_000 },
  KWD: { minBetAmount: 0.1, maxBetAmount: 30, maxPayout: 6000 },
};

export const BET_LIMIT_TABLE: BetLimitsTable = { limits: BET_LIMITS, fallback: BET_LIMITS['RUB'] as BetLimits };

export function betLimitsFor(iso: string): BetLimits {
  return betLimitsForCurrency(BET_LIMIT_TABLE, iso);
}
