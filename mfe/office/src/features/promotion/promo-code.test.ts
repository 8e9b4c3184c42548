import { describe, expect, it } from 'vitest';
import { promoCodeProblem } from './promo-code.ts';

describe('office promo code field', () => {
  it('accepts codes of Latin letters, digits, - and _; trims spaces', () => {
    expect(promoCodeProblem(' arena500 ')).toBeNull();
    expect(promoCodeProblem('SUMMER_2020')).toBeNull();
  });
  it('refuses empty, spaces inside, other alphabets and over-long codes', () => {
    expect(promoCodeProblem('  ')).toBe('empty');
    expect(promoCodeProblem('ARENA 500')).toBe('format');
    expect(promoCodeProblem('АРЕНА')).toBe('format');
    expect(promoCodeProblem('A'.repeat(33))).toBe('format');
  });
});
