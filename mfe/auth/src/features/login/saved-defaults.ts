/**
 * Remember-me saved defaults (spec §3 auth form state): login, phone, phoneBySms, passwordLogin,
 * passwordPhone, remember. Passwords are kept in memory only (form switches keep what was typed) and
 * are never written to web storage, where any script on the origin could read them.
 */
import type { SettingsStorage } from '@arena/utils';

export interface SavedDefaults {
  login: string;
  phone: string;
  phoneBySms: string;
  passwordLogin: string;
  passwordPhone: string;
  remember: boolean;
}

export const EMPTY_DEFAULTS: SavedDefaults = { login: '', phone: '', phoneBySms: '', passwordLogin: '', passwordPhone: '', remember: true };

const KEY = 'auth:login-defaults';

export function loadDefaults(storage: SettingsStorage): SavedDefaults {
  const stored = storage.get<Partial<SavedDefaults> | null>(KEY, null);
  if (!stored || typeof stored !== 'object') return EMPTY_DEFAULTS;
  return {
    ...EMPTY_DEFAULTS,
    login: typeof stored.login === 'string' ? stored.login : '',
    phone: typeof stored.phone === 'string' ? stored.phone : '',
    phoneBySms: typeof stored.phoneBySms === 'string' ? stored.phoneBySms : '',
    remember: stored.remember !== false,
  };
}

export function saveDefaults(storage: SettingsStorage, defaults: SavedDefaults): void {
  if (!defaults.remember) {
    // Unticking remember-me forgets the identifiers too: the next visitor on this device sees nothing.
    storage.set(KEY, { remember: false });
    return;
  }
  storage.set(KEY, { login: defaults.login, phone: defaults.phone, phoneBySms: defaults.phoneBySms, remember: true });
}
