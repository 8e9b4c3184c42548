import { describe, expect, it } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState, type DisplaySettings } from '@arena/event-bus';
import type { SettingsStorage } from '@arena/utils';
import { decodeDisplaySettings } from '@arena/domain';
import { SETTINGS_STORAGE_KEY, connectSettings, rememberSettingsForServer, sanitizeSettings, updateSettings } from './settings-store.ts';

const memoryStorage = (initial: Record<string, unknown> = {}): SettingsStorage & { data: Record<string, unknown> } => {
  const data = { ...initial };
  return {
    data,
    get: <T,>(key: string, fallback: T) => (key in data ? (data[key] as T) : fallback),
    set: (key, value) => ((data[key] = value), true),
    remove: (key) => void delete data[key],
  };
};

describe('display settings', () => {
  it('stored settings are restored at boot and every change is persisted and applied', () => {
    const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
    const storage = memoryStorage({ [SETTINGS_STORAGE_KEY]: { ...INITIAL_STATE.settings, appTheme: 0 } });
    const applied: DisplaySettings[] = [];
    const off = connectSettings(bus, storage, (s) => applied.push(s));
    expect(bus.getState('settings').appTheme).toBe(0);
    updateSettings(bus, { appViewType: 1, is12h: true });
    expect(storage.data[SETTINGS_STORAGE_KEY]).toMatchObject({ appTheme: 0, appViewType: 1, is12h: true });
    expect(applied.at(-1)).toMatchObject({ appViewType: 1 });
    off();
  });

  it('the settings go into the cookie the host reads, so the next page arrives in them (issue 26)', () => {
    const doc = { cookie: '' };
    const chosen: DisplaySettings = { ...INITIAL_STATE.settings, appTheme: 0, coefViewId: 2, appFontSize: 18 };
    rememberSettingsForServer(chosen, doc);
    const [pair, ...attributes] = doc.cookie.split('; ');
    expect(pair!.startsWith('arena_display=')).toBe(true);
    expect(decodeDisplaySettings(pair!.slice('arena_display='.length))).toEqual(chosen);
    expect(attributes).toEqual(['Path=/', 'Max-Age=31536000', 'SameSite=Lax']);
  });

  it('junk from storage falls back to defaults field by field', () => {
    expect(sanitizeSettings({ appTheme: 7, appFontSize: 18, is12h: 'yes' }, INITIAL_STATE.settings)).toEqual({
      ...INITIAL_STATE.settings,
      appFontSize: 18,
    });
    expect(sanitizeSettings(null, INITIAL_STATE.settings)).toEqual(INITIAL_STATE.settings);
  });
});
