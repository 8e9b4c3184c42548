/**
 * Stake limits per currency: min and max per coupon and the max payout. The site config says which
 * coupon types the min and max apply to (betting.minAmountCouponTypes / maxAmountCouponTypes); the
 * amounts are the operator's and live here. Unlisted currencies fall back to the RUB row.
 */
export interface BetLimits {
  minBetAmount: number;
  maxBetAmount: number;
  maxPayout: number;
}

export const BET_LIMITS: Readonly<Record<string, BetLimits>> = {
  RUB: { minBetAmount: 10, maxBetAmount: 5000, maxPayout: 1_000_000 },
  USD: { minBetAmount: 0.2, maxBetAmount: 100, maxPayout: 20_000 },
  EUR: { minBetAmount: 0.2, maxBetAmount: 100, maxPayout: 20_000 },
  KZT: { minBetAmount: 50, maxBetAmount: 25_000, maxPayout: 5_000_000 },
  UAH: { minBetAmount: 5, maxBetAmount: 2000, maxPayout: 500_000 },
  AZN: { minBetAmount: 0.2, maxBetAmount: 100, maxPayout: 20_000 },
  KWD: { minBetAmount: 0.1, maxBetAmount: 30, maxPayout: 6000 },
};

export function betLimitsFor(iso: string): BetLimits {
  return BET_LIMITS[iso.toUpperCase()] ?? (BET_LIMITS['RUB'] as BetLimits);
}
