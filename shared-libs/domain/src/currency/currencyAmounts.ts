/** Amount step and initial amount of the coupon stake for the player's currency (spec §3 settings, §9). */
import { CURRENCY_AMOUNT_DEFAULTS, FALLBACK_CURRENCY_ISO, type CurrencyAmountDefaults } from './currencyAmountTable.ts';

function defaultsFor(iso: string): CurrencyAmountDefaults {
  const row = CURRENCY_AMOUNT_DEFAULTS[iso.toUpperCase()] ?? CURRENCY_AMOUNT_DEFAULTS[FALLBACK_CURRENCY_ISO];
  if (!row) throw new Error(`currency table lacks the fallback ${FALLBACK_CURRENCY_ISO}`);
  return row;
}

export function isKnownCurrencyIso(iso: string): boolean {
  return Object.hasOwn(CURRENCY_AMOUNT_DEFAULTS, iso.toUpperCase());
}

/** The default initial stake for a currency; unknown currencies use the RUB value. */
export function initialAmountFor(iso: string): number {
  return defaultsFor(iso).initial;
}

export interface AmountStepSettings {
  amountStepByCurrencyIso: Readonly<Record<string, number>>;
  isManualAmountStep: boolean;
}

/**
 * The stake step: the player's own step for this currency when they chose one (isManualAmountStep),
 * else the table's default; unknown currencies use the RUB value.
 */
export function amountStepFor(iso: string, settings?: AmountStepSettings): number {
  const manual = settings?.isManualAmountStep ? settings.amountStepByCurrencyIso[iso.toUpperCase()] : undefined;
  if (manual !== undefined && Number.isFinite(manual) && manual > 0) return manual;
  return defaultsFor(iso).step;
}

const NICE_MANTISSAS = [1, 2, 2.5, 5] as const;

/** Nearest "nice" amount (1, 2, 2.5 or 5 × 10^k) on a log scale, ties upwards: how derived rows were built. */
export function deriveNiceAmount(value: number): number {
  const exponent = Math.floor(Math.log10(value));
  let best = { distance: Number.POSITIVE_INFINITY, amount: 0 };
  for (let power = exponent - 1; power <= exponent + 1; power += 1) {
    for (const mantissa of NICE_MANTISSAS) {
      const amount = Number((mantissa * 10 ** power).toPrecision(10));
      const distance = Math.abs(Math.log(amount / value));
      const isTieUpwards = Math.abs(distance - best.distance) < 1e-12 && amount > best.amount;
      if (distance < best.distance - 1e-12 || isTieUpwards) best = { distance, amount };
    }
  }
  return best.amount;
}

/** Stakes move in steps: the next amount up or down, never below one step. */
export function stepAmount(amount: number, step: number, direction: 1 | -1): number {
  const next = Number((amount + direction * step).toPrecision(12));
  return Math.max(step, next);
}
