/**
 * Database access of the platform: a SQLite file (better-sqlite3) opened with the pragmas every Arena
 * database uses, and the append-only migration rule (PRAGMA user_version counts the migrations that ran).
 * What the tables are belongs to whoever owns the data (the reference backend: api/db/).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;

/** Opens (creating its folder) a database file, or ':memory:', in WAL mode with foreign keys on. */
export function openSqlite(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  return db;
}

/**
 * One migration: SQL, or a function for a data conversion SQL cannot do exactly (decimal rounding of
 * stored REAL money, say); a function runs in the same transaction as the SQL ones.
 */
export type Migration = string | ((db: SqliteDatabase) => void);

/**
 * Applies the migrations this database has not run yet, in one transaction, and answers how many ran.
 * Append only: never edit a shipped migration (databases in the field already ran it).
 */
export function migrate(db: SqliteDatabase, migrations: readonly Migration[]): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  const apply = db.transaction(() => {
    for (let i = current; i < migrations.length; i++) {
      const migration = migrations[i] ?? '';
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      db.pragma(`user_version = ${i + 1}`);
    }
  });
  apply();
  return migrations.length - current;
}
