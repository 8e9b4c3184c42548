/**
 * Display settings (theme, font size, European/Asian view, odds format, time zone, 12/24 h): read from
 * storage at boot, published as the replayed `settings` bus state (every app applies them from there),
 * persisted on every change, and applied to the document as attributes and CSS variables.
 */
import { DISPLAY_COOKIE, DISPLAY_SETTING_RULES, encodeDisplaySettings } from '@arena/domain';
import type { ArenaBus, DisplaySettings } from '@arena/event-bus';
import type { SettingsStorage } from '@arena/utils';

export { FONT_SIZES, TIME_ZONES } from '@arena/domain';
export const SETTINGS_STORAGE_KEY = 'display-settings';
export const ODDS_FORMATS: ReadonlyArray<{ id: number; labelKey: string }> = [
  { id: 0, labelKey: 'odds_decimal' },
  { id: 1, labelKey: 'odds_fractional' },
  { id: 2, labelKey: 'odds_american' },
];

/** Stored values from an older release may miss fields or carry junk: keep only valid ones. */
export function sanitizeSettings(stored: unknown, defaults: DisplaySettings): DisplaySettings {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Record<keyof DisplaySettings, unknown>>;
  const pick = <K extends keyof DisplaySettings>(key: K): DisplaySettings[K] => (DISPLAY_SETTING_RULES[key](s[key]) ? s[key] : defaults[key]) as DisplaySettings[K];
  return {
    appTheme: pick('appTheme'),
    appViewType: pick('appViewType'),
    appFontSize: pick('appFontSize'),
    coefViewId: pick('coefViewId'),
    timeZone: pick('timeZone'),
    is12h: pick('is12h'),
  };
}

/**
 * The settings as the cookie the host reads (issue 26): the next page then arrives in this theme, view,
 * font size and odds format, instead of the defaults until the shell boots. A year, this site only, not
 * sent by other sites' requests (SameSite=Lax), not secret (it holds no more than the page shows).
 */
export function rememberSettingsForServer(settings: DisplaySettings, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = `${DISPLAY_COOKIE}=${encodeDisplaySettings(settings)}; Path=/; Max-Age=31536000; SameSite=Lax`;
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
