import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../shared/reference-data.ts';
import { RATES_IN_RUB, convertAmount } from './rates.ts';

describe('the limits rate table (issue 16: limits per currency)', () => {
  it('has a positive rate for every currency an account can be opened in', () => {
    for (const currency of CURRENCIES) expect(RATES_IN_RUB[currency.iso], currency.iso).toBeGreaterThan(0);
  });

  it('10 USD at the table rate counts as 900 RUB against a rouble limit; 1 000 USD as 90 000 RUB', () => {
    expect(RATES_IN_RUB.USD).toBe(90);
    expect(convertAmount(10, 'USD', 'RUB')).toBe(900);
    expect(convertAmount(1000, 'USD', 'RUB')).toBe(90_000);
  });

  it('converts between two non-rouble currencies through the rouble, and leaves the same currency alone', () => {
    expect(convertAmount(98, 'EUR', 'USD')).toBeCloseTo(106.7111, 3);
    expect(convertAmount(123.45, 'KWD', 'KWD')).toBe(123.45);
  });

  it('answers null (never 1:1) when a currency has no rate', () => {
    expect(convertAmount(1000, 'GBP', 'RUB')).toBeNull();
    expect(convertAmount(1000, 'RUB', 'GBP')).toBeNull();
    expect(convertAmount(10, 'USD', 'RUB', { RUB: 1 })).toBeNull();
  });
});
