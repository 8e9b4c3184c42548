/**
 * Issue 27 (money once): the migration that turns the REAL money columns into INTEGER minor units, run on a
 * copy of a seeded database whose played data (coupons, toto coupons, limits, deposits, casino wallet) was
 * written with the old schema; every row is compared with the minor units it must hold.
 */
import { describe, expect, it } from 'vitest';
import { migrate, type SqliteDatabase } from '../../platform/database.ts';
import { currencyPrecision } from '../shared/reference-data.ts';
import { seededCopiesBefore } from './migration-test-support.ts';
import { MIGRATIONS } from './migrations.ts';
import { moneyColumnsToMinorUnits } from './money-columns-migration.ts';
import { reconcileBalances } from './reconcile.ts';

/** The seeded users, accounts and journal, in a database migrated up to (not including) the money migration. */
const seededOldSchema = seededCopiesBefore(moneyColumnsToMinorUnits);

const insertUser = (db: SqliteDatabase, login: string) =>
  Number(db.prepare(`INSERT INTO users (login, password_hash, country_id, currency_id, registration_type, password_changed_at, created_at) VALUES (?, 'h', 1, 1, 'full', 0, 0)`).run(login).lastInsertRowid);
const insertAccount = (db: SqliteDatabase, userId: number, type: number, currencyId: number) =>
  Number(db.prepare('INSERT INTO accounts (user_id, type, currency_id, money) VALUES (?, ?, ?, 0)').run(userId, type, currencyId).lastInsertRowid);

function insertCoupon(db: SqliteDatabase, accountId: number, money: { amount: number; possibleWin: number; payout: number; asked?: number | null; refunded?: number }): number {
  const userId = (db.prepare('SELECT user_id FROM accounts WHERE id = ?').get(accountId) as { user_id: number }).user_id;
  return Number(
    db
      .prepare(
        `INSERT INTO coupons (user_id, account_id, type_id, amount, coef, possible_win, change_coef_action, status, payout, created_at, asked_amount, refunded)
         VALUES (?, ?, 0, ?, 1.5, ?, 0, 'won', ?, 0, ?, ?)`,
      )
      .run(userId, accountId, money.amount, money.possibleWin, money.payout, money.asked ?? null, money.refunded ?? 0).lastInsertRowid,
  );
}

const columnTypes = (db: SqliteDatabase, table: string) =>
  Object.fromEntries((db.prepare('SELECT name, type FROM pragma_table_info(?)').all(table) as Array<{ name: string; type: string }>).map((c) => [c.name, c.type]));

