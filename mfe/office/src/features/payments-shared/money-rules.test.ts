import { describe, expect, it } from 'vitest';
import { amountProblem, feePreview, parseAmount } from './money-rules.ts';

const visa = { min: 500, max: 150_000, feePercent: 2, feeFixed: 0 };

describe('office payment form rules', () => {
  it('fee preview: percent rounded to the minor unit plus the fixed part', () => {
    expect(feePreview(1000, visa, 'RUB')).toEqual({ amount: 1000, fee: 20, net: 980 });
    expect(feePreview(100, { feePercent: 1, feeFixed: 10 }, 'RUB')).toEqual({ amount: 100, fee: 11, net: 89 });
    expect(feePreview(12.345, { feePercent: 2, feeFixed: 0 }, 'KWD')).toEqual({ amount: 12.345, fee: 0.247, net: 12.098 });
  });
  it('amounts in the minor unit only: no sub-cent amounts (KWD has three decimals)', () => {
    expect(amountProblem('600.005', visa, 'RUB')).toBe('precision');
    expect(amountProblem('600.05', visa, 'RUB')).toBeNull();
    expect(amountProblem('2.005', { min: 1.5, max: 450, feePercent: 0, feeFixed: 0 }, 'KWD')).toBeNull();
  });
  it('per-system min and max, then the withdrawable balance', () => {
    expect(amountProblem('499', visa, 'RUB')).toBe('below-min');
    expect(amountProblem('150000.01', visa, 'RUB')).toBe('above-max');
    expect(amountProblem('5000', visa, 'RUB', 4000)).toBe('above-withdrawable');
    expect(amountProblem('4000', visa, 'RUB', 4000)).toBeNull();
  });
  it('empty and junk input', () => {
    expect(amountProblem('', visa, 'RUB')).toBe('empty');
    expect(amountProblem('12abc', visa, 'RUB')).toBe('not-a-number');
    expect(parseAmount('1 000,50')).toBe(1000.5);
  });
});
