/**
 * The setting of the left-round sweep tests of the step families (Mines, Hi-Lo, video poker): an in-memory
 * database on an adjustable clock, and a demo session whose rounds were dealt and then left open. Shared so each
 * test file says only what its family leaves behind and what the sweep must pay for it.
 */
import { afterEach, beforeEach } from 'vitest';
import { AdjustableClock } from '../../../platform/clock.ts';
import { openDatabase } from '../../db/connection.ts';
import type { ApiContext } from '../../shared/context.ts';
import type { EngineName } from '../games/engines.ts';
import { insertRound, insertSession } from '../games/game-store.ts';
import { hashServerSeed } from '../games/provably-fair.ts';

export interface SweepContext {
  clock: AdjustableClock;
  ctx: ApiContext;
}

/**
 * A fresh in-memory backend for each test of the calling `describe` (it registers the hooks, so call it there),
 * its clock set to a fixed day so the waits are measured from a known start; closed after each test.
 * Read `ctx` inside the test: a new one is built before each.
 */
export function sweepContext(): SweepContext {
  const clock = new AdjustableClock();
  const sweep = { clock } as SweepContext;
  beforeEach(() => {
    clock.set(Date.UTC(2026, 10, 28, 12));
    const database = openDatabase(':memory:', clock);
    sweep.ctx = { database, repos: database.repos, clock } as unknown as ApiContext;
  });
  afterEach(() => sweep.ctx.database.close());
  return sweep;
}

interface LeftSession {
  gameId: number;
  engine: EngineName;
  seeds: { serverSeed: string; clientSeed: string };
  /** The nonce the session would give its next round. */
  nextNonce: number;
}

/**
 * Opens the demo session 's1' (balance 0: every stake is already out) and answers a writer of its left rounds:
 * an open round of nonce `nonce` staking 2000 (minor units), dealt now, with the actions the player made before leaving.
 */
export function leftDemoSession({ clock, ctx }: SweepContext, session: LeftSession) {
  const { gameId, engine, seeds } = session;
  insertSession(ctx, {
    id: 's1', user_id: null, login_session_id: null, game_id: gameId, engine, mode: 'demo', account_id: null, currency_id: 1,
    demo_balance: 0, client_seed: seeds.clientSeed, server_seed: 'next', nonce: session.nextNonce, created_at: clock.nowSeconds(),
  });
  return (nonce: number, actions: Array<Record<string, unknown>>) => insertRound(ctx, {
    session_id: 's1', user_id: null, game_id: gameId, engine, mode: 'demo', account_id: null, currency_id: 1, stake: 2000, win: 0, status: 'open',
    server_seed: seeds.serverSeed, server_seed_hash: hashServerSeed(seeds.serverSeed), client_seed: seeds.clientSeed, nonce, picks: JSON.stringify({ actions, keys: actions.map((_, i) => `k${nonce}-${i}`) }),
    auto_cash_out: null, outcome: null, client_key: `k${nonce}`, started_at_ms: clock.now(), created_at: clock.nowSeconds(), settled_at: null,
  });
}
