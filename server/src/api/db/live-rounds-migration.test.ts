/**
 * Issue 30 (live tables survive a restart): the migration that adds the live tables' rounds and links each live
 * bet to its round, run on a copy of a seeded database that already holds casino rounds written with the old
 * schema: they are kept as they were (not a live table round's: live_round_id empty), balances still reconcile.
 */
import { describe, expect, it } from 'vitest';
import { migrate, type SqliteDatabase } from '../../platform/database.ts';
import { seededCopiesBefore } from './migration-test-support.ts';
import { liveRoundsMigration, MIGRATIONS } from './migrations.ts';
import { reconcileBalances } from './reconcile.ts';

const BEFORE = MIGRATIONS.indexOf(liveRoundsMigration);
/** The seeded users, accounts and journal, in a database migrated up to (not including) the live rounds migration. */
const seededOldSchema = seededCopiesBefore(liveRoundsMigration);

const insertRound = (db: SqliteDatabase, status: string) =>
  db
    .prepare(
      `INSERT INTO casino_rounds (session_id, user_id, game_id, engine, mode, account_id, currency_id, stake, status, server_seed, server_seed_hash, client_seed, nonce, client_key, started_at_ms, created_at)
       VALUES ('s1', 1, 1101, 'roulette', 'real', 1, 1, 10000, ?, 'seed', 'hash', 'table-live-roulette-neva', 7, ?, 0, 0)`,
    )
    .run(status, `key-${status}`);

describe('the live rounds migration (issue 30)', () => {
  it('applies once on a seeded database with old casino rounds, keeping them as they were', () => {
    expect(BEFORE).toBeGreaterThan(0);
    const db = seededOldSchema();
    insertRound(db, 'settled');
    insertRound(db, 'open');
    const before = db.prepare('SELECT * FROM casino_rounds ORDER BY id').all() as Array<Record<string, unknown>>;
    // Up to this migration: a later one (the classic slot table column) changes the rows on its own, in its own test.
    const UP_TO = MIGRATIONS.slice(0, BEFORE + 1);
    migrate(db, UP_TO);
    expect(db.pragma('user_version', { simple: true })).toBe(UP_TO.length);
    const after = db.prepare('SELECT * FROM casino_rounds ORDER BY id').all() as Array<Record<string, unknown>>;
    expect(after).toEqual(before.map((row) => ({ ...row, live_round_id: null })));
    const columns = (db.prepare('SELECT name FROM pragma_table_info(?)').all('casino_live_rounds') as Array<{ name: string }>).map((c) => c.name);
    expect(columns).toEqual(['id', 'game_id', 'number', 'phase', 'server_seed', 'server_seed_hash', 'client_seed', 'opens_at', 'closes_at', 'draws_at', 'ends_at', 'result', 'finished_at']);
    expect(db.prepare('SELECT COUNT(*) AS n FROM casino_live_rounds').get()).toEqual({ n: 0 });
    // A table's round number is unique: it is the nonce of the round's floats.
    const round = db.prepare("INSERT INTO casino_live_rounds (game_id, number, phase, server_seed, server_seed_hash, client_seed, opens_at, closes_at, draws_at, ends_at) VALUES (1101, 1, 'betting', 's', 'h', 'c', 0, 1, 2, 3)");
    round.run();
    expect(() => round.run()).toThrow(/UNIQUE/);
    expect(reconcileBalances(db)).toEqual([]);
    // Applying the list again runs nothing (user_version): the migration is not re-run on the next start.
    migrate(db, UP_TO);
    expect(db.prepare('SELECT COUNT(*) AS n FROM casino_live_rounds').get()).toEqual({ n: 1 });
  });
});
