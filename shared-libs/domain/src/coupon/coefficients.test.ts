import { describe, expect, it } from 'vitest';
import { bonusBetCoef, expressCoef, roundCoef } from './coefficients.ts';

describe('coefficients', () => {
  it('coefficients are rounded to 3 decimals', () => {
    expect(roundCoef(1.23456)).toBe(1.235);
    expect(roundCoef(2.0004)).toBe(2);
  });
  it('express odds are the product of the odds: 2.6 × 3.5 × 1.2 = 10.92', () => {
    expect(expressCoef([2.6, 3.5, 1.2])).toBe(10.92);
  });
  it('an empty express has no odds', () => {
    expect(expressCoef([])).toBe(0);
  });
});

describe('bonus-bet coefficient', () => {
  it.each([
    [1, 1.01],
    [5, 1.05],
    [9, 1.09],
  ])('with %i bets (1 ≤ n < 10) the bonus-bet coefficient is 1 + n/100 = %f', (n, expected) => {
    expect(bonusBetCoef(n)).toBe(expected);
  });
  it.each([0, 10, 15])('with %i bets the bonus-bet coefficient is the default 1.1', (n) => {
    expect(bonusBetCoef(n)).toBe(1.1);
  });
});
