/**
 * The setting of the migration tests: a copy of the seeded database's users, accounts and journal in a database
 * migrated up to (not including) the migration under test, so the test writes the old-schema rows it needs and
 * then runs the rest of the list. Shared by every migration test so each says only what its migration changes.
 */
import Database from 'better-sqlite3';
import { afterEach } from 'vitest';
import { AdjustableClock } from '../../platform/clock.ts';
import { migrate, type Migration, type SqliteDatabase } from '../../platform/database.ts';
import { openDatabase } from './connection.ts';
import { MIGRATIONS } from './migrations.ts';

const SEEDED_TABLES = ['users', 'accounts', 'account_journal'];

/**
 * Answers a maker of seeded old-schema copies for `migration`; it registers the hook that closes them after each
 * test, so call it at the top of the test file.
 */
export function seededCopiesBefore(migration: Migration): () => SqliteDatabase {
  const before = MIGRATIONS.indexOf(migration);
  // A migration missing from the list would make the copy fully migrated, and the test would pass on nothing.
  if (before < 0) throw new Error('the migration under test is not in MIGRATIONS');
  const opened: SqliteDatabase[] = [];
  afterEach(() => {
    for (const db of opened.splice(0)) db.close();
  });
  return () => {
    const seeded = openDatabase(':memory:', new AdjustableClock());
    const db = new Database(':memory:');
    opened.push(db);
    migrate(db, MIGRATIONS.slice(0, before));
    for (const table of SEEDED_TABLES) {
      for (const row of seeded.db.prepare(`SELECT * FROM ${table}`).all() as Array<Record<string, unknown>>) {
        const columns = Object.keys(row);
        db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(row);
      }
    }
    seeded.close();
    return db;
  };
}
