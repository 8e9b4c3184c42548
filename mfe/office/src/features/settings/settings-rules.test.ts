import { describe, expect, it } from 'vitest';
import { differs, TIME_ZONES, timeZoneLabel } from './settings-rules.ts';

const base = { appTheme: 1 as const, appViewType: 0 as const, appFontSize: 16, coefViewId: 0, timeZone: 3, is12h: false };

describe('display settings', () => {
  it('offers every whole-hour time zone from UTC−12 to UTC+14', () => {
    expect(TIME_ZONES[0]).toBe(-12);
    expect(TIME_ZONES.at(-1)).toBe(14);
    expect([timeZoneLabel(3), timeZoneLabel(-5), timeZoneLabel(0)]).toEqual(['UTC+3', 'UTC−5', 'UTC']);
  });
  it('tells when stored settings change what is shown', () => {
    expect(differs(base, { ...base })).toBe(false);
    expect(differs(base, { ...base, is12h: true })).toBe(true);
  });
});
