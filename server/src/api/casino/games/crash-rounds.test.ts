/**
 * Issue 27, casino rounds never hang: a crash bet whose provider step failed is refunded at once, and the
 * server sweep settles an abandoned crash round by its committed outcome once it is due.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, idempotencyKey } from '../../test-support.ts';
import { AdjustableClock } from '../../../platform/clock.ts';
import { openDatabase } from '../../db/connection.ts';
import type { ApiContext } from '../../shared/context.ts';
import { balanceMinor, launchReal, walletFixtureForEachTest, type WalletFixture } from '../wallet/wallet-test-support.ts';
import { msToReach } from './crash-engine.ts';
import { sweepCrashRounds } from './crash-sweep.ts';
import { outcomeOf } from './engines.ts';
import { insertRound, insertSession, type RoundRow } from './game-store.ts';
import { hashServerSeed } from './provably-fair.ts';

describe('crash bet with the provider down', () => {
  let f: WalletFixture;
  walletFixtureForEachTest((fixture) => {
    f = fixture;
  });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    f.t.app.inject({ method: 'POST', url, headers: { 'x-language': 'en', ...headers }, payload });

  it('is refunded at once (503 refunded: true, the balance is whole again) and a retry with its key answers the rolled-back round', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'rocket-crash');
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    await post('/test-api/casino/provider', { down: true, count: 1 });
    const key = randomUUID();
    const headers = { ...bearer(f.token), ...idempotencyKey(key) };
    const failed = await post(`/casino-api/games/sessions/${sessionId}/crash-bet`, { stake: 10 }, headers);
    expect(failed.statusCode).toBe(503);
    expect(f.t.json(failed)).toMatchObject({ code: 'provider_unavailable', refunded: true, retryable: false, message: expect.stringContaining('returned') });
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening);
    const retried = f.t.json<{ round: { status: string } }>(await post(`/casino-api/games/sessions/${sessionId}/crash-bet`, { stake: 10 }, headers));
    expect(retried.round.status).toBe('rolled_back');
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening);
  });
});

describe('crash sweep', () => {
  const clock = new AdjustableClock();
  let ctx: ApiContext;
  beforeEach(() => {
    clock.set(Date.UTC(2026, 10, 18, 12));
    const database = openDatabase(':memory:', clock);
    ctx = { database, repos: database.repos, clock } as unknown as ApiContext;
  });
  afterEach(() => ctx.database.close());

  /** The first of a fixed list of seed pairs whose crash point is 1.5× or more (deterministic, known in advance). */
  function seedsReaching(multiplier: number) {
    for (let n = 0; ; n++) {
      const seeds = { serverSeed: `sweep-server-seed-${n}`, clientSeed: 'sweep-client', nonce: 1 };
      const outcome = outcomeOf('crash', seeds);
      if (outcome.engine === 'crash' && outcome.crashPoint >= multiplier) return { seeds, crashPoint: outcome.crashPoint };
    }
  }

  /** A demo crash round started now, with a crash point of 1.5× or more. */
  function startRound(autoCashOut: number | null): { id: number; crashPoint: number } {
    const { seeds, crashPoint } = seedsReaching(1.5);
    insertSession(ctx, {
      id: 's1', user_id: null, login_session_id: null, game_id: 1, engine: 'crash', mode: 'demo', account_id: null, currency_id: 1,
      demo_balance: 0, client_seed: seeds.clientSeed, server_seed: 'next', nonce: 1, created_at: clock.nowSeconds(),
    });
    const id = insertRound(ctx, {
      session_id: 's1', user_id: null, game_id: 1, engine: 'crash', mode: 'demo', account_id: null, currency_id: 1, stake: 1000, win: 0, status: 'open',
      server_seed: seeds.serverSeed, server_seed_hash: hashServerSeed(seeds.serverSeed), client_seed: seeds.clientSeed, nonce: 1, picks: '[]',
      auto_cash_out: autoCashOut, outcome: null, client_key: 'k1', started_at_ms: clock.now(), created_at: clock.nowSeconds(), settled_at: null,
    });
    return { id, crashPoint };
  }
  const roundRow = (id: number) => ctx.database.db.prepare('SELECT * FROM casino_rounds WHERE id = ?').get(id) as RoundRow;

  it('leaves a round open while it runs, then settles it lost at its crash point with nobody reading it', () => {
    const { id, crashPoint } = startRound(null);
    clock.set(clock.now() + msToReach(crashPoint) - 100);
    expect(sweepCrashRounds(ctx)).toBe(0);
    expect(roundRow(id).status).toBe('open');
    clock.set(clock.now() + 200);
    expect(sweepCrashRounds(ctx)).toBe(1);
    expect(roundRow(id)).toMatchObject({ status: 'settled', win: 0 });
  });

  it('pays an abandoned round its auto cash-out once the curve reached it (1.01× of 10.00 = 10.10)', () => {
    const { id } = startRound(1.01);
    clock.set(clock.now() + msToReach(1.01) + 10);
    expect(sweepCrashRounds(ctx)).toBe(1);
    expect(roundRow(id)).toMatchObject({ status: 'settled', win: 1010 });
  });
});
