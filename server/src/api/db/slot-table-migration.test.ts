/**
 * Issue 30 leftovers (a classic round verifies on its own table): the migration that records which classic table
 * dealt each round, run on a copy of a seeded database holding slot rounds written before it. A low game's round
 * dealt on the shared (medium) table before the tables per volatility gets `medium`, a later one its game's `low`;
 * a round with no dealt outcome takes its game's table; other engines' rounds none. Nothing else changes.
 */
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../platform/clock.ts';
import { migrate, type SqliteDatabase } from '../../platform/database.ts';
import { casinoCatalogue } from '../casino/catalogue/catalogue-instance.ts';
import { outcomeOf } from '../casino/games/engines.ts';
import { hashServerSeed } from '../casino/games/provably-fair.ts';
import { openDatabase } from './connection.ts';
import { MIGRATIONS } from './migrations.ts';
import { reconcileBalances } from './reconcile.ts';
import { slotTableMigration } from './slot-table-migration.ts';

const BEFORE = MIGRATIONS.indexOf(slotTableMigration);
const opened: SqliteDatabase[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/** The seeded users, accounts and journal, in a database migrated up to (not including) the slot table migration. */
function seededOldSchema(): SqliteDatabase {
  const seeded = openDatabase(':memory:', new AdjustableClock());
  const db = new Database(':memory:');
  opened.push(db);
  migrate(db, MIGRATIONS.slice(0, BEFORE));
  for (const table of ['users', 'accounts', 'account_journal']) {
    for (const row of seeded.db.prepare(`SELECT * FROM ${table}`).all() as Array<Record<string, unknown>>) {
      const columns = Object.keys(row);
      db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(row);
    }
  }
  seeded.close();
  return db;
}

const gameId = (slug: string) => casinoCatalogue().find(slug)!.id;

/** A settled round as the old code wrote it: the outcome its table dealt (or none), no table column. */
function insertOldRound(db: SqliteDatabase, slug: string, engine: string, nonce: number, dealtOn: 'low' | 'medium' | 'high' | null) {
  const seeds = { serverSeed: `old-seed-${nonce}`, clientSeed: 'old-client', nonce };
  const outcome = dealtOn ? outcomeOf('slot', seeds, { params: { volatility: dealtOn } }) : engine === 'crash' ? { crashPoint: 1.5, cashedOutAt: null } : { rolledBack: true };
  db.prepare(
    `INSERT INTO casino_rounds (session_id, user_id, game_id, engine, mode, account_id, currency_id, stake, status, server_seed, server_seed_hash, client_seed, nonce, outcome, client_key, started_at_ms, created_at)
     VALUES ('s1', 1, ?, ?, 'real', 1, 1, 1000, ?, ?, ?, ?, ?, ?, ?, 0, 0)`,
  ).run(gameId(slug), engine, dealtOn ? 'settled' : 'rolled_back', seeds.serverSeed, hashServerSeed(seeds.serverSeed), seeds.clientSeed, nonce, JSON.stringify(outcome), `key-${nonce}`);
}

describe('the classic slot table migration (issue 30 leftovers)', () => {
  it('records the table that really dealt each classic round of a seeded database, keeping every other column', () => {
    expect(BEFORE).toBeGreaterThan(0);
    // juicy-lemons: a low-volatility classic game; sweet-fruits: high; Fruit Fiesta 5: medium (catalogue).
    expect([casinoCatalogue().find('juicy-lemons')?.volatility, casinoCatalogue().find('sweet-fruits')?.volatility]).toEqual(['low', 'high']);
    const db = seededOldSchema();
    insertOldRound(db, 'juicy-lemons', 'slot', 1, 'medium'); // dealt before the tables per volatility: the shared table
    insertOldRound(db, 'juicy-lemons', 'slot', 2, 'low'); // dealt after: its game's table
    insertOldRound(db, 'sweet-fruits', 'slot', 3, 'medium');
    insertOldRound(db, 'sweet-fruits', 'slot', 4, 'high');
    insertOldRound(db, 'fruit-fiesta-5', 'slot', 5, 'medium');
    insertOldRound(db, 'sweet-fruits', 'slot', 6, null); // rolled back: nothing was dealt
    insertOldRound(db, 'rocket-crash', 'crash', 7, null);
    const before = db.prepare('SELECT * FROM casino_rounds ORDER BY id').all() as Array<Record<string, unknown>>;
    migrate(db, MIGRATIONS);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    const after = db.prepare('SELECT * FROM casino_rounds ORDER BY id').all() as Array<Record<string, unknown>>;
    expect(after.map((row) => row['slot_table'])).toEqual(['medium', 'low', 'medium', 'high', 'medium', 'high', null]);
    expect(after.map(({ slot_table: _, ...row }) => row)).toEqual(before);
    expect(reconcileBalances(db)).toEqual([]);
    // Applying the list again runs nothing (user_version): the backfill is not re-run on the next start.
    db.prepare("UPDATE casino_rounds SET slot_table = 'low' WHERE id = 1").run();
    migrate(db, MIGRATIONS);
    expect(db.prepare('SELECT slot_table FROM casino_rounds WHERE id = 1').get()).toEqual({ slot_table: 'low' });
  });
});
