/**
 * Display settings (theme, font size, European/Asian view, odds format, time zone, 12/24 h): read from
 * storage at boot, published as the replayed `settings` bus state (every app applies them from there),
 * persisted on every change, and applied to the document as attributes and CSS variables.
 */
import type { ArenaBus, DisplaySettings } from '@arena/event-bus';
import type { SettingsStorage } from '@arena/utils';

export const SETTINGS_STORAGE_KEY = 'display-settings';
export const FONT_SIZES: readonly number[] = [14, 16, 18];
export const ODDS_FORMATS: ReadonlyArray<{ id: number; labelKey: string }> = [
  { id: 0, labelKey: 'odds_decimal' },
  { id: 1, labelKey: 'odds_fractional' },
  { id: 2, labelKey: 'odds_american' },
];
export const TIME_ZONES: readonly number[] = Array.from({ length: 27 }, (_, i) => i - 12);

/** Stored values from an older release may miss fields or carry junk: keep only valid ones. */
export function sanitizeSettings(stored: unknown, defaults: DisplaySettings): DisplaySettings {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Record<keyof DisplaySettings, unknown>>;
  const pick = <K extends keyof DisplaySettings>(key: K, valid: (v: unknown) => boolean): DisplaySettings[K] =>
    (valid(s[key]) ? s[key] : defaults[key]) as DisplaySettings[K];
  return {
    appTheme: pick('appTheme', (v) => v === 0 || v === 1),
    appViewType: pick('appViewType', (v) => v === 0 || v === 1),
    appFontSize: pick('appFontSize', (v) => typeof v === 'number' && FONT_SIZES.includes(v)),
    coefViewId: pick('coefViewId', (v) => ODDS_FORMATS.some((f) => f.id === v)),
    timeZone: pick('timeZone', (v) => typeof v === 'number' && TIME_ZONES.includes(v)),
    is12h: pick('is12h', (v) => typeof v === 'boolean'),
  };
}

export function connectSettings(bus: ArenaBus, storage: SettingsStorage, apply: (s: DisplaySettings) => void): () => void {
  bus.setState('settings', sanitizeSettings(storage.get(SETTINGS_STORAGE_KEY, null), bus.getState('settings')));
  return bus.watchState('settings', (settings) => {
    storage.set(SETTINGS_STORAGE_KEY, settings);
    apply(settings);
  });
}

export function updateSettings(bus: ArenaBus, patch: Partial<DisplaySettings>): void {
  bus.setState('settings', { ...bus.getState('settings'), ...patch });
}

/** The document side: theme and view as data attributes, font size as the root font size. */
export function applySettingsToDocument(settings: DisplaySettings, root: HTMLElement = document.documentElement): void {
  root.dataset['theme'] = settings.appTheme === 1 ? 'dark' : 'light';
  root.dataset['view'] = settings.appViewType === 1 ? 'asian' : 'european';
  root.style.setProperty('--arena-font-size', `${settings.appFontSize}px`);
}
