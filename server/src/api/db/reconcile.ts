/**
 * Reconciliation: every account's balance must equal the sum of its journal (account_journal, written by the
 * accounts repository with each change). A difference means money moved without the repository — a bug or
 * a hand edit — and names the account and the amount. `npm run reconcile` runs it on the server's database.
 */
import type { Database } from 'better-sqlite3';

export interface BalanceDifference {
  accountId: number;
  currencyId: number;
  balanceMinor: number;
  journalMinor: number;
  /** balance − journal, in the currency's minor units. */
  differenceMinor: number;
}

/** The accounts whose balance differs from their journal (an empty list: everything reconciles). */
export function reconcileBalances(db: Database): BalanceDifference[] {
  return db
    .prepare<[], BalanceDifference>(
      `SELECT a.id AS accountId, a.currency_id AS currencyId, a.money AS balanceMinor, COALESCE(j.total, 0) AS journalMinor,
              a.money - COALESCE(j.total, 0) AS differenceMinor
       FROM accounts a LEFT JOIN (SELECT account_id, SUM(delta_minor) AS total FROM account_journal GROUP BY account_id) j ON j.account_id = a.id
       WHERE a.money <> COALESCE(j.total, 0) ORDER BY a.id`,
    )
    .all();
}
