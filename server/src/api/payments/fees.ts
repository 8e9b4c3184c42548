/**
 * Money arithmetic of payments in integer minor units (never floats): the fee of an amount, the amount
 * checked against a system's min/max, and the withdrawable balance. Pure functions (fees.test.ts).
 */
import { toMajor, toMinor } from '../shared/money.ts';
import type { ScaledRules } from './payment-systems.ts';

export interface FeeBreakdown {
  /** Major units, each a whole number of minor units. */
  amount: number;
  fee: number;
  /** What is credited (deposit) or paid out (withdrawal): amount − fee. */
  net: number;
}

/** percent of the amount rounded half up to the minor unit, plus the fixed part. */
export function feeOf(amount: number, rules: Pick<ScaledRules, 'feePercent' | 'feeFixed'>, precision: number): FeeBreakdown {
  const amountMinor = toMinor(amount, precision);
  const feeMinor = Math.round((amountMinor * rules.feePercent) / 100) + toMinor(rules.feeFixed, precision);
  return { amount: toMajor(amountMinor, precision), fee: toMajor(feeMinor, precision), net: toMajor(amountMinor - feeMinor, precision) };
}

export type AmountRuleProblem = 'below_min' | 'above_max' | 'fee_exceeds_amount';

/** Null when the amount is within the system's limits and leaves something after the fee. */
export function amountRuleProblem(amount: number, rules: ScaledRules, precision: number): AmountRuleProblem | null {
  const minor = toMinor(amount, precision);
  if (minor < toMinor(rules.min, precision)) return 'below_min';
  if (minor > toMinor(rules.max, precision)) return 'above_max';
  if (feeOf(amount, rules, precision).net <= 0) return 'fee_exceeds_amount';
  return null;
}

/**
 * What may be withdrawn from an account: its balance less the bonus money in it (not withdrawable until
 * wagered). Money held by pending withdrawals has already left the balance when they were requested, so it
 * is excluded by construction; it is reported beside the balance as `held`.
 */
export function withdrawableOf(balance: number, bonusMoney: number, precision: number): number {
  return toMajor(Math.max(0, toMinor(balance, precision) - toMinor(bonusMoney, precision)), precision);
}
