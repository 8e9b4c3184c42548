import { describe, expect, it } from 'vitest';
import {
  clampSystemValue,
  stakePerCombination,
  systemLineCoefs,
  systemReturnIfAllWin,
  systemValueOptions,
  systemValueRange,
} from './systemBet.ts';

const plain = (coefs: number[]) => coefs.map((coef) => ({ coef, isBanker: false }));

describe('system value', () => {
  it('system value never goes below 2', () => {
    expect(clampSystemValue(1, 5)).toBe(2);
    expect(clampSystemValue(-3, 5)).toBe(2);
    expect(clampSystemValue(Number.NaN, 5)).toBe(2);
  });
  it('system value stays below the number of bets (k = n would be an express)', () => {
    expect(clampSystemValue(9, 5)).toBe(4);
  });
  it('with bankers the system value is above the banker count', () => {
    expect(clampSystemValue(2, 6, 2)).toBe(3);
  });
  it('a system needs at least 3 bets', () => {
    expect(systemValueRange(2)).toBeNull();
    expect(systemValueRange(3)).toEqual({ min: 2, max: 2 });
  });
});

describe('system value options', () => {
  it('options list value, banker offset, combo count and the min total stake', () => {
    expect(systemValueOptions(4, 0, 0.5, 'RUB')).toEqual([
      { value: 2, offset: 0, combo: 6, minBetAmount: 3 },
      { value: 3, offset: 0, combo: 4, minBetAmount: 2 },
    ]);
  });
  it('with one banker of 4 bets the options count C(n − b, k − b) lines', () => {
    expect(systemValueOptions(4, 1, 1, 'RUB')).toEqual([
      { value: 2, offset: 1, combo: 3, minBetAmount: 3 },
      { value: 3, offset: 1, combo: 3, minBetAmount: 3 },
    ]);
  });
});

describe('system stake and return (worked example: 2/3 on 1.90, 2.00, 2.50 at 600)', () => {
  it('the stake is split evenly: 600 over 3 lines is 200 per line', () => {
    expect(systemLineCoefs(plain([1.9, 2, 2.5]), 2)).toHaveLength(3);
    expect(stakePerCombination(600, 3)).toBe(200);
  });
  it('the return if all win is the sum over lines of stake × line odds: 2710', () => {
    expect(systemReturnIfAllWin(plain([1.9, 2, 2.5]), 2, 600, 'RUB')).toBe(2710);
    expect(systemReturnIfAllWin(plain([1.9, 2, 2.5]), 2, Number.NaN, 'RUB'), 'a stake still being typed').toBeNaN();
  });
  it('a banker is in every line: 2/3 with 2.50 as banker has lines 1.9×2.5 and 2×2.5', () => {
    const selections = [
      { coef: 1.9, isBanker: false },
      { coef: 2, isBanker: false },
      { coef: 2.5, isBanker: true },
    ];
    expect(systemLineCoefs(selections, 2).map((c) => Math.round(c * 100) / 100)).toEqual([4.75, 5]);
    expect(systemReturnIfAllWin(selections, 2, 600, 'RUB')).toBe(2925);
  });
  it('there is no stake per line without lines', () => {
    expect(stakePerCombination(600, 0)).toBe(0);
  });
});
