import { describe, expect, it } from 'vitest';
import { decodeDisplaySettings, DISPLAY_SETTING_RULES, encodeDisplaySettings, type DisplaySettingsValue } from './display-settings.ts';

const light: DisplaySettingsValue = { appTheme: 0, appViewType: 1, appFontSize: 18, coefViewId: 2, timeZone: -5, is12h: true };

describe('display settings (spec §3 global settings) in the cookie the host reads (issue 26)', () => {
  it('round-trips every valid set exactly', () => {
    expect(encodeDisplaySettings(light)).toBe('t0.v1.f18.o2.z-5.h1');
    expect(decodeDisplaySettings(encodeDisplaySettings(light))).toEqual(light);
    const dark: DisplaySettingsValue = { appTheme: 1, appViewType: 0, appFontSize: 16, coefViewId: 0, timeZone: 3, is12h: false };
    expect(decodeDisplaySettings(encodeDisplaySettings(dark))).toEqual(dark);
  });

  it('refuses anything that is not exactly a valid set: never a partial guess', () => {
    for (const bad of [undefined, '', 't0', 't0.v1.f18.o2.z-5', 't2.v1.f18.o2.z-5.h1', 't0.v1.f17.o2.z-5.h1', 't0.v1.f18.o9.z-5.h1', 't0.v1.f18.o2.z15.h1', 't0.v1.f18.o2.z-5.h2', 'v1.t0.f18.o2.z-5.h1', 't0.v1.f18.o2.z-5.h1.x1', 't0.v1.f1e1.o2.z-5.h1', 'x'.repeat(100)]) {
      expect(decodeDisplaySettings(bad), String(bad)).toBeNull();
    }
  });

  it('names the valid values the shell keeps: light/dark, two views, three font sizes, the odds formats, UTC−12…+14', () => {
    expect(DISPLAY_SETTING_RULES.appFontSize(16)).toBe(true);
    expect(DISPLAY_SETTING_RULES.appFontSize(15)).toBe(false);
    expect(DISPLAY_SETTING_RULES.timeZone(14)).toBe(true);
    expect(DISPLAY_SETTING_RULES.timeZone(-13)).toBe(false);
    expect(DISPLAY_SETTING_RULES.coefViewId(2)).toBe(true);
  });
});
