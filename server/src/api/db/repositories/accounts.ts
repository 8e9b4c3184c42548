/**
 * Money accounts: type 0 main, 4 bonus, 9 currency. visible_at delays new accounts (add-currency poll).
 * `money` is stored as an INTEGER of the currency's minor unit (kopecks, cents, fils); this repository is
 * the boundary: rows read and amounts written here are in major units (10.5), every balance change is
 * integer arithmetic in SQL, so nothing drifts however many stakes, payouts and deposits add up. Every
 * change is journaled here too (account_journal, in the same transaction: an opening balance, each debit and
 * credit), the one place balances change, so db/reconcile.ts can prove each balance equals its journal.
 */
import type { Database } from 'better-sqlite3';
import type { Clock } from '../../../platform/clock.ts';
import { currencyPrecision } from '../../shared/reference-data.ts';
import { toMajor, toMinor } from '../../shared/money.ts';

export interface AccountRow {
  id: number;
  user_id: number;
  type: number;
  currency_id: number;
  /** Major units (converted from the stored minor units). */
  money: number;
  points: number;
  is_points_type_balance: number;
  is_active: number;
  visible_at: number;
  removed: number;
}

export type NewAccount = Pick<AccountRow, 'user_id' | 'type' | 'currency_id'> &
  Partial<Pick<AccountRow, 'money' | 'points' | 'is_points_type_balance' | 'is_active' | 'visible_at'>>;

export interface AccountsRepository {
  /** Accounts visible at nowMs (created ones appear once visible_at has passed). */
  visible(userId: number, nowMs: number): AccountRow[];
  /** Every live account, visible or not yet (to refuse a duplicate currency while one is pending). */
  all(userId: number): AccountRow[];
  /** One account by id, removed or not (settlement must find where a coupon's money goes). */
  byId(accountId: number): AccountRow | undefined;
  create(account: NewAccount): number;
  setActive(userId: number, accountId: number): void;
  remove(accountId: number): void;
  /** Undoes a removal (settlement pays a coupon of an account removed before removal was guarded). */
  restore(accountId: number): void;
  /** Takes amount (major units) only when the live account holds enough; false when it does not. */
  debit(accountId: number, amount: number): boolean;
  /** Adds amount (major units) to a live account; false when the account is gone. */
  credit(accountId: number, amount: number): boolean;
}

type StoredAccount = AccountRow;

const fromStored = (row: StoredAccount): AccountRow => ({ ...row, money: toMajor(row.money, currencyPrecision(row.currency_id)) });

export function createAccountsRepository(db: Database, clock: Clock): AccountsRepository {
  const visible = db.prepare<[number, number], StoredAccount>(
    'SELECT * FROM accounts WHERE user_id = ? AND removed = 0 AND visible_at <= ? ORDER BY type, id',
  );
  const all = db.prepare<[number], StoredAccount>('SELECT * FROM accounts WHERE user_id = ? AND removed = 0 ORDER BY type, id');
  const byId = db.prepare<[number], StoredAccount>('SELECT * FROM accounts WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO accounts (user_id, type, currency_id, money, points, is_points_type_balance, is_active, visible_at)
     VALUES (@user_id, @type, @currency_id, @money, @points, @is_points_type_balance, @is_active, @visible_at)`,
  );
  const clearActive = db.prepare('UPDATE accounts SET is_active = 0 WHERE user_id = ?');
  const setActive = db.prepare('UPDATE accounts SET is_active = 1 WHERE id = ? AND user_id = ?');
  const remove = db.prepare('UPDATE accounts SET removed = 1, is_active = 0 WHERE id = ?');
  const restore = db.prepare('UPDATE accounts SET removed = 0 WHERE id = ?');
  const debit = db.prepare('UPDATE accounts SET money = money - @minor WHERE id = @id AND removed = 0 AND money >= @minor');
  const credit = db.prepare('UPDATE accounts SET money = money + @minor WHERE id = @id AND removed = 0');
  const journalRow = db.prepare('INSERT INTO account_journal (account_id, delta_minor, kind, created_at) VALUES (?, ?, ?, ?)');
  const journal = (accountId: number, deltaMinor: number, kind: string) => journalRow.run(accountId, deltaMinor, kind, clock.nowSeconds());
  /** Runs a balance change and journals it when it happened (the change and its row commit together). */
  const journaled = db.transaction((accountId: number, deltaMinor: number, kind: string, change: () => boolean): boolean => {
    if (!change()) return false;
    if (deltaMinor !== 0) journal(accountId, deltaMinor, kind);
    return true;
  });
  const minorOf = (accountId: number, amount: number): number | null => {
    const row = byId.get(accountId);
    return row ? toMinor(amount, currencyPrecision(row.currency_id)) : null;
  };
  return {
    visible: (userId, nowMs) => visible.all(userId, nowMs).map(fromStored),
    all: (userId) => all.all(userId).map(fromStored),
    byId: (accountId) => {
      const row = byId.get(accountId);
      return row ? fromStored(row) : undefined;
    },
    create(account) {
      const money = toMinor(account.money ?? 0, currencyPrecision(account.currency_id));
      return db.transaction(() => {
        const id = Number(insert.run({ points: 0, is_points_type_balance: 0, is_active: 0, visible_at: 0, ...account, money }).lastInsertRowid);
        if (money !== 0) journal(id, money, 'opening');
        return id;
      })();
    },
    setActive(userId, accountId) {
      db.transaction(() => {
        clearActive.run(userId);
        setActive.run(accountId, userId);
      })();
    },
    remove: (accountId) => void remove.run(accountId),
    restore: (accountId) => void restore.run(accountId),
    debit(accountId, amount) {
      const minor = minorOf(accountId, amount);
      return minor !== null && minor >= 0 && journaled(accountId, -minor, 'debit', () => debit.run({ id: accountId, minor }).changes === 1);
    },
    credit(accountId, amount) {
      const minor = minorOf(accountId, amount);
      return minor !== null && minor >= 0 && journaled(accountId, minor, 'credit', () => credit.run({ id: accountId, minor }).changes === 1);
    },
  };
}
