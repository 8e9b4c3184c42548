/**
 * A player's display settings (spec §3 "Global settings": theme, view, font size, odds format, time zone,
 * 12/24 h): which values are valid, and their short cookie form. The shell keeps them in storage and in the
 * cookie; the host reads the cookie so a page arrives in the player's theme and odds format, with no flash
 * (issue 26). One rule for both: a value the shell would refuse is refused by the host too.
 */
import { isOddsFormatId } from '../odds/oddsFormats.ts';

export interface DisplaySettingsValue {
  appTheme: 0 | 1;
  appViewType: 0 | 1;
  appFontSize: number;
  coefViewId: number;
  timeZone: number;
  is12h: boolean;
}

export const DISPLAY_COOKIE = 'arena_display';
export const FONT_SIZES: readonly number[] = [14, 16, 18];
export const TIME_ZONES: readonly number[] = Array.from({ length: 27 }, (_, i) => i - 12);

/** Whether each stored value may be used (an older release may have stored junk). */
export const DISPLAY_SETTING_RULES: { readonly [K in keyof DisplaySettingsValue]: (value: unknown) => value is DisplaySettingsValue[K] } = {
  appTheme: (v): v is 0 | 1 => v === 0 || v === 1,
  appViewType: (v): v is 0 | 1 => v === 0 || v === 1,
  appFontSize: (v): v is number => typeof v === 'number' && FONT_SIZES.includes(v),
  coefViewId: (v): v is number => isOddsFormatId(v),
  timeZone: (v): v is number => typeof v === 'number' && TIME_ZONES.includes(v),
  is12h: (v): v is boolean => typeof v === 'boolean',
};

/** The cookie's letters, one per setting, in this order: `t1.v0.f16.o2.z3.h0`. */
const LETTERS = { appTheme: 't', appViewType: 'v', appFontSize: 'f', coefViewId: 'o', timeZone: 'z', is12h: 'h' } as const;
const KEYS = Object.keys(LETTERS) as (keyof DisplaySettingsValue)[];

export function encodeDisplaySettings(settings: DisplaySettingsValue): string {
  return KEYS.map((key) => `${LETTERS[key]}${typeof settings[key] === 'boolean' ? Number(settings[key]) : settings[key]}`).join('.');
}

/** The settings a cookie value names, or null when it is not exactly a valid set (never a partial guess). */
export function decodeDisplaySettings(value: string | undefined): DisplaySettingsValue | null {
  if (!value || value.length > 64) return null;
  const parts = value.split('.');
  if (parts.length !== KEYS.length) return null;
  const settings: Record<string, unknown> = {};
  for (const [i, key] of KEYS.entries()) {
    const part = parts[i]!;
    const number = part.startsWith(LETTERS[key]) && /^-?\d{1,3}$/.test(part.slice(1)) ? Number(part.slice(1)) : Number.NaN;
    const candidate = key === 'is12h' ? (number === 1 ? true : number === 0 ? false : null) : number;
    if (!DISPLAY_SETTING_RULES[key](candidate)) return null;
    settings[key] = candidate;
  }
  return settings as unknown as DisplaySettingsValue;
}
