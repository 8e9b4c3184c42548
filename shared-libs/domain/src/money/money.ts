/**
 * Exact money arithmetic. Amounts travel in major units (10.5 RUB) but every computed amount is rounded to
 * the currency's minor unit (currencyExponents.ts) in decimal, not binary, arithmetic: 1.001 KWD × 1.5 is
 * 1.5015 and pays 1.502, where a float product rounded to two places paid 1.50. decimal.js reads a number
 * by its shortest decimal spelling (0.1 is "0.1"), so the rounding is that of the amounts the player sees.
 * Half-up (away from zero) is the rounding the coupon has always shown.
 */
import Decimal from 'decimal.js';
import { currencyExponent } from './currencyExponents.ts';

const rounded = (value: Decimal, exponent: number): number => value.toDecimalPlaces(exponent, Decimal.ROUND_HALF_UP).toNumber();

/** Rounds a major amount to `exponent` decimals, exactly in decimal. */
export function roundToExponent(amount: number, exponent: number): number {
  if (!Number.isFinite(amount)) return amount;
  return rounded(new Decimal(amount), exponent);
}

/** Rounds a major amount to the currency's minor unit (KWD: 3 decimals, JPY: whole yen). */
export function roundMoney(amount: number, iso: string): number {
  return roundToExponent(amount, currencyExponent(iso));
}

/** Major → integer minor units (10.01 RUB → 1001), rounded to the nearest unit. */
export function toMinorUnits(amount: number, exponent: number): number {
  return rounded(new Decimal(amount).times(new Decimal(10).pow(exponent)), 0);
}

/** Integer minor units → major (1001 → 10.01), the double nearest the exact decimal. */
export function fromMinorUnits(minor: number, exponent: number): number {
  return new Decimal(minor).dividedBy(new Decimal(10).pow(exponent)).toNumber();
}

/** Product of a stake and factors (odds, 1 + bonus share), rounded once to the currency's minor unit. */
export function moneyTimes(amount: number, factors: readonly number[], iso: string): number {
  const product = factors.reduce((acc, factor) => acc.times(factor), new Decimal(amount));
  return rounded(product, currencyExponent(iso));
}

/** Rounds an exact decimal amount (a computation built with decimal.js) to the currency's minor unit. */
export function roundDecimalMoney(amount: Decimal, iso: string): number {
  return rounded(amount, currencyExponent(iso));
}

/** Sum of amounts in exact decimal, rounded to the currency's minor unit (no 5924.700000000012). */
export function moneySum(amounts: readonly number[], iso: string): number {
  const total = amounts.reduce((acc, amount) => acc.plus(amount), new Decimal(0));
  return rounded(total, currencyExponent(iso));
}
