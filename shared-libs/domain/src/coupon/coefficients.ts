/** Coefficient maths: rounding, express product, bonus-bet coefficient (spec §4, §9). */
import { roundTo } from '../shared/rounding.ts';
import { BONUS_BET_COEF, COEF_DECIMALS } from './couponConstants.ts';

/** Coefficients are rounded to 3 decimals (spec §9). */
export function roundCoef(coef: number): number {
  return roundTo(coef, COEF_DECIMALS);
}

/** Express (accumulator) odds: the product of the selections' odds, rounded to 3 decimals. */
export function expressCoef(coefs: readonly number[]): number {
  if (coefs.length === 0) return 0;
  return roundCoef(coefs.reduce((product, coef) => product * coef, 1));
}

/**
 * Bonus-bet coefficient (spec §9): 1 + n/100 when 1 ≤ n < 10, otherwise 1.1.
 * n is the number of bets in the coupon the bonus bet rides on (the non-bonus bets).
 */
export function bonusBetCoef(betCount: number): number {
  const { defaultCoef, perBetStep, minBetCountForStep, maxBetCountForStepExclusive } = BONUS_BET_COEF;
  if (betCount >= minBetCountForStep && betCount < maxBetCountForStepExclusive) {
    return roundCoef(1 + betCount * perBetStep);
  }
  return defaultCoef;
}
