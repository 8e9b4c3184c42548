/**
 * Conversions from decimal odds (what the line carries) to each display format, and back.
 * Formulas are the standard ones, checked in the tests on published worked examples.
 */
import { roundTo } from '../shared/rounding.ts';
import { ODDS_STYLE_BY_FORMAT, type OddsFormatId, type OddsStyle } from './oddsFormats.ts';

/** American: +profit on 100 staked for odds ≥ 2, −stake needed to win 100 below 2. Whole numbers. */
export function decimalToAmerican(decimal: number): number {
  const profit = decimal - 1;
  return decimal >= 2 ? Math.round(profit * 100) : Math.round(-100 / profit);
}

export function americanToDecimal(american: number): number {
  return roundTo(american > 0 ? 1 + american / 100 : 1 + 100 / -american, 3);
}

/** Hong Kong: the net profit per unit staked. */
export function decimalToHongKong(decimal: number): number {
  return roundTo(decimal - 1, 3);
}

/** Indonesian: like American divided by 100 — positive profit from 2.00 up, −stake per unit won below. */
export function decimalToIndonesian(decimal: number): number {
  const profit = decimal - 1;
  return roundTo(decimal >= 2 ? profit : -1 / profit, 3);
}

/** Malaysian: the profit up to even money (≤ 2.00), beyond it the negative stake per unit won. */
export function decimalToMalaysian(decimal: number): number {
  const profit = decimal - 1;
  return roundTo(decimal <= 2 ? profit : -1 / profit, 3);
}

export interface Fraction {
  numerator: number;
  denominator: number;
}

/**
 * Fractional (UK) odds: the profit as a reduced fraction. Continued fractions give the closest fraction
 * whose denominator stays readable (≤ maxDenominator), e.g. 1.91 → 91/100, 1.333 → 1/3.
 */
export function decimalToFraction(decimal: number, maxDenominator = 100): Fraction {
  const profit = roundTo(decimal - 1, 3);
  let [prevNum, num] = [0, 1];
  let [prevDen, den] = [1, 0];
  let rest = profit;
  for (let i = 0; i < 32; i += 1) {
    const whole = Math.floor(rest);
    const nextDen = whole * den + prevDen;
    if (nextDen > maxDenominator) break;
    [prevNum, num] = [num, whole * num + prevNum];
    [prevDen, den] = [den, nextDen];
    if (Math.abs(num / den - profit) < 1e-9) break;
    rest = 1 / (rest - whole);
    if (!Number.isFinite(rest)) break;
  }
  return { numerator: num, denominator: den };
}

export function fractionToDecimal({ numerator, denominator }: Fraction): number {
  return roundTo(1 + numerator / denominator, 3);
}

/** Hong Kong, Indonesian and Malaysian odds back to decimal. */
export function asianToDecimal(style: 'hongKong' | 'indonesian' | 'malaysian', value: number): number {
  if (style === 'hongKong' || value > 0) return roundTo(1 + value, 3);
  return roundTo(1 + 1 / -value, 3);
}

/** Two decimals, or three when the third one matters (coefficients keep 3 decimals, spec §9). */
function compactNumber(value: number): string {
  const rounded = roundTo(value, 3);
  return roundTo(rounded, 2) === rounded ? rounded.toFixed(2) : rounded.toFixed(3);
}

/** Text shown for decimal odds in a display format (spec §9 ids). */
export function formatOdds(decimal: number, formatId: OddsFormatId): string {
  const style: OddsStyle = ODDS_STYLE_BY_FORMAT[formatId];
  switch (style) {
    case 'decimal':
      return compactNumber(decimal);
    case 'fractional': {
      const { numerator, denominator } = decimalToFraction(decimal);
      return `${numerator}/${denominator}`;
    }
    case 'american': {
      const american = decimalToAmerican(decimal);
      return american > 0 ? `+${american}` : String(american);
    }
    case 'hongKong':
      return compactNumber(decimalToHongKong(decimal));
    case 'indonesian':
      return compactNumber(decimalToIndonesian(decimal));
    case 'malaysian':
      return compactNumber(decimalToMalaysian(decimal));
  }
}
