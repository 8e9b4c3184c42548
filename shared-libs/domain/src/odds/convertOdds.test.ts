import { describe, expect, it } from 'vitest';
import {
  americanToDecimal,
  asianToDecimal,
  decimalToAmerican,
  decimalToFraction,
  decimalToHongKong,
  decimalToIndonesian,
  decimalToMalaysian,
  formatOdds,
  fractionToDecimal,
} from './convertOdds.ts';

describe('American odds (published examples)', () => {
  it('decimal 1.5 is American −200', () => expect(decimalToAmerican(1.5)).toBe(-200));
  it('decimal 2.5 is American +150', () => expect(decimalToAmerican(2.5)).toBe(150));
  it('decimal 2.0 is American +100 (even money)', () => expect(decimalToAmerican(2)).toBe(100));
  it('American converts back to decimal', () => {
    expect(americanToDecimal(-200)).toBe(1.5);
    expect(americanToDecimal(150)).toBe(2.5);
  });
});

describe('Asian odds (published examples)', () => {
  it('Hong Kong odds are the net profit: decimal 2.5 is HK 1.5', () => expect(decimalToHongKong(2.5)).toBe(1.5));
  it('Indonesian odds below evens are negative: decimal 1.5 is Indonesian −2', () => {
    expect(decimalToIndonesian(1.5)).toBe(-2);
  });
  it('Indonesian odds from evens up are the profit: decimal 3 is Indonesian +2', () => {
    expect(decimalToIndonesian(3)).toBe(2);
  });
  it('Malaysian odds above evens are negative: decimal 2.5 is Malay −0.667', () => {
    expect(decimalToMalaysian(2.5)).toBe(-0.667);
  });
  it('Malaysian odds up to evens are the profit: decimal 1.8 is Malay 0.8', () => {
    expect(decimalToMalaysian(1.8)).toBe(0.8);
  });
  it('Asian odds convert back to decimal', () => {
    expect(asianToDecimal('hongKong', 1.5)).toBe(2.5);
    expect(asianToDecimal('indonesian', -2)).toBe(1.5);
    expect(asianToDecimal('malaysian', -0.667)).toBe(2.499);
    expect(asianToDecimal('malaysian', 0.8)).toBe(1.8);
  });
});

describe('fractional odds (published examples)', () => {
  it.each([
    [2.5, 3, 2],
    [3, 2, 1],
    [1.5, 1, 2],
    [1.91, 91, 100],
    [1.333, 1, 3],
    [11, 10, 1],
  ])('decimal %f is fractional %i/%i', (decimal, numerator, denominator) => {
    expect(decimalToFraction(decimal)).toEqual({ numerator, denominator });
  });
  it('fractions convert back to decimal', () => {
    expect(fractionToDecimal({ numerator: 3, denominator: 2 })).toBe(2.5);
  });
});

describe('formatting by display format id', () => {
  it.each([
    [0, 2.5, '2.50'],
    [0, 1.925, '1.925'],
    [1, 2.5, '3/2'],
    [2, 1.5, '-200'],
    [2, 2.5, '+150'],
    [4, 2.5, '1.50'],
    [5, 1.5, '-2.00'],
    [6, 2.5, '-0.667'],
    [14, 2.5, '1.50'],
    [15, 1.5, '-2.00'],
    [16, 2.5, '-0.667'],
  ] as const)('format %i shows decimal %f as %s', (formatId, decimal, text) => {
    expect(formatOdds(decimal, formatId)).toBe(text);
  });
});