describe('the money-columns migration (REAL major units → INTEGER minor units, issue 27)', () => {
  it('converts every coupon, toto coupon, deposit and money limit of a seeded database exactly, half up per currency', () => {
    const db = seededOldSchema();
    const demoRub = 1; // the seeded demo player's main RUB account
    const demoUsd = 3;
    const kwdUser = insertUser(db, 'kwd-player');
    const kwdMain = insertAccount(db, kwdUser, 0, 7);
    const coupons = [
      // The audited express: stored exactly, 5449.00 both ways.
      insertCoupon(db, demoRub, { amount: 1000, possibleWin: 5449, payout: 5449 }),
      // Float noise from the old sums reads as the decimal it was meant to be; 1.005 rounds half up to 1.01
      // (1.005 * 100 is 100.49999999999999 in binary, so a float or SQL ROUND would give 1.00).
      insertCoupon(db, demoRub, { amount: 10.1, possibleWin: 0.1 + 0.2, payout: 5924.700000000012, refunded: 1.005 }),
      insertCoupon(db, demoUsd, { amount: 2.5, possibleWin: 3.75, payout: 0, asked: 4.99 }),
      // KWD has three decimals: 1.5015 → 1.502 (not 1.50 as a two-decimal rule gave).
      insertCoupon(db, kwdMain, { amount: 1.001, possibleWin: 1.5015, payout: 1.502, asked: 2.5, refunded: 1.499 }),
    ];
    db.prepare(`INSERT INTO toto_coupons (user_id, account_id, draw_id, picks, variants, amount, status, payout, created_at) VALUES (1, ?, 7, 'p', 1, 50, 'won', 123.45, 0), (?, ?, 7, 'p', 1, 0.75, 'won', 10.0005, 0)`).run(demoRub, kwdUser, kwdMain);
    db.prepare('INSERT INTO rg_deposits (user_id, account_id, amount, created_at) VALUES (1, ?, 500.5, 0), (1, ?, 0.07, 0), (?, ?, 1.0005, 0)').run(demoRub, demoUsd, kwdUser, kwdMain);
    const limit = db.prepare(
      `INSERT INTO rg_limits (user_id, limit_type, limit_value, limit_state, started_at, ends_at, pending_direction, pending_value, pending_currency, pending_ends_at)
       VALUES (?, ?, ?, 'ACTIVE', 0, 0, ?, ?, ?, ?)`,
    );
    limit.run(1, 20, 1000.55, 'higher', 2000, 'RUB', 86_400); // deposit 24 h, RUB, with a pending looser value
    limit.run(1, 21, 999_999_999, null, null, null, null); // deposit 7 d "no limit" value
    limit.run(1, 31, 3, null, null, null, null); // session: 3 hours, not money
    limit.run(1, 30, 7, null, null, null, null); // self-exclusion: 7 days, not money
    limit.run(kwdUser, 1, 12.3455, null, null, null, null); // wagering 24 h in the KWD main account's currency
    db.prepare(
      `INSERT INTO casino_wallet_tx (provider, tx_id, kind, user_id, account_id, currency_id, round_ref, amount, amount_major, request_hash, answer, created_at)
       VALUES ('house', 't1', 'bet', 1, ?, 1, 'r', 1050, 10.5, 'h', '{}', 0)`,
    ).run(demoRub);

    migrate(db, MIGRATIONS);

    expect(db.prepare('SELECT id, amount_minor, possible_win_minor, payout_minor, asked_amount_minor, refunded_minor FROM coupons ORDER BY id').all()).toEqual([
      { id: coupons[0], amount_minor: 100_000, possible_win_minor: 544_900, payout_minor: 544_900, asked_amount_minor: null, refunded_minor: 0 },
      { id: coupons[1], amount_minor: 1010, possible_win_minor: 30, payout_minor: 592_470, asked_amount_minor: null, refunded_minor: 101 },
      { id: coupons[2], amount_minor: 250, possible_win_minor: 375, payout_minor: 0, asked_amount_minor: 499, refunded_minor: 0 },
      { id: coupons[3], amount_minor: 1001, possible_win_minor: 1502, payout_minor: 1502, asked_amount_minor: 2500, refunded_minor: 1499 },
    ]);
    expect(db.prepare('SELECT amount_minor, payout_minor FROM toto_coupons ORDER BY id').all()).toEqual([
      { amount_minor: 5000, payout_minor: 12_345 },
      { amount_minor: 750, payout_minor: 10_001 },
    ]);
    expect(db.prepare('SELECT amount_minor FROM rg_deposits ORDER BY id').pluck().all()).toEqual([50_050, 7, 1001]);
    expect(db.prepare('SELECT user_id, limit_type, limit_value, pending_value FROM rg_limits ORDER BY user_id, limit_type').all()).toEqual([
      { user_id: 1, limit_type: 20, limit_value: 100_055, pending_value: 200_000 },
      { user_id: 1, limit_type: 21, limit_value: 99_999_999_900, pending_value: null },
      { user_id: 1, limit_type: 30, limit_value: 7, pending_value: null },
      { user_id: 1, limit_type: 31, limit_value: 3, pending_value: null },
      { user_id: kwdUser, limit_type: 1, limit_value: 12_346, pending_value: null },
    ]);
    expect(db.prepare('SELECT amount FROM casino_wallet_tx').pluck().all()).toEqual([1050]);
    // Every money column is INTEGER now, and no REAL money column is left.
    expect(columnTypes(db, 'coupons')).toMatchObject({ amount_minor: 'INTEGER', possible_win_minor: 'INTEGER', payout_minor: 'INTEGER', asked_amount_minor: 'INTEGER', refunded_minor: 'INTEGER' });
    expect(columnTypes(db, 'coupons')).not.toHaveProperty('amount');
    expect(columnTypes(db, 'toto_coupons')).toMatchObject({ amount_minor: 'INTEGER', payout_minor: 'INTEGER' });
    expect(columnTypes(db, 'rg_deposits')).toMatchObject({ amount_minor: 'INTEGER' });
    expect(columnTypes(db, 'rg_limits')).toMatchObject({ limit_value: 'INTEGER', pending_value: 'INTEGER' });
    expect(columnTypes(db, 'casino_wallet_tx')).not.toHaveProperty('amount_major');
    const typeofs = db.prepare(`SELECT DISTINCT typeof(amount_minor) || typeof(possible_win_minor) || typeof(payout_minor) FROM coupons`).pluck().all();
    expect(typeofs).toEqual(['integerintegerinteger']);
    // The balances were not touched: the seeded accounts still equal their journals.
    expect(reconcileBalances(db)).toEqual([]);
  });

  it('converts a JPY (no decimals) coupon and limit to whole yen, half up', () => {
    const db = seededOldSchema();
    const JPY_ID = 99;
    const user = insertUser(db, 'yen-player');
    const account = insertAccount(db, user, 0, JPY_ID);
    insertCoupon(db, account, { amount: 333, possibleWin: 499.5, payout: 666.4999 });
    db.prepare(`INSERT INTO rg_limits (user_id, limit_type, limit_value, limit_state, started_at, ends_at) VALUES (?, 10, 1500.5, 'ACTIVE', 0, 0)`).run(user);
    moneyColumnsToMinorUnits(db, (id) => (id === JPY_ID ? 0 : currencyPrecision(id)));
    expect(db.prepare('SELECT amount_minor, possible_win_minor, payout_minor FROM coupons').get()).toEqual({ amount_minor: 333, possible_win_minor: 500, payout_minor: 666 });
    expect(db.prepare('SELECT limit_value FROM rg_limits').pluck().get()).toBe(1501);
  });
});
