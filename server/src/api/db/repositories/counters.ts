/** Windowed counters (failed logins per login and per IP, SMS sends, recovery requests). Times in ms. */
import type { Database } from 'better-sqlite3';

export interface CountersRepository {
  /** Current count, 0 when the window (windowMs from its first hit) has passed. */
  get(key: string, nowMs: number, windowMs: number): number;
  increment(key: string, nowMs: number, windowMs: number): number;
  clear(key: string): void;
}

export function createCountersRepository(db: Database): CountersRepository {
  const get = db.prepare<[string], { count: number; window_start: number }>('SELECT count, window_start FROM counters WHERE key = ?');
  const upsert = db.prepare(
    'INSERT INTO counters (key, count, window_start) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET count = excluded.count, window_start = excluded.window_start',
  );
  const clear = db.prepare('DELETE FROM counters WHERE key = ?');
  const current = (key: string, nowMs: number, windowMs: number) => {
    const row = get.get(key);
    return row && nowMs - row.window_start < windowMs ? row : undefined;
  };
  return {
    get: (key, nowMs, windowMs) => current(key, nowMs, windowMs)?.count ?? 0,
    increment(key, nowMs, windowMs) {
      return db.transaction(() => {
        const row = current(key, nowMs, windowMs);
        const count = (row?.count ?? 0) + 1;
        upsert.run(key, count, row?.window_start ?? nowMs);
        return count;
      })();
    },
    clear: (key) => void clear.run(key),
  };
}
