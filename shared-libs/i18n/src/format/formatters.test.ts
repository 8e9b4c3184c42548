import { describe, expect, it } from 'vitest';
import { createFormatters, intlTimeZone } from './formatters.ts';

// 2030-01-01 21:05 UTC
const instant = Date.UTC(2030, 0, 1, 21, 5);

describe('formatting in the user settings', () => {
  it('dates and times are shown in the user time zone (offset hours)', () => {
    const f = createFormatters({ language: 'en', timeZone: 3, is12h: false });
    expect(f.time(instant)).toBe('00:05');
    expect(f.date(instant)).toBe('01/02/2030');
  });

  it('the 12/24 h setting decides the clock', () => {
    const twelve = createFormatters({ language: 'en', timeZone: 0, is12h: true });
    const twentyFour = createFormatters({ language: 'en', timeZone: 0, is12h: false });
    expect(twelve.time(instant)).toMatch(/^09:05\sPM$/);
    expect(twentyFour.time(instant)).toBe('21:05');
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
