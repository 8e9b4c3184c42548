/** Money accounts: type 0 main, 4 bonus, 9 currency. visible_at delays new accounts (add-currency poll). */
import type { Database } from 'better-sqlite3';

export interface AccountRow {
  id: number;
  user_id: number;
  type: number;
  currency_id: number;
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
  create(account: NewAccount): number;
  setActive(userId: number, accountId: number): void;
  remove(accountId: number): void;
}

export function createAccountsRepository(db: Database): AccountsRepository {
  const visible = db.prepare<[number, number], AccountRow>(
    'SELECT * FROM accounts WHERE user_id = ? AND removed = 0 AND visible_at <= ? ORDER BY type, id',
  );
  const all = db.prepare<[number], AccountRow>('SELECT * FROM accounts WHERE user_id = ? AND removed = 0 ORDER BY type, id');
  const insert = db.prepare(
    `INSERT INTO accounts (user_id, type, currency_id, money, points, is_points_type_balance, is_active, visible_at)
     VALUES (@user_id, @type, @currency_id, @money, @points, @is_points_type_balance, @is_active, @visible_at)`,
  );
  const clearActive = db.prepare('UPDATE accounts SET is_active = 0 WHERE user_id = ?');
  const setActive = db.prepare('UPDATE accounts SET is_active = 1 WHERE id = ? AND user_id = ?');
  const remove = db.prepare('UPDATE accounts SET removed = 1, is_active = 0 WHERE id = ?');
  return {
    visible: (userId, nowMs) => visible.all(userId, nowMs),
    all: (userId) => all.all(userId),
    create(account) {
      const info = insert.run({ money: 0, points: 0, is_points_type_balance: 0, is_active: 0, visible_at: 0, ...account });
      return Number(info.lastInsertRowid);
    },
    setActive(userId, accountId) {
      db.transaction(() => {
        clearActive.run(userId);
        setActive.run(accountId, userId);
      })();
    },
    remove: (accountId) => void remove.run(accountId),
  };
}
