/**
 * Game sessions and rounds (tables casino_game_sessions, casino_rounds). A session is one launch of one
 * game in one mode: its id is the launch token the provider passes to the wallet, and it holds the next
 * round's committed server seed, the client seed and the nonce. Amounts are minor units.
 */
import type { ApiContext } from '../../shared/context.ts';
import type { EngineName } from './engines.ts';

export type GameMode = 'demo' | 'real';

export interface GameSessionRow {
  id: string;
  user_id: number | null;
  login_session_id: string | null;
  game_id: number;
  engine: EngineName;
  mode: GameMode;
  account_id: number | null;
  currency_id: number;
  demo_balance: number;
  client_seed: string;
  server_seed: string;
  nonce: number;
  created_at: number;
}

export type RoundStatus = 'open' | 'settled' | 'rolled_back';

export interface RoundRow {
  id: number;
  session_id: string;
  user_id: number | null;
  game_id: number;
  engine: EngineName;
  mode: GameMode;
  account_id: number | null;
  currency_id: number;
  stake: number;
  win: number;
  status: RoundStatus;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  picks: string;
  auto_cash_out: number | null;
  outcome: string | null;
  /** A classic slot's round: the table (volatility key) that dealt it; null for the other engines. */
  slot_table: string | null;
  client_key: string;
  started_at_ms: number;
  created_at: number;
  settled_at: number | null;
}

const db = (ctx: ApiContext) => ctx.database.db;

export function insertSession(ctx: ApiContext, row: GameSessionRow): void {
  db(ctx)
    .prepare(
      `INSERT INTO casino_game_sessions (id, user_id, login_session_id, game_id, engine, mode, account_id, currency_id, demo_balance, client_seed, server_seed, nonce, created_at)
       VALUES (@id, @user_id, @login_session_id, @game_id, @engine, @mode, @account_id, @currency_id, @demo_balance, @client_seed, @server_seed, @nonce, @created_at)`,
    )
    .run(row);
}

export function findSession(ctx: ApiContext, id: string): GameSessionRow | undefined {
  return db(ctx).prepare('SELECT * FROM casino_game_sessions WHERE id = ?').get(id) as GameSessionRow | undefined;
}

/** After a round: the next committed seed and the nonce used. */
export function advanceSeeds(ctx: ApiContext, id: string, serverSeed: string, nonce: number): void {
  db(ctx).prepare('UPDATE casino_game_sessions SET server_seed = ?, nonce = ? WHERE id = ?').run(serverSeed, nonce, id);
}

export function setClientSeed(ctx: ApiContext, id: string, clientSeed: string): void {
  db(ctx).prepare('UPDATE casino_game_sessions SET client_seed = ? WHERE id = ?').run(clientSeed, id);
}

/** Demo fun money moves by a signed amount (never below 0: the caller checked). */
export function moveDemoBalance(ctx: ApiContext, id: string, delta: number): void {
  db(ctx).prepare('UPDATE casino_game_sessions SET demo_balance = demo_balance + ? WHERE id = ?').run(delta, id);
}

/** A new round; `slot_table` only for a classic slot's (the other engines' rounds have none). */
export function insertRound(ctx: ApiContext, round: Omit<RoundRow, 'id' | 'slot_table'> & { slot_table?: string | null }): number {
  const row = { ...round, slot_table: round.slot_table ?? null };
  const info = db(ctx)
    .prepare(
      `INSERT INTO casino_rounds (session_id, user_id, game_id, engine, mode, account_id, currency_id, stake, win, status, server_seed, server_seed_hash, client_seed, nonce, picks, auto_cash_out, outcome, slot_table, client_key, started_at_ms, created_at, settled_at)
       VALUES (@session_id, @user_id, @game_id, @engine, @mode, @account_id, @currency_id, @stake, @win, @status, @server_seed, @server_seed_hash, @client_seed, @nonce, @picks, @auto_cash_out, @outcome, @slot_table, @client_key, @started_at_ms, @created_at, @settled_at)`,
    )
    .run(row);
  return Number(info.lastInsertRowid);
}

export function findRound(ctx: ApiContext, sessionId: string, roundId: number): RoundRow | undefined {
  return db(ctx).prepare('SELECT * FROM casino_rounds WHERE session_id = ? AND id = ?').get(sessionId, roundId) as RoundRow | undefined;
}

export function roundByKey(ctx: ApiContext, sessionId: string, clientKey: string): RoundRow | undefined {
  return db(ctx).prepare('SELECT * FROM casino_rounds WHERE session_id = ? AND client_key = ?').get(sessionId, clientKey) as RoundRow | undefined;
}

export function openRounds(ctx: ApiContext, sessionId: string): RoundRow[] {
  return db(ctx).prepare("SELECT * FROM casino_rounds WHERE session_id = ? AND status = 'open' ORDER BY id").all(sessionId) as RoundRow[];
}

/** A player's unfinished real rounds in any session (rolled back at the next launch). */
export function openRealRoundsOf(ctx: ApiContext, userId: number): RoundRow[] {
  // A live table's bet is not the player's to void: its table round settles or refunds it (live/live-recovery.ts),
  // and voiding it mid-window would reveal the table round's seed in the player's history while bets are still taken.
  return db(ctx).prepare("SELECT * FROM casino_rounds WHERE user_id = ? AND mode = 'real' AND status = 'open' AND live_round_id IS NULL ORDER BY id").all(userId) as RoundRow[];
}

export function settleRound(ctx: ApiContext, id: number, status: RoundStatus, win: number, outcome: unknown, at: number): void {
  db(ctx).prepare('UPDATE casino_rounds SET status = ?, win = ?, outcome = ?, settled_at = ? WHERE id = ?').run(status, win, JSON.stringify(outcome), at, id);
}

export function recentRounds(ctx: ApiContext, sessionId: string, limit: number): RoundRow[] {
  return db(ctx).prepare("SELECT * FROM casino_rounds WHERE session_id = ? AND status <> 'open' ORDER BY id DESC LIMIT ?").all(sessionId, limit) as RoundRow[];
}

/** A multi-step round after an action: its stake so far (minor units) and its action list. */
export function updateRoundPlay(ctx: ApiContext, id: number, stake: number, picks: string): void {
  db(ctx).prepare('UPDATE casino_rounds SET stake = ?, picks = ? WHERE id = ?').run(stake, picks, id);
}

/** Every open round of the multi-step engines (for the sweep of rounds the player left). */
export function openRoundsOf(ctx: ApiContext, engines: readonly string[]): RoundRow[] {
  return db(ctx).prepare(`SELECT * FROM casino_rounds WHERE status = 'open' AND engine IN (${engines.map(() => '?').join(', ')}) ORDER BY id`).all(...engines) as RoundRow[];
}
