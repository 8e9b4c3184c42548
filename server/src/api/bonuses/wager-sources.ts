/**
 * What feeds wagering and cashback: the player's real bets, read from the tables of the concepts that
 * record them (betting's `coupons`; the casino concept's real-mode wallet journal `casino_wallet_tx`). Reading
 * them (instead of being called by settlement) keeps one rule: a bet counts when it is settled, whenever
 * this concept looks, and a bonus's progress can always be recomputed from the bets themselves.
 */
import { moneySum } from '@arena/domain';
import type { Database } from 'better-sqlite3';
import { convertAmount } from '../currencies/rates.ts';
import { toMajor } from '../shared/money.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';

export interface WagerWindow {
  userId: number;
  accountId: number;
  precision: number;
  /** Bets placed at or after this moment (unix seconds)… */
  from: number;
  /** …and settled at or before this one. */
  to: number;
  minCoef: number;
}

/** Stakes (minor units) of settled (won or lost; a void bet is refunded, it wagered nothing) sports coupons. */
export function sportWagerMinor(db: Database, w: WagerWindow): number {
  const row = db
    .prepare<[number, number, number, number, number], { total: number | null }>(
      `SELECT SUM(amount_minor) AS total FROM coupons WHERE user_id = ? AND account_id = ? AND status IN ('won', 'lost')
       AND created_at >= ? AND settled_at IS NOT NULL AND settled_at <= ? AND coef >= ?`,
    )
    .get(w.userId, w.accountId, w.from, w.to, w.minCoef);
  // Stored in minor units of the account's currency (issue 27): the sum is exact as it is.
  return row?.total ?? 0;
}

/** Settled sports coupons of a player (rewards' "settled bets" measure). */
export function settledCouponCount(db: Database, userId: number): number {
  const row = db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM coupons WHERE user_id = ? AND status IN ('won', 'lost', 'void')").get(userId);
  return row?.n ?? 0;
}

export interface CasinoTotals {
  /** Sum of real-mode stakes, roubles. */
  stakesRub: number;
  /** Sum of real-mode wins, roubles. */
  winsRub: number;
}

/**
 * Real-mode casino stakes and wins of a player in [from, to) (unix seconds), in roubles, from the casino
 * concept's seamless-wallet ledger (casino_wallet_tx: every real-money bet and win of house and provider
 * games; a rolled-back bet never counted). Demo rounds never reach it.
 */
export function casinoTotals(db: Database, userId: number, from: number, to: number): CasinoTotals {
  const rows = db
    .prepare<[number, number, number], { kind: string; currency_id: number; total_minor: number }>(
      // The integer minor-unit column: a sum of the REAL major amounts would carry float noise.
      `SELECT kind, currency_id, SUM(amount) AS total_minor FROM casino_wallet_tx
       WHERE user_id = ? AND created_at >= ? AND created_at < ? AND rolled_back = 0 AND kind IN ('bet', 'win') GROUP BY kind, currency_id`,
    )
    .all(userId, from, to);
  // Each currency's total converted to roubles, then summed in decimal and rounded once to the kopeck.
  const rub = (kind: string) =>
    moneySum(rows.filter((r) => r.kind === kind).map((r) => convertAmount(toMajor(r.total_minor, currencyPrecision(r.currency_id)), currencyById(r.currency_id)?.iso ?? 'RUB', 'RUB') ?? 0), 'RUB');
  return { stakesRub: rub('bet'), winsRub: rub('win') };
}

/** Real-mode casino stakes (minor units) on one account, for wagering of bonuses that count casino play. */
export function casinoWagerMinor(db: Database, w: WagerWindow): number {
  const row = db
    .prepare<[number, number, number, number], { total: number | null }>(
      "SELECT SUM(amount) AS total FROM casino_wallet_tx WHERE user_id = ? AND account_id = ? AND kind = 'bet' AND rolled_back = 0 AND created_at >= ? AND created_at <= ?",
    )
    .get(w.userId, w.accountId, w.from, w.to);
  return row?.total ?? 0;
}
