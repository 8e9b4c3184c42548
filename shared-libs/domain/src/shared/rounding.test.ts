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
