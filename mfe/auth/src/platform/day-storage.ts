/**
 * Values kept for one day (spec §3 "Stored analytics metrics (kept 1 day)", §9): an entry remembers
 * when it was written and reads as absent once a day has passed, so a stale funnel never leaks into
 * tomorrow's analytics. Built over @arena/utils settings storage (which already survives broken storage).
 */
import type { SettingsStorage } from '@arena/utils';

export const ONE_DAY_MS = 24 * 60 * 60 * 1000;

interface Stamped<T> {
  savedAt: number;
  value: T;
}

export interface DayStorage {
  get<T>(key: string, fallback: T): T;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

export function createDayStorage(storage: SettingsStorage, now: () => number = Date.now, ttlMs = ONE_DAY_MS): DayStorage {
  return {
    get<T>(key: string, fallback: T): T {
      const entry = storage.get<Stamped<T> | null>(key, null);
      if (!entry || typeof entry.savedAt !== 'number' || now() - entry.savedAt >= ttlMs) {
        if (entry) storage.remove(key);
        return fallback;
      }
      return entry.value;
    },
    set(key, value) {
      storage.set(key, { savedAt: now(), value });
    },
    remove: (key) => storage.remove(key),
  };
}
