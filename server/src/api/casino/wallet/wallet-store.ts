/**
 * The seamless wallet's transactions (table casino_wallet_tx): one row per (provider, provider transaction
 * id) with the request hash and the first answer, so a repeated call is answered, never applied again.
 * Money itself lives in the accounts ledger (repositories/accounts.ts); this is the journal beside it.
 */
import type { ApiContext } from '../../shared/context.ts';

export type WalletTxKind = 'bet' | 'win' | 'rollback';

export interface WalletTxRow {
  provider: string;
  tx_id: string;
  kind: WalletTxKind;
  user_id: number;
  account_id: number;
  currency_id: number;
  round_ref: string;
  ref_tx_id: string | null;
  /** Minor units of the account's currency. */
  amount: number;
  rolled_back: number;
  request_hash: string;
  answer: string;
  created_at: number;
}

export function findTx(ctx: ApiContext, provider: string, txId: string): WalletTxRow | undefined {
  return ctx.database.db.prepare('SELECT * FROM casino_wallet_tx WHERE provider = ? AND tx_id = ?').get(provider, txId) as WalletTxRow | undefined;
}

/** A rollback already recorded for this bet (it may have arrived before the bet itself). */
export function rollbackOf(ctx: ApiContext, provider: string, betTxId: string): WalletTxRow | undefined {
  return ctx.database.db.prepare("SELECT * FROM casino_wallet_tx WHERE provider = ? AND kind = 'rollback' AND ref_tx_id = ?").get(provider, betTxId) as WalletTxRow | undefined;
}

/** Whether the round holds a stake of this player that still stands (taken, not rolled back). */
export function roundDebited(ctx: ApiContext, provider: string, roundRef: string, userId: number): boolean {
  return ctx.database.db
    .prepare("SELECT 1 FROM casino_wallet_tx WHERE provider = ? AND round_ref = ? AND user_id = ? AND kind = 'bet' AND rolled_back = 0 LIMIT 1")
    .get(provider, roundRef, userId) !== undefined;
}

export function insertTx(ctx: ApiContext, row: WalletTxRow): void {
  ctx.database.db
    .prepare(
      `INSERT INTO casino_wallet_tx (provider, tx_id, kind, user_id, account_id, currency_id, round_ref, ref_tx_id, amount, rolled_back, request_hash, answer, created_at)
       VALUES (@provider, @tx_id, @kind, @user_id, @account_id, @currency_id, @round_ref, @ref_tx_id, @amount, @rolled_back, @request_hash, @answer, @created_at)`,
    )
    .run(row);
}

export function markRolledBack(ctx: ApiContext, provider: string, txId: string): void {
  ctx.database.db.prepare('UPDATE casino_wallet_tx SET rolled_back = 1 WHERE provider = ? AND tx_id = ?').run(provider, txId);
}

/** Every transaction of a player (tests check the ledger against it). */
export function txOfUser(ctx: ApiContext, userId: number): WalletTxRow[] {
  return ctx.database.db.prepare('SELECT * FROM casino_wallet_tx WHERE user_id = ? ORDER BY created_at, rowid').all(userId) as WalletTxRow[];
}
