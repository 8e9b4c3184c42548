/**
 * Live-table bets are casino_rounds rows like any round: one per bet, in the player's game session, carrying
 * the table round's server seed and hash, the table's client seed and the round number as nonce, so the
 * history, the journal and verify read them as they read every other round. No table of their own.
 */
import { createHash } from 'node:crypto';
import type { ApiContext } from '../../../shared/context.ts';
import type { RoundRow } from '../game-store.ts';

/** The open bets of one table round (its commitment names it). */
export function openBetsOf(ctx: ApiContext, gameId: number, serverSeedHash: string): RoundRow[] {
  return ctx.database.db
    .prepare("SELECT * FROM casino_rounds WHERE game_id = ? AND server_seed_hash = ? AND status = 'open' ORDER BY id")
    .all(gameId, serverSeedHash) as RoundRow[];
}

/** A player's anonymised seat at a table: stable for the session, says nothing about who it is. */
export const seatOf = (sessionId: string, gameId: number): string =>
  createHash('sha256').update(`${gameId}:${sessionId}`).digest('hex').slice(0, 4).toUpperCase();
