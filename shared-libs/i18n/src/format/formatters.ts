/**
 * Formatting in the user's settings (spec §3 global settings): dates and times in the user's time zone
 * and 12/24 h setting, money per currency, plain numbers, percents and multipliers in the page language,
 * odds in the chosen format. Intl does dates, money and numbers; the odds conversion maths is
 * @arena/domain's (formatOdds), not repeated here. Issue 20: client code formats numbers, money and dates
 * only through these (eslint.config.js holds it: no-restricted-properties and no-restricted-syntax).
 */
import { ODDS_FORMAT, formatMoney, formatNumber, formatOdds, formatPercent, intlLocale, isOddsFormatId, type MoneyOptions } from '@arena/domain';

export type { MoneyOptions };

export interface FormatSettings {
  language: string;
  /** Hours offset from UTC (spec default 3) or an IANA zone name. */
  timeZone: number | string;
  is12h: boolean;
  /** Coefficient display format id (spec §9: 0 decimal, 1 fractional, 2 american, …). */
  oddsFormat?: number;
}

/** An hours offset as an Intl time zone: whole hours use Etc/GMT (whose sign is inverted), others ±hh:mm. */
export function intlTimeZone(timeZone: number | string): string {
  if (typeof timeZone === 'string') return timeZone;
  if (timeZone === 0) return 'UTC';
  if (Number.isInteger(timeZone)) return `Etc/GMT${timeZone > 0 ? '-' : '+'}${Math.abs(timeZone)}`;
  const minutes = Math.round(Math.abs(timeZone) * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${timeZone < 0 ? '-' : '+'}${hh}:${mm}`;
}

export interface NumberOptions {
  /** Exactly this many decimals; without it up to 2 (trailing zeros dropped). */
  fractionDigits?: number;
}

export interface Formatters {
  date(value: Date | number): string;
  time(value: Date | number): string;
  dateTime(value: Date | number): string;
  /** Day, month and time without the year (kick-offs, draw closings): "02.01, 00:05" in ru. */
  shortDateTime(value: Date | number): string;
  /** A kick-off: the time on the same day as `now`, else day, month and time ("02.01, 00:05" in ru). */
  kickOff(value: Date | number, now?: Date | number): string;
  /** Day, month name and time, for notices: "2 января в 15:00" in ru, "January 2 at 15:00" in en. */
  longDateTime(value: Date | number): string;
  /** Major units (1500.5 RUB); a code that is not ISO 4217 (points) is shown as a number plus the code. */
  money(amount: number, currencyIso: string, options?: MoneyOptions): string;
  /** A plain number with grouped thousands: 1500.5 → "1 500,5" in ru. */
  number(value: number, options?: NumberOptions): string;
  /** A fraction as a percent: 0.965 → "96,50 %" in ru, "96.50%" in en. */
  percent(fraction: number, fractionDigits?: number): string;
  /** A multiplier (crash game, paytable): 2.35 → "2,35×" in ru. */
  multiplier(value: number): string;
  odds(decimal: number, formatId?: number): string;
}

/**
 * One set of formatters per settings combination: every row of a list asks for them (useFormatters), and
 * building five Intl.DateTimeFormat objects per row was the largest piece of a long list's hydration (issue
 * 26, measured on /ru/). The combinations are few (languages × zones × 12/24 h × odds formats).
 */
const formattersBySettings = new Map<string, Formatters>();

export function createFormatters(settings: FormatSettings): Formatters {
  const key = `${settings.language}|${settings.timeZone}|${settings.is12h}|${settings.oddsFormat ?? ''}`;
  let formatters = formattersBySettings.get(key);
  if (!formatters) {
    formatters = buildFormatters(settings);
    formattersBySettings.set(key, formatters);
  }
  return formatters;
}

function buildFormatters(settings: FormatSettings): Formatters {
  const locale = intlLocale(settings.language);
  // A zone given as an hours offset has no daylight saving: its wall clock is UTC shifted by the offset.
  // Formatting the shifted instant in UTC shows the same text as the Etc/GMT zone without the browser
  // loading its time-zone database, which the first named-zone format does: ~90–130 ms on a desktop, four
  // times that on Lighthouse's phone, inside the hydration of every page with a date (issue 26, TBT).
  const shift = typeof settings.timeZone === 'number' ? settings.timeZone * 3_600_000 : 0;
  const timeZone = typeof settings.timeZone === 'number' ? 'UTC' : intlTimeZone(settings.timeZone);
  // hourCycle, not hour12: with hour12 false some locales pick h24 and show midnight as 24:05.
  const hourCycle = settings.is12h ? 'h12' : 'h23';
  // Each format is built when first used: building one costs milliseconds on a slow phone, and most pages
  // use two of the five.
  const dates = (options: Intl.DateTimeFormatOptions) => {
    let format: Intl.DateTimeFormat | undefined;
    return (value: Date | number) => (format ??= new Intl.DateTimeFormat(locale, { timeZone, ...options })).format(Number(value) + shift);
  };
  const date = dates({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = dates({ hour: '2-digit', minute: '2-digit', hourCycle });
  const dateTime = dates({ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle });
  const shortDateTime = dates({ day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle });
  const longDateTime = dates({ day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle });
  const number = (value: number, { fractionDigits }: NumberOptions = {}): string => formatNumber(value, settings.language, fractionDigits);
  return {
    date,
    time,
    dateTime,
    shortDateTime,
    longDateTime,
    kickOff: (value, now = Date.now()) => (date(value) === date(now) ? time(value) : shortDateTime(value)),
    money: (amount, currencyIso, options) => formatMoney(amount, currencyIso, settings.language, options),
    number,
    percent: (fraction, fractionDigits) => formatPercent(fraction, settings.language, fractionDigits),
    multiplier: (value) => `${number(value, { fractionDigits: 2 })}×`,
    odds(decimal, formatId = settings.oddsFormat ?? ODDS_FORMAT.decimal) {
      // An unknown id (e.g. from an old stored setting) shows decimal odds rather than nothing.
      return formatOdds(decimal, isOddsFormatId(formatId) ? formatId : ODDS_FORMAT.decimal);
    },
  };
}
