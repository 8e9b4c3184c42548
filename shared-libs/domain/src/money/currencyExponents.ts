/**
 * ISO 4217 minor-unit exponents: how many decimals a currency's smallest unit has (RUB 2 = kopecks,
 * KWD 3 = fils, JPY 0). Money is stored, credited and rounded in these units on the server and shown in
 * them in the browser, so this table is the single source for both.
 *
 * Every currency of the stake table (currencyAmountTable.ts) not listed below has exponent 2 in ISO 4217;
 * a test checks that each of them resolves, so a new 0- or 3-decimal currency must be added here.
 */
export const DEFAULT_CURRENCY_EXPONENT = 2;

export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  // No minor unit in use.
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, VND: 0, VUV: 0,
  XAF: 0, XOF: 0, XPF: 0,
  // Thousandths.
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
};

/** Decimals of the currency's minor unit; any other code (RUB, USD, an unknown one) has 2. */
export function currencyExponent(iso: string): number {
  return CURRENCY_EXPONENTS[iso.toUpperCase()] ?? DEFAULT_CURRENCY_EXPONENT;
}
