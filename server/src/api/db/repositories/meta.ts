/** Key/value settings: token secret, terms version, site-config patch. */
import type { Database } from 'better-sqlite3';

export interface MetaRepository {
  get(key: string): string | null;
  set(key: string, value: string): void;
  delete(key: string): void;
}

export function createMetaRepository(db: Database): MetaRepository {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const set = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value');
  const del = db.prepare('DELETE FROM meta WHERE key = ?');
  return {
    get: (key) => get.get(key)?.value ?? null,
    set: (key, value) => void set.run(key, value),
    delete: (key) => void del.run(key),
  };
}
