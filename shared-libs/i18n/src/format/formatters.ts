/**
 * Formatting in the user's settings (spec §3 global settings): dates and times in the user's time zone
 * and 12/24 h setting, money per currency, odds in the chosen format. Intl does dates and money; the
 * odds conversion maths is @arena/domain's (formatOdds), not repeated here.
 */
import { ODDS_FORMAT, formatOdds, isOddsFormatId, languageTag } from '@arena/domain';

export interface FormatSettings {
  language: string;
  /** Hours offset from UTC (spec default 3) or an IANA zone name. */
  timeZone: number | string;
  is12h: boolean;
  /** Coefficient display format id (spec §9: 0 decimal, 1 fractional, 2 american, …). */
  oddsFormat?: number;
}

/** The Intl locale of a site language: its language tag; Arabic with Latin digits, as odds and sums are written on betting sites. */
export function intlLocale(language: string): string {
  const tag = languageTag(language);
  return tag === 'ar' ? 'ar-u-nu-latn' : tag;
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

export interface Formatters {
  date(value: Date | number): string;
  time(value: Date | number): string;
  dateTime(value: Date | number): string;
  money(amount: number, currencyIso: string): string;
  odds(decimal: number, formatId?: number): string;
}

export function createFormatters(settings: FormatSettings): Formatters {
  const locale = intlLocale(settings.language);
  const timeZone = intlTimeZone(settings.timeZone);
  // hourCycle, not hour12: with hour12 false some locales pick h24 and show midnight as 24:05.
  const hourCycle = settings.is12h ? 'h12' : 'h23';
  const dateFormat = new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
  const timeFormat = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle,
  });
  const moneyFormats = new Map<string, Intl.NumberFormat | null>();
  const moneyFormat = (iso: string): Intl.NumberFormat | null => {
    if (!moneyFormats.has(iso)) {
      try {
        moneyFormats.set(iso, new Intl.NumberFormat(locale, { style: 'currency', currency: iso }));
      } catch {
        // Not an ISO 4217 code (e.g. a points balance): shown as a number plus the code.
        moneyFormats.set(iso, null);
      }
    }
    return moneyFormats.get(iso) ?? null;
  };
  return {
    date: (value) => dateFormat.format(value),
    time: (value) => timeFormat.format(value),
    dateTime: (value) => dateTimeFormat.format(value),
    money(amount, currencyIso) {
      const format = moneyFormat(currencyIso);
      return format ? format.format(amount) : `${new Intl.NumberFormat(locale).format(amount)} ${currencyIso}`;
    },
    odds(decimal, formatId = settings.oddsFormat ?? ODDS_FORMAT.decimal) {
      // An unknown id (e.g. from an old stored setting) shows decimal odds rather than nothing.
      return formatOdds(decimal, isOddsFormatId(formatId) ? formatId : ODDS_FORMAT.decimal);
    },
  };
}
