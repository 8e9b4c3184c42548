/**
 * Money in integer minor units. Amounts travel through the API in major units (10.5 RUB) but balances
 * are stored and added as integers of the currency's minor unit (1050 kopecks), so thousands of stakes,
 * payouts and deposits never drift by a float rounding. An amount entering the API must be a whole
 * number of minor units of its currency (`fitsPrecision`); anything finer is refused with `amount_precision`.
 */
import { fromMinorUnits, roundToExponent, toMinorUnits } from '@arena/domain';
import { createMessages, type Localized } from '../../platform/messages.ts';
import { currencyById, currencyPrecision } from './reference-data.ts';

const scale = (precision: number) => 10 ** precision;

/** Major → minor units, in decimal (10.1 RUB is 1010 kopecks, where 10.1 * 100 is 1009.9999999999999). */
export const toMinor = (amount: number, precision: number): number => toMinorUnits(amount, precision);

/** Minor → major units: the nearest double to the exact decimal (1001 → 10.01). */
export const toMajor = (minor: number, precision: number): number => fromMinorUnits(minor, precision);

/** Rounds a computed major amount (a payout) to the currency's minor unit, half up in decimal. */
export const roundToPrecision = (amount: number, precision: number): number => roundToExponent(amount, precision);

/**
 * Whether the amount is a whole number of minor units. The tolerance only absorbs the binary
 * representation of decimals (0.1 * 100 = 10.000000000000002); 10.005 RUB (1000.4999… kopecks) fails.
 */
export function fitsPrecision(amount: number, precision: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const scaled = amount * scale(precision);
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled));
}

/** The smallest amount step of a precision, as the player reads it: 2 → "0.01". */
export function precisionStep(precision: number): string {
  return precision <= 0 ? '1' : `0.${'0'.repeat(precision - 1)}1`;
}

const MESSAGES = {
  amount_precision: {
    ru: 'Сумма должна быть кратна {step} {currency}: меньшие доли валюты не принимаются',
    en: 'The amount must be a multiple of {step} {currency}: smaller fractions of the currency are not accepted',
    ua: 'Сума має бути кратною {step} {currency}: менші частки валюти не приймаються',
    kz: 'Сома {step} {currency} мөлшеріне еселік болуы керек: валютаның одан кіші бөліктері қабылданбайды',
    az: 'Məbləğ {step} {currency} məbləğinin qatı olmalıdır: valyutanın daha kiçik hissələri qəbul edilmir',
    ar: 'يجب أن يكون المبلغ من مضاعفات {step} {currency}: لا تُقبل أجزاء أصغر من العملة',
  },
} satisfies Record<string, Localized>;

export const moneyMessage = createMessages<keyof typeof MESSAGES>(MESSAGES);

export interface PrecisionRefusal {
  code: 'amount_precision';
  message: string;
  /** The allowed step, e.g. "0.01", and the currency's ISO code. */
  step: string;
  currency: string;
  amount: number;
}

/** Null when every amount fits the currency of currencyId, else the refusal body (status 400). */
export function checkPrecision(amounts: Iterable<number | undefined | null>, currencyId: number, language: string): PrecisionRefusal | null {
  const precision = currencyPrecision(currencyId);
  for (const amount of amounts) {
    if (amount === undefined || amount === null || fitsPrecision(amount, precision)) continue;
    const step = precisionStep(precision);
    const currency = currencyById(currencyId)?.iso ?? '';
    return { code: 'amount_precision', message: moneyMessage('amount_precision', language, { step, currency }), step, currency, amount };
  }
  return null;
}
