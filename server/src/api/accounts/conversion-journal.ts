/**
 * The journal of conversions between a player's accounts: one row per conversion with both sides in
 * integer minor units (what left the source, what reached the target), written in the same transaction as
 * the debit and the credit. It is how a balance is reconciled with its movements (scripts/reconcile.ts)
 * and how the conversion shows in the player's payment history (payments/payment-history.ts).
 */
import type { Database } from 'better-sqlite3';

export interface ConversionRow {
  id: number;
  user_id: number;
  from_account_id: number;
  to_account_id: number;
  from_currency_id: number;
  to_currency_id: number;
  debited_minor: number;
  credited_minor: number;
  created_at: number;
}

export type NewConversion = Omit<ConversionRow, 'id'>;

export function conversionJournal(db: Database) {
  return {
    record(row: NewConversion): number {
      const info = db
        .prepare(
          `INSERT INTO account_conversions (user_id, from_account_id, to_account_id, from_currency_id, to_currency_id, debited_minor, credited_minor, created_at)
           VALUES (@user_id, @from_account_id, @to_account_id, @from_currency_id, @to_currency_id, @debited_minor, @credited_minor, @created_at)`,
        )
        .run(row);
      return Number(info.lastInsertRowid);
    },
    ofUser(userId: number): ConversionRow[] {
      return db.prepare<[number], ConversionRow>('SELECT * FROM account_conversions WHERE user_id = ? ORDER BY id DESC').all(userId);
    },
  };
}
