/** Toto rules on worked examples (README.md "Rules"): variants, stake, correct picks, prize categories, pool split. */
import { describe, expect, it } from 'vitest';
import {
  bestCorrect, checkPicks, checkStake, correctDistribution, couponPayoutMinor, resultOf, splitPool, variantsCount, type TotoPick, type TotoResult,
} from './toto-rules.ts';

const singles = (pick: TotoPick, n: number): TotoPick[] => Array.from({ length: n }, () => pick);
/** Two double picks (1X) on events 1 and 2, "1" on the 13 others: 4 variants. */
const twoDoubles: TotoPick[] = ['1X', '1X', ...singles('1', 13)];
const allHome: TotoResult[] = Array.from({ length: 15 }, () => '1');

describe('toto variants count', () => {
  it('is the product of the picks per event: singles 1, two doubles 4, a triple and a double 6, all triples 3^15', () => {
    expect(variantsCount(singles('1', 15))).toBe(1);
    expect(variantsCount(twoDoubles)).toBe(4);
    expect(variantsCount(['1X2', 'X2', ...singles('2', 13)])).toBe(6);
    expect(variantsCount(singles('1X2', 15))).toBe(14_348_907);
  });
});

describe('toto picks', () => {
  it('names the events without a pick, then the events with an invalid one', () => {
    expect(checkPicks(twoDoubles)).toBeNull();
    expect(checkPicks(twoDoubles.slice(0, 13))).toEqual({ code: 'picks_missing', missing: [14, 15] });
    expect(checkPicks(['1', '', ...singles('1', 13)])).toEqual({ code: 'picks_missing', missing: [2] });
    expect(checkPicks(['21', 'X1', ...singles('1', 13)])).toEqual({ code: 'picks_invalid', events: [1, 2] });
  });
});

describe('toto stake (minor units)', () => {
  const min = 1000; // RUB 10 per variant
  const max = 500_000; // RUB 5 000 per coupon
  it('accepts a stake that splits equally over the variants, each at least the minimum', () => {
    expect(checkStake(4000, 4, min, max)).toBeNull();
    expect(checkStake(6000, 6, min, max)).toBeNull();
  });
  it('refuses a stake that is not a multiple of the variant count, naming the nearest stakes that are', () => {
    expect(checkStake(4001, 4, min, max)).toEqual({ code: 'stake_not_multiple', variants: 4, lowerMinor: 4000, higherMinor: 4004 });
    expect(checkStake(10_000, 3, min, max)).toEqual({ code: 'stake_not_multiple', variants: 3, lowerMinor: 9999, higherMinor: 10_002 });
  });
  it('refuses less than the minimum per variant and more than the maximum per coupon', () => {
    expect(checkStake(3000, 4, min, max)).toEqual({ code: 'stake_below_min', minPerVariantMinor: min });
    expect(checkStake(600_000, 4, min, max)).toEqual({ code: 'stake_above_max', maxMinor: max });
  });
});

describe('toto correct picks per variant', () => {
  it('results from the final score: home win 1, draw X, away win 2', () => {
    expect([resultOf([2, 1]), resultOf([0, 0]), resultOf([1, 3])]).toEqual(['1', 'X', '2']);
  });
  it('two doubles, every result "1": one variant has 15 correct, two have 14, one has 13', () => {
    const d = correctDistribution(twoDoubles, allHome);
    expect([d[15], d[14], d[13]]).toEqual([1, 2, 1]);
    expect(d.reduce((a, b) => a + b, 0)).toBe(4);
    expect(bestCorrect(d)).toBe(15);
  });
  it('a result outside both picks of a double costs every variant one correct pick', () => {
    const results: TotoResult[] = ['2', ...allHome.slice(1)];
    const d = correctDistribution(twoDoubles, results);
    expect([d[15], d[14], d[13]]).toEqual([0, 2, 2]);
    expect(bestCorrect(d)).toBe(14);
  });
  it('a triple always holds the result: 3 variants, one right and two wrong on that event', () => {
    const d = correctDistribution(['1X2', ...singles('1', 14)], ['X', ...allHome.slice(1)]);
    expect([d[15], d[14]]).toEqual([1, 2]);
  });
});

describe('toto prize categories and pool split', () => {
  it('pool 10 000.00, operator 10 %: prize fund 9 000.00 over the claimed categories 15/14/13 (shares 40/25/15 of 80)', () => {
    const split = splitPool(1_000_000, 0, { 15: 1, 14: 2, 13: 1 });
    expect(split.operatorMinor).toBe(100_000);
    expect(split.prizeFundMinor).toBe(900_000);
    expect(split.categories.map((c) => [c.correct, c.winners, c.fundMinor, c.prizeMinor])).toEqual([
      [15, 1, 450_000, 450_000],
      [14, 2, 281_250, 140_625],
      [13, 1, 168_750, 168_750],
      [12, 0, 0, 0],
      [11, 0, 0, 0],
    ]);
    // The one coupon holding all four variants takes the whole fund.
    expect(couponPayoutMinor(correctDistribution(twoDoubles, allHome), split)).toBe(900_000);
  });
  it('every category claimed: each gets exactly its own share', () => {
    const split = splitPool(2_000_000, 0, { 15: 1, 14: 1, 13: 1, 12: 1, 11: 1 });
    expect(split.categories.map((c) => c.prizeMinor)).toEqual([720_000, 450_000, 270_000, 180_000, 180_000]);
  });
  it('a small pool is topped up to the guarantee; the operator still keeps 10 % of the stakes', () => {
    const split = splitPool(4000, 10_000_000, { 15: 1, 14: 2, 13: 1 });
    expect(split.operatorMinor).toBe(400);
    expect(split.prizeFundMinor).toBe(10_000_000);
    expect(split.categories.slice(0, 3).map((c) => c.prizeMinor)).toEqual([5_000_000, 1_562_500, 1_875_000]);
  });
  it('prizes are rounded down to the minor unit (the remainder stays with the operator)', () => {
    const split = splitPool(1000, 0, { 11: 3, 5: 7 });
    expect(split.prizeFundMinor).toBe(900);
    expect(split.categories.find((c) => c.correct === 11)!.prizeMinor).toBe(300);
    expect(splitPool(1112, 0, { 11: 3 }).categories[4]!.prizeMinor).toBe(333);
  });
  it('below 11 correct nobody wins: no category pays', () => {
    const split = splitPool(1_000_000, 0, { 10: 4, 9: 2 });
    expect(split.categories.every((c) => c.prizeMinor === 0 && c.fundMinor === 0)).toBe(true);
  });
});
