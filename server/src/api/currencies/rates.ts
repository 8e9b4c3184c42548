/**
 * The exchange-rate table money limits use (issue 16 finding 3): a limit is kept in its own currency (the
 * player's main account currency, the limit's `measure`), and a deposit, stake or loss in any other
 * currency counts against it converted at these rates. Without the table a 1 000 RUB deposit limit let
 * 1 000 USD through, because amounts were added 1:1 whatever their currency.
 *
 * The rates are reference data, not a market feed: the value of one unit of each currency in roubles,
 * fixed with a deploy (like the currencies table in shared/reference-data.ts). An operator with a live
 * feed replaces RATES_IN_RUB; nothing else reads rates. A currency missing here has no rate: a limited
 * player's deposit or stake in it is refused rather than counted as 1:1 (limits/enforcement.ts).
 */

/** Roubles per one unit of the currency (ISO 4217 code). Reviewed 2024-06; every CURRENCIES row has one. */
export const RATES_IN_RUB: Readonly<Record<string, number>> = {
  RUB: 1,
  USD: 90,
  EUR: 98,
  KZT: 0.2,
  UAH: 2.25,
  AZN: 53,
  KWD: 293,
};

/**
 * `amount` of currency `from` expressed in currency `to`, or null when either has no rate. The result is
 * not rounded: callers sum several conversions and round once (rounding each would drift the sum).
 */
export function convertAmount(amount: number, from: string, to: string, rates: Readonly<Record<string, number>> = RATES_IN_RUB): number | null {
  if (from === to) return amount;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (fromRate === undefined || toRate === undefined || !(fromRate > 0) || !(toRate > 0)) return null;
  return (amount * fromRate) / toRate;
}
