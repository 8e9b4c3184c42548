/**
 * What a live table keeps in SQLite so a restart loses nothing (issue 30): each table round (table
 * casino_live_rounds: the committed seed and its hash, the times, the phase reached, the drawn result) and each
 * bet, which is a casino_rounds row like any round (the player, the stake in minor units, the currency, demo or
 * real, the Idempotency-Key, open or settled) carrying the table round's seeds, the round number as nonce and the
 * table round's id (live_round_id). So the history, the journal and verify read a bet as they read every round,
 * and a start finds every round a stop interrupted (live-recovery.ts).
 */
import { createHash } from 'node:crypto';
import type { ApiContext } from '../../../shared/context.ts';
import type { RoundRow } from '../game-store.ts';
import type { TablePhase, TableRound } from './live-table.ts';

/** A stored round's phase: the clock's, or `refunded` (interrupted in its window by a stop: every bet returned). */
export type StoredPhase = Exclude<TablePhase, 'sleeping'> | 'refunded';

export interface LiveRoundRow {
  id: number;
  game_id: number;
  number: number;
  phase: StoredPhase;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  opens_at: number;
  closes_at: number;
  draws_at: number;
  ends_at: number;
  result: string | null;
  finished_at: number | null;
}

const db = (ctx: ApiContext) => ctx.database.db;

/** Stores a round as its window opens (before any bet, so a bet always has its round stored). */
export function insertLiveRound(ctx: ApiContext, gameId: number, clientSeed: string, round: TableRound): number {
  const info = db(ctx)
    .prepare(
      `INSERT INTO casino_live_rounds (game_id, number, phase, server_seed, server_seed_hash, client_seed, opens_at, closes_at, draws_at, ends_at)
       VALUES (?, ?, 'betting', ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(gameId, round.number, round.serverSeed, round.serverSeedHash, clientSeed, round.opensAt, round.closesAt, round.drawsAt, round.endsAt);
  return Number(info.lastInsertRowid);
}

/** The phase a round reached; a drawn or refunded round also records its result and when it finished. */
export function setLiveRoundPhase(ctx: ApiContext, id: number, phase: StoredPhase, result: unknown = null, finishedAt: number | null = null): void {
  db(ctx)
    .prepare('UPDATE casino_live_rounds SET phase = ?, result = COALESCE(?, result), finished_at = COALESCE(?, finished_at) WHERE id = ?')
    .run(phase, result === null ? null : JSON.stringify(result), finishedAt, id);
}

/** The table's last round number (its next round continues from it: a round number is the nonce, never reused). */
export function lastRoundNumber(ctx: ApiContext, gameId: number): number {
  const row = db(ctx).prepare('SELECT MAX(number) AS n FROM casino_live_rounds WHERE game_id = ?').get(gameId) as { n: number | null };
  return row.n ?? 0;
}

/** The table's latest drawn results, newest first (its strip of recent results after a restart). */
export function recentResults(ctx: ApiContext, gameId: number, limit: number): unknown[] {
  const rows = db(ctx)
    .prepare("SELECT result FROM casino_live_rounds WHERE game_id = ? AND phase = 'result' AND result IS NOT NULL ORDER BY number DESC LIMIT ?")
    .all(gameId, limit) as Array<{ result: string }>;
  return rows.map((row) => JSON.parse(row.result) as unknown);
}

/**
 * Rounds a stop left unfinished: never drawn nor refunded, or drawn or refunded with a bet still open (a payout
 * that failed). Oldest first.
 */
export function unfinishedLiveRounds(ctx: ApiContext): LiveRoundRow[] {
  return db(ctx)
    .prepare(
      `SELECT * FROM casino_live_rounds r WHERE r.phase IN ('betting', 'drawing')
         OR EXISTS (SELECT 1 FROM casino_rounds b WHERE b.live_round_id = r.id AND b.status = 'open')
       ORDER BY r.id`,
    )
    .all() as LiveRoundRow[];
}

/** Links a bet (its casino_rounds row) to its table round. */
export function linkBet(ctx: ApiContext, betId: number, liveRoundId: number): void {
  db(ctx).prepare('UPDATE casino_rounds SET live_round_id = ? WHERE id = ?').run(liveRoundId, betId);
}

/** The open bets of one table round. */
export function openBetsOf(ctx: ApiContext, liveRoundId: number): RoundRow[] {
  return db(ctx).prepare("SELECT * FROM casino_rounds WHERE live_round_id = ? AND status = 'open' ORDER BY id").all(liveRoundId) as RoundRow[];
}

/** A player's anonymised seat at a table: stable for the session, says nothing about who it is. */
export const seatOf = (sessionId: string, gameId: number): string =>
  createHash('sha256').update(`${gameId}:${sessionId}`).digest('hex').slice(0, 4).toUpperCase();
