/**
 * Exact money arithmetic. Amounts travel in major units (10.5 RUB) but every computed amount is rounded to
 * the currency's minor unit (currencyExponents.ts) in decimal, not binary, arithmetic: 1.001 KWD × 1.5 is
 * 1.5015 and pays 1.502, where a float product rounded to two places paid 1.50. big.js reads a number by
 * its shortest decimal spelling (0.1 is "0.1"), so the rounding is that of the amounts the player sees.
 * Half-up (away from zero) is the rounding the coupon has always shown. big.js rather than decimal.js: the
 * same author's arbitrary-precision decimal with just the arithmetic money needs, at a fifth of the bytes
 * every page loads with @arena/domain (issue 26).
 */
import Big from 'big.js';
import { currencyExponent } from './currencyExponents.ts';

const rounded = (value: Big, exponent: number): number => value.round(exponent, Big.roundHalfUp).toNumber();

/**
 * big.js refuses NaN and ±Infinity, which have no decimal spelling: an amount built from one is what float
 * arithmetic makes of it (NaN stays NaN), so a form's empty field never throws out of a render.
 */
const allFinite = (values: readonly number[]) => values.every(Number.isFinite);

/** Rounds a major amount to `exponent` decimals, exactly in decimal. */
export function roundToExponent(amount: number, exponent: number): number {
  if (!Number.isFinite(amount)) return amount;
  return rounded(new Big(amount), exponent);
}

/** Rounds a major amount to the currency's minor unit (KWD: 3 decimals, JPY: whole yen). */
export function roundMoney(amount: number, iso: string): number {
  return roundToExponent(amount, currencyExponent(iso));
}

/** Major → integer minor units (10.01 RUB → 1001), rounded to the nearest unit. */
export function toMinorUnits(amount: number, exponent: number): number {
  if (!Number.isFinite(amount)) return Math.round(amount * 10 ** exponent);
  return rounded(new Big(amount).times(new Big(10).pow(exponent)), 0);
}

/** Integer minor units → major (1001 → 10.01), the double nearest the exact decimal. */
export function fromMinorUnits(minor: number, exponent: number): number {
  if (!Number.isFinite(minor)) return minor / 10 ** exponent;
  return new Big(minor).div(new Big(10).pow(exponent)).toNumber();
}

/** Product of a stake and factors (odds, 1 + bonus share), rounded once to the currency's minor unit. */
export function moneyTimes(amount: number, factors: readonly number[], iso: string): number {
  if (!allFinite([amount, ...factors])) return factors.reduce((acc, factor) => acc * factor, amount);
  const product = factors.reduce((acc, factor) => acc.times(factor), new Big(amount));
  return rounded(product, currencyExponent(iso));
}

/** Rounds an exact decimal amount (a computation built with big.js) to the currency's minor unit. */
export function roundDecimalMoney(amount: Big, iso: string): number {
  return rounded(amount, currencyExponent(iso));
}

/** Sum of amounts in exact decimal, rounded to the currency's minor unit (no 5924.700000000012). */
export function moneySum(amounts: readonly number[], iso: string): number {
  if (!allFinite(amounts)) return amounts.reduce((acc, amount) => acc + amount, 0);
  const total = amounts.reduce((acc, amount) => acc.plus(amount), new Big(0));
  return rounded(total, currencyExponent(iso));
}
