/**
 * Reconciliation: every account's balance must equal the sum of its journal (account_journal, written by the
 * accounts repository with each change). A difference means money moved without the repository — a bug or
 * a hand edit — and names the account and the amount. `npm run reconcile` runs it on the server's database.
 */
import type { BalanceDifference as BalanceDifferenceSchema, Static } from '@arena/contracts';
import type { Database } from 'better-sqlite3';

/** An account whose balance differs from its journal; differenceMinor = balance − journal, in minor units. */
export type BalanceDifference = Static<typeof BalanceDifferenceSchema>;

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

/** How many accounts were checked and which differ: what `npm run reconcile` and the e2e check report. */
export function reconcileReport(db: Database): { accounts: number; differences: BalanceDifference[] } {
  const accounts = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM accounts').get()?.n ?? 0;
  return { accounts, differences: reconcileBalances(db) };
}
