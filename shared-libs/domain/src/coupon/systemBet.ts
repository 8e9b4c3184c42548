/** System ("k from n") bets: value options, stake per line, lines (spec §3 system value option, §4). */
import Big from 'big.js';
import { moneyTimes, roundDecimalMoney } from '../money/money.ts';
import { countSystemCombinations, listSystemLines } from './combinations.ts';
import { MIN_SYSTEM_VALUE } from './couponConstants.ts';

/** Spec §3 system value option. */
export interface SystemValueOption {
  /** k: selections per line, bankers included. */
  value: number;
  /** How many of the k selections are fixed bankers (so the player really chooses value − offset). */
  offset: number;
  /** Smallest total stake that still gives every line the minimum bet. */
  minBetAmount: number;
  /** Number of lines (combinations). */
  combo: number;
}

/**
 * Valid k for n selections with b bankers: at least 2 (spec: never below 2), more than the bankers (a line
 * must choose at least one non-banker, else it would be one express) and below n (k = n is an express).
 */
export function systemValueRange(betCount: number, bankerCount = 0): { min: number; max: number } | null {
  const min = Math.max(MIN_SYSTEM_VALUE, bankerCount + 1);
  const max = betCount - 1;
  return min <= max ? { min, max } : null;
}

/** The options the system selector shows, one per valid k. */
export function systemValueOptions(
  betCount: number,
  bankerCount: number,
  minAmountPerLine: number,
  currencyIso: string,
): SystemValueOption[] {
  const range = systemValueRange(betCount, bankerCount);
  if (!range) return [];
  const options: SystemValueOption[] = [];
  for (let value = range.min; value <= range.max; value += 1) {
    const combo = countSystemCombinations(betCount, value, bankerCount);
    options.push({ value, offset: bankerCount, combo, minBetAmount: moneyTimes(minAmountPerLine, [combo], currencyIso) });
  }
  return options;
}

/** Spec §4 "system value never goes below 2"; also kept within the range the bets allow. */
export function clampSystemValue(value: number, betCount: number, bankerCount = 0): number {
  const range = systemValueRange(betCount, bankerCount);
  const floored = Math.max(MIN_SYSTEM_VALUE, Math.trunc(Number.isFinite(value) ? value : MIN_SYSTEM_VALUE));
  if (!range) return floored;
  return Math.min(Math.max(floored, range.min), range.max);
}

/** The total stake is split evenly over the lines. */
export function stakePerCombination(totalStake: number, combo: number): number {
  if (combo <= 0) return 0;
  return totalStake / combo;
}

export interface SystemSelection {
  coef: number;
  isBanker: boolean;
}

/** Each line's odds (product of its selections' odds), unrounded so the sum is exact. */
export function systemLineCoefs(selections: readonly SystemSelection[], systemValue: number): number[] {
  const bankers = selections.filter((s) => s.isBanker).map((s) => s.coef);
  const others = selections.filter((s) => !s.isBanker).map((s) => s.coef);
  return listSystemLines(others, bankers, systemValue).map((line) => line.reduce((p, c) => p * c, 1));
}

/**
 * Return if every selection wins: the sum over lines of stake-per-line × the line's odds, i.e. stake × (sum
 * of line odds) / lines, computed in decimal and rounded once to the currency's minor unit.
 */
export function systemReturnIfAllWin(
  selections: readonly SystemSelection[],
  systemValue: number,
  totalStake: number,
  currencyIso: string,
): number {
  const bankers = selections.filter((s) => s.isBanker).map((s) => s.coef);
  const others = selections.filter((s) => !s.isBanker).map((s) => s.coef);
  const lines = listSystemLines(others, bankers, systemValue);
  if (lines.length === 0) return 0;
  // big.js has no NaN: a stake still being typed (NaN) or a broken price gives NaN, as float arithmetic would.
  if (!Number.isFinite(totalStake) || !lines.every((line) => line.every(Number.isFinite))) return NaN;
  const coefSum = lines.reduce((sum, line) => sum.plus(line.reduce((p, c) => p.times(c), new Big(1))), new Big(0));
  return roundDecimalMoney(new Big(totalStake).times(coefSum).div(lines.length), currencyIso);
}
