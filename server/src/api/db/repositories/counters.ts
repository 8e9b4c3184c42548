/** Windowed counters (failed logins per login and per IP, SMS sends, recovery requests). Times in ms. */
import type { Database } from 'better-sqlite3';

export interface CountersRepository {
  /** Current count, 0 when the window (windowMs from its first hit) has passed. */
  get(key: string, nowMs: number, windowMs: number): number;
  increment(key: string, nowMs: number, windowMs: number): number;
  /** Adds a hit and answers the count with the moment (ms) its window ends. */
  hit(key: string, nowMs: number, windowMs: number): { count: number; resetsAtMs: number };
  clear(key: string): void;
  /** Forgets every counter under prefix whose window started before cutoffMs (junk keys do not pile up). */
  pruneOlderThan(prefix: string, cutoffMs: number): void;
}

export function createCountersRepository(db: Database): CountersRepository {
  const get = db.prepare<[string], { count: number; window_start: number }>('SELECT count, window_start FROM counters WHERE key = ?');
  const upsert = db.prepare(
    'INSERT INTO counters (key, count, window_start) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET count = excluded.count, window_start = excluded.window_start',
  );
  const clear = db.prepare('DELETE FROM counters WHERE key = ?');
  const prune = db.prepare('DELETE FROM counters WHERE key >= ? AND key < ? AND window_start < ?');
  const current = (key: string, nowMs: number, windowMs: number) => {
    const row = get.get(key);
    return row && nowMs - row.window_start < windowMs ? row : undefined;
  };
  const hit = db.transaction((key: string, nowMs: number, windowMs: number) => {
    const row = current(key, nowMs, windowMs);
    const count = (row?.count ?? 0) + 1;
    const windowStart = row?.window_start ?? nowMs;
    upsert.run(key, count, windowStart);
    return { count, resetsAtMs: windowStart + windowMs };
  });
  return {
    get: (key, nowMs, windowMs) => current(key, nowMs, windowMs)?.count ?? 0,
    increment: (key, nowMs, windowMs) => hit(key, nowMs, windowMs).count,
    hit: (key, nowMs, windowMs) => hit(key, nowMs, windowMs),
    clear: (key) => void clear.run(key),
    // A range on the primary key (not LIKE, whose wildcards a prefix might contain): prefix ≤ key < prefix + U+FFFF.
    pruneOlderThan: (prefix, cutoffMs) => void prune.run(prefix, `${prefix}\uffff`, cutoffMs),
  };
}
