import { describe, expect, it } from 'vitest';
import { roundTo } from './rounding.ts';

describe('roundTo', () => {
  it('rounds the decimal value, not its binary approximation (1.005 → 1.01)', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
  });
  it('rounds halves away from zero for negative values', () => {
    expect(roundTo(-0.6665, 3)).toBe(-0.667);
  });
  it('keeps non-finite values as they are', () => {
    expect(roundTo(Infinity, 2)).toBe(Infinity);
  });
});

describe('roundTo with exponent notation', () => {
  it('rounds values that print in exponent notation without producing NaN', () => {
    expect(roundTo(1e-7, 3)).toBe(0);
  });
});

describe('roundTo without text (values far from a half at the rounded place)', () => {
  /** The decimal shift through exponent notation, the rule's own statement, as the oracle. */
  const byText = (value: number, decimals: number) => {
    const sign = value < 0 ? -1 : 1;
    return sign * Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e${-decimals}`);
  };

  it('gives the same double as the decimal shift for 200 000 prices, stakes and products, halves included', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const values = [1.005, 2.675, 10.919999999999998, 0.5, -0.5, 2.5, -2.5, 1.0049999999999999, 123456.785, -0.6665, 0];
    for (let i = 0; i < 200_000; i++) {
      const decimal = Number((next() * 50).toFixed(Math.floor(next() * 5)));
      values.push(i % 3 === 0 ? decimal * Number((1 + next()).toFixed(2)) : i % 7 === 0 ? -decimal : decimal);
    }
    const differing = values.flatMap((value) => [0, 1, 2, 3].filter((d) => !Object.is(roundTo(value, d), byText(value, d))).map((d) => `${value}@${d}`));
    expect(differing).toEqual([]);
  });
});
