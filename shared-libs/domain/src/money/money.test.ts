import { describe, expect, it } from 'vitest';
import { CURRENCY_AMOUNT_DEFAULTS } from '../currency/currencyAmountTable.ts';
import { currencyExponent } from './currencyExponents.ts';
import { fromMinorUnits, moneySum, moneyTimes, roundMoney, roundToExponent, toMinorUnits } from './money.ts';

describe('currency exponents (ISO 4217 minor units)', () => {
  it('RUB and USD have 2 decimals, KWD 3, JPY 0; an unknown code has 2', () => {
    expect([currencyExponent('RUB'), currencyExponent('usd'), currencyExponent('KWD'), currencyExponent('JPY'), currencyExponent('XXX')]).toEqual([2, 2, 3, 0, 2]);
  });
  it('every currency of the stake table has an exponent of 0, 2 or 3', () => {
    for (const iso of Object.keys(CURRENCY_AMOUNT_DEFAULTS)) expect([0, 2, 3]).toContain(currencyExponent(iso));
  });
});

describe('exact money rounding per currency (spec §9, issue 27)', () => {
  it('an amount that is not a number yet (an empty stake field) gives NaN, never an exception', () => {
    expect(moneyTimes(Number.NaN, [1.5], 'RUB')).toBeNaN();
    expect(moneyTimes(10, [Number.NaN], 'RUB')).toBeNaN();
    expect(moneySum([1, Number.NaN], 'RUB')).toBeNaN();
    expect(roundMoney(Number.NaN, 'RUB')).toBeNaN();
    expect(toMinorUnits(Number.NaN, 2)).toBeNaN();
    expect(fromMinorUnits(Number.NaN, 2)).toBeNaN();
    expect(moneyTimes(Number.POSITIVE_INFINITY, [2], 'RUB')).toBe(Number.POSITIVE_INFINITY);
  });
  it('half-up is away from zero for refunds too: −1.005 RUB → −1.01', () => {
    expect(roundMoney(-1.005, 'RUB')).toBe(-1.01);
  });
  it('1.001 KWD × 1.5 = 1.5015 rounds to 1.502, not 1.50', () => {
    expect(moneyTimes(1.001, [1.5], 'KWD')).toBe(1.502);
  });
  it('JPY rounds to whole yen, half up: 333 × 1.5 = 499.5 → 500', () => {
    expect(moneyTimes(333, [1.5], 'JPY')).toBe(500);
  });
  it('rounds the decimal the player sees, not its binary double: 1.005 RUB → 1.01, 1000 × 5.449 → 5449', () => {
    expect(roundMoney(1.005, 'RUB')).toBe(1.01);
    expect(moneyTimes(1000, [5.449], 'RUB')).toBe(5449);
  });
  it('an 8-decimal (BTC-like) exponent is exact: 0.1 + 0.2 = 0.3, 0.00000001 × 1.5 → 0.00000002', () => {
    expect(roundToExponent(0.1 + 0.2, 8)).toBe(0.3);
    expect(toMinorUnits(0.00000001 * 1.5, 8)).toBe(2);
    expect(fromMinorUnits(123456789, 8)).toBe(1.23456789);
  });
  it('sums without float noise: 5924.7 of parts answers 5924.7, not 5924.700000000012', () => {
    expect(moneySum([1000.1, 2000.2, 2924.4], 'RUB')).toBe(5924.7);
  });
  it('minor units round-trip: 10.1 RUB is 1010 kopecks, 1001 fils is 1.001 KWD', () => {
    expect(toMinorUnits(10.1, 2)).toBe(1010);
    expect(fromMinorUnits(1001, 3)).toBe(1.001);
  });
});
