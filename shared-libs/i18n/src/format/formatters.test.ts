import { describe, expect, it } from 'vitest';
import { intlLocale } from '@arena/domain';
import { createFormatters, intlTimeZone } from './formatters.ts';

// 2030-01-01 21:05 UTC
const instant = Date.UTC(2030, 0, 1, 21, 5);

describe('formatting in the user settings', () => {
  it('dates and times are shown in the user time zone (offset hours)', () => {
    const f = createFormatters({ language: 'en', timeZone: 3, is12h: false });
    expect(f.time(instant)).toBe('00:05');
    expect(f.date(instant)).toBe('01/02/2030');
  });

  it('one formatter set per settings combination: a list of rows builds its date formats once (issue 26)', () => {
    const first = createFormatters({ language: 'ru', timeZone: 5, is12h: false, oddsFormat: 0 });
    expect(createFormatters({ language: 'ru', timeZone: 5, is12h: false, oddsFormat: 0 })).toBe(first);
    const other = createFormatters({ language: 'ru', timeZone: 5, is12h: true, oddsFormat: 0 });
    expect(other).not.toBe(first);
    expect(first.time(instant)).toBe('02:05');
    expect(other.time(instant)).toMatch(/^0?2:05/);
  });

  it('the 12/24 h setting decides the clock', () => {
    const twelve = createFormatters({ language: 'en', timeZone: 0, is12h: true });
    const twentyFour = createFormatters({ language: 'en', timeZone: 0, is12h: false });
    expect(twelve.time(instant)).toMatch(/^09:05\sPM$/);
    expect(twentyFour.time(instant)).toBe('21:05');
  });

  it("an hours-offset zone is formatted in UTC, never as a named zone: a named zone's first format loads the browser's zone database (~100 ms) inside the page's hydration", () => {
    const Real = Intl.DateTimeFormat;
    const zones: unknown[] = [];
    Intl.DateTimeFormat = function (locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
      zones.push(options?.timeZone);
      return new Real(locale, options);
    } as unknown as typeof Intl.DateTimeFormat;
    try {
      // A combination no other test uses: its formats are built here, on first use.
      const f = createFormatters({ language: 'az', timeZone: 7, is12h: false });
      for (const format of [f.date, f.time, f.dateTime, f.shortDateTime, f.longDateTime]) format(instant);
    } finally {
      Intl.DateTimeFormat = Real;
    }
    expect(zones).toEqual(['UTC', 'UTC', 'UTC', 'UTC', 'UTC']);
  });

  it('an hours-offset zone shows the same text as its Etc/GMT zone, across languages, clocks and day boundaries', () => {
    const instants = [instant, Date.UTC(2030, 5, 30, 23, 59), Date.UTC(2031, 2, 31, 0, 30)];
    for (const timeZone of [-11, -5, 0, 3, 12, 14]) {
      for (const language of ['ru', 'en', 'ar']) {
        const is12h = timeZone < 0;
        const f = createFormatters({ language, timeZone, is12h });
        const clock = { hour: '2-digit', minute: '2-digit', hourCycle: is12h ? 'h12' : 'h23' } as const;
        for (const at of instants) {
          const named = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlLocale(language), { timeZone: intlTimeZone(timeZone), ...options }).format(at);
          expect(f.shortDateTime(at)).toBe(named({ day: '2-digit', month: '2-digit', ...clock }));
          expect(f.date(new Date(at))).toBe(named({ day: '2-digit', month: '2-digit', year: 'numeric' }));
          expect(f.longDateTime(at)).toBe(named({ day: 'numeric', month: 'long', ...clock }));
        }
      }
    }
    // A half-hour offset (its "+05:30" zone name is not one every Intl takes): 21:05 UTC is 02:35 there.
    expect(createFormatters({ language: 'ru', timeZone: 5.5, is12h: false }).shortDateTime(instant)).toBe('02.01, 02:35');
  });

  it('hour offsets map to Intl zones (Etc/GMT signs are inverted)', () => {
    expect(intlTimeZone(3)).toBe('Etc/GMT-3');
    expect(intlTimeZone(-5)).toBe('Etc/GMT+5');
    expect(intlTimeZone(0)).toBe('UTC');
    expect(intlTimeZone(5.5)).toBe('+05:30');
    expect(intlTimeZone('Europe/Moscow')).toBe('Europe/Moscow');
  });

  it('money is formatted per currency', () => {
    const f = createFormatters({ language: 'en', timeZone: 3, is12h: false });
    expect(f.money(1234.5, 'USD')).toBe('$1,234.50');
    expect(f.money(10, 'KWD')).toMatch(/^KWD\s10\.000$/);
    expect(f.money(5, 'POINTS')).toBe('5 POINTS');
  });

  it('money for an empty or non-ISO code is the number alone or the number plus the code', () => {
    const f = createFormatters({ language: 'ru', timeZone: 3, is12h: false });
    expect(f.money(1500.5, '')).toBe('1\u00a0500,5');
    expect(f.money(1500.5, 'POINTS')).toBe('1\u00a0500,5 POINTS');
  });

  it('money in the page language: "1 500,50 ₽" in ru; whole amounts may drop the zero cents (balances, limits)', () => {
    const ru = createFormatters({ language: 'ru', timeZone: 3, is12h: false });
    expect(ru.money(1500.5, 'RUB')).toBe('1\u00a0500,50\u00a0₽');
    expect(ru.money(1500, 'RUB', { dropZeroCents: true })).toBe('1\u00a0500\u00a0₽');
    expect(ru.money(1500.5, 'RUB', { dropZeroCents: true })).toBe('1\u00a0500,50\u00a0₽');
    expect(ru.money(1500, 'RUB')).toBe('1\u00a0500,00\u00a0₽');
    const en = createFormatters({ language: 'en', timeZone: 3, is12h: false });
    expect(en.money(6000, 'RUB')).toBe('RUB\u00a06,000.00');
  });

  it('plain numbers: grouped, up to 2 decimals, or exactly the decimals asked for', () => {
    const ru = createFormatters({ language: 'ru', timeZone: 3, is12h: false });
    expect(ru.number(1500.567)).toBe('1\u00a0500,57');
    expect(ru.number(0.2)).toBe('0,2');
    expect(ru.number(2710, { fractionDigits: 2 })).toBe('2\u00a0710,00');
    const en = createFormatters({ language: 'en', timeZone: 3, is12h: false });
    expect(en.number(1500)).toBe('1,500');
    expect(en.number(1.5, { fractionDigits: 0 })).toBe('2');
    // Arabic pages keep Latin digits, as sums are written on betting sites.
    expect(createFormatters({ language: 'ar', timeZone: 3, is12h: false }).number(1500.5)).toBe('1,500.5');
  });

  it('percents: RTP 0.965 is "96,50 %" in ru and "96.50%" in en', () => {
    expect(createFormatters({ language: 'ru', timeZone: 3, is12h: false }).percent(0.965)).toBe('96,50\u00a0%');
    expect(createFormatters({ language: 'en', timeZone: 3, is12h: false }).percent(0.965)).toBe('96.50%');
    expect(createFormatters({ language: 'en', timeZone: 3, is12h: false }).percent(0.05, 0)).toBe('5%');
  });

  it('multipliers have two decimals in the page language', () => {
    expect(createFormatters({ language: 'ru', timeZone: 3, is12h: false }).multiplier(2.35)).toBe('2,35×');
    expect(createFormatters({ language: 'en', timeZone: 3, is12h: false }).multiplier(1)).toBe('1.00×');
  });

  it('short date-times have day, month and time without the year, in the user time zone and clock', () => {
    expect(createFormatters({ language: 'ru', timeZone: 3, is12h: false }).shortDateTime(instant)).toBe('02.01, 00:05');
    expect(createFormatters({ language: 'en', timeZone: 3, is12h: true }).shortDateTime(instant)).toMatch(/^01\/02, 12:05\sAM$/);
  });

  it('a kick-off is its time on the same day (in the user time zone), else day, month and time', () => {
    const ru = createFormatters({ language: 'ru', timeZone: 3, is12h: false });
    expect(ru.kickOff(instant, instant + 3_600_000)).toBe('00:05');
    expect(ru.kickOff(instant, instant - 60_000)).toBe('00:05');
    // 15:05 UTC is the same UTC day as the kick-off (21:05 UTC) but the day before at UTC+3.
    expect(ru.kickOff(instant, instant - 6 * 3_600_000)).toBe('02.01, 00:05');
  });

  it('long date-times name the month, for notices', () => {
    expect(createFormatters({ language: 'ru', timeZone: 3, is12h: false }).longDateTime(instant)).toBe('2 января в 00:05');
    expect(createFormatters({ language: 'en', timeZone: 0, is12h: false }).longDateTime(instant)).toBe('January 1 at 21:05');
  });

  it('site language codes ua and kz format with their Intl locales', () => {
    const f = createFormatters({ language: 'ua', timeZone: 3, is12h: false });
    expect(f.money(1, 'UAH')).toContain('₴');
  });

  it('odds are shown in the chosen format through the domain conversion, decimal rounded to 3 decimals', () => {
    const american = createFormatters({ language: 'en', timeZone: 3, is12h: false, oddsFormat: 2 });
    expect(american.odds(2.5)).toBe('+150');
    expect(american.odds(1.5, 1)).toBe('1/2');
    expect(american.odds(1.23456, 0)).toBe('1.235');
    expect(american.odds(2, 0)).toBe('2.00');
  });

  it('an unknown odds format id shows decimal odds', () => {
    expect(createFormatters({ language: 'en', timeZone: 3, is12h: false, oddsFormat: 3 }).odds(1.5)).toBe('1.50');
  });
});
