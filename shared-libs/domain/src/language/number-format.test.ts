import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent } from './number-format.ts';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('issue 20: one money and number rule for the client and the server', () => {
  it('money in the language by Intl, Arabic with Latin digits; cents dropped only when asked and whole', () => {
    expect(nbsp(formatMoney(1500.5, 'RUB', 'ru'))).toBe('1 500,50 ₽');
    expect(nbsp(formatMoney(1500.5, 'RUB', 'en'))).toBe('RUB 1,500.50');
    expect(formatMoney(1500.5, 'USD', 'ar')).toMatch(/1,500\.50/);
    expect(nbsp(formatMoney(1500, 'RUB', 'ru', { dropZeroCents: true }))).toBe('1 500 ₽');
    expect(nbsp(formatMoney(1500.5, 'RUB', 'ru', { dropZeroCents: true }))).toBe('1 500,50 ₽');
  });

  it('a code Intl refuses is the language number plus the code; an empty code the number alone', () => {
    expect(nbsp(formatMoney(1234.5, 'POINTS', 'ru'))).toBe('1 234,5 POINTS');
    expect(formatMoney(12, '', 'en')).toBe('12');
  });

  it('numbers and percents in the language', () => {
    expect(nbsp(formatNumber(1500.456, 'ru'))).toBe('1 500,46');
    expect(formatNumber(2.5, 'en', 2)).toBe('2.50');
    expect(nbsp(formatPercent(0.965, 'ru'))).toBe('96,50 %');
    expect(formatPercent(0.965, 'en', 1)).toBe('96.5%');
  });
});
