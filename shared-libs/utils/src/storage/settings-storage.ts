/**
 * Settings kept in web storage. Storage can be full, disabled (private mode) or hold junk written by an
 * older release; such failures are logged (spec §8) and the caller gets the fallback instead of an error.
 */
import { logger as pageLogger, type Logger } from '../logger/logger.ts';

export interface SettingsStorage {
  get<T>(key: string, fallback: T): T;
  set(key: string, value: unknown): boolean;
  remove(key: string): void;
}

export interface SettingsStorageOptions {
  /** Resolved lazily: `localStorage` may throw on access in some browsers. */
  storage?: () => Storage;
  prefix?: string;
  logger?: Logger;
}

export function createSettingsStorage(options: SettingsStorageOptions = {}): SettingsStorage {
  const { storage = () => globalThis.localStorage, prefix = 'arena:', logger = pageLogger } = options;
  const fail = (operation: string, key: string, error: unknown): void =>
    logger.warn('settings storage failure', { operation, key, error });
  return {
    get<T>(key: string, fallback: T): T {
      try {
        // No web storage at all (the host's server render, issue 26): every setting is its default there.
        const store = storage() as Storage | undefined;
        if (!store) return fallback;
        const raw = store.getItem(prefix + key);
        return raw === null ? fallback : (JSON.parse(raw) as T);
      } catch (error) {
        fail('get', key, error);
        return fallback;
      }
    },
    set(key, value) {
      try {
        storage().setItem(prefix + key, JSON.stringify(value));
        return true;
      } catch (error) {
        fail('set', key, error);
        return false;
      }
    },
    remove(key) {
      try {
        storage().removeItem(prefix + key);
      } catch (error) {
        fail('remove', key, error);
      }
    },
  };
}

export const settingsStorage: SettingsStorage = createSettingsStorage();
