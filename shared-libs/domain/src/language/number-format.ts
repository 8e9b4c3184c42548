/**
 * Numbers, percents and money as a language writes them (issue 20: one formatter for the client and the
 * server's own pages). Money: Intl's currency format in the language's locale ("1 500,50 ₽", "RUB 1,500.50"); a code Intl refuses (a
 * points balance) as the language's number plus the code. The client's formatters add the player's settings
 * around it; the payment page calls it directly.
 */
import { intlLocale } from './language-tags.ts';

export interface MoneyOptions {
  /** Whole amounts without cents ("1 500 ₽", but "1 500,50 ₽"): balances, limits and pools. */
  dropZeroCents?: boolean;
}

// Number formats are built once per locale and options (a page writes many sums the same way).
const formats = new Map<string, Intl.NumberFormat | null>();
function numberFormat(locale: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  const cacheKey = `${locale}|${key}`;
  if (!formats.has(cacheKey)) {
    try {
      formats.set(cacheKey, new Intl.NumberFormat(locale, options));
    } catch {
      // Not an ISO 4217 code: the caller writes a number plus the code.
      formats.set(cacheKey, null);
    }
  }
  return formats.get(cacheKey) ?? null;
}

/** A plain number in the language: grouped thousands, up to 2 decimals, or exactly `fractionDigits`. */
export function formatNumber(value: number, language: string, fractionDigits?: number): string {
  const options = fractionDigits === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return numberFormat(intlLocale(language), `number:${fractionDigits ?? ''}`, options)!.format(value);
}

/** A fraction as a percent: 0.965 → "96,50 %" in ru, "96.50%" in en. */
export function formatPercent(fraction: number, language: string, fractionDigits = 2): string {
  return numberFormat(intlLocale(language), `percent:${fractionDigits}`, { style: 'percent', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })!.format(fraction);
}

/** An amount in major units (1500.5) of `currencyIso` as `language` writes money. */
export function formatMoney(amount: number, currencyIso: string, language: string, { dropZeroCents = false }: MoneyOptions = {}): string {
  const format = numberFormat(intlLocale(language), `money:${currencyIso}:${dropZeroCents}`, {
    style: 'currency', currency: currencyIso, ...(dropZeroCents ? { trailingZeroDisplay: 'stripIfInteger' } : {}),
  });
  return format ? format.format(amount) : `${formatNumber(amount, language)} ${currencyIso}`.trim();
}
