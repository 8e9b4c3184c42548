/** Issue 27: a reconciliation check proves every balance equals its journal. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../platform/clock.ts';
import { openDatabase, type OpenedDatabase } from './connection.ts';
import { MIGRATIONS } from './migrations.ts';
import { reconcileBalances } from './reconcile.ts';

let database: OpenedDatabase;
beforeEach(() => {
  database = openDatabase(':memory:', new AdjustableClock());
});
afterEach(() => database.close());

describe('reconciliation: every balance equals its journal', () => {
  it('the seeded database reconciles, and still does after debits, credits and a new funded account', () => {
    expect(reconcileBalances(database.db)).toEqual([]);
    const accounts = database.repos.accounts;
    expect(accounts.debit(1, 12.34)).toBe(true);
    expect(accounts.credit(1, 0.01)).toBe(true);
    expect(accounts.debit(1, 1e9)).toBe(false);
    accounts.create({ user_id: 1, type: 9, currency_id: 7, money: 1.001 });
    expect(reconcileBalances(database.db)).toEqual([]);
  });

  it('money moved past the journal is reported with its account and amount', () => {
    database.db.prepare('UPDATE accounts SET money = money + 5 WHERE id = 1').run();
    expect(reconcileBalances(database.db)).toEqual([expect.objectContaining({ accountId: 1, differenceMinor: 5 })]);
  });

  it('the migration opens the journal of an existing database with each balance', () => {
    const journalMigration = MIGRATIONS.find((m) => typeof m === 'string' && m.includes('CREATE TABLE IF NOT EXISTS account_journal'));
    expect(typeof journalMigration).toBe('string');
    const opening = String(journalMigration).split('; ').find((statement) => statement.startsWith('INSERT INTO account_journal'))!;
    database.db.exec('DELETE FROM account_journal');
    expect(reconcileBalances(database.db).length).toBeGreaterThan(0);
    database.db.exec(opening);
    expect(reconcileBalances(database.db)).toEqual([]);
  });
});
