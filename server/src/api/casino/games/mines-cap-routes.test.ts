/**
 * Mines max win through the games API (issue 30 leftovers): a real-money round whose next safe tile would reach the
 * cap ends there, cashed out at 10 000 × the stake, and the journaled balance moves by exactly cap × stake − stake.
 * The session's committed seed is set to a known one (a second connection to the test's database file), so the test
 * knows where the mines are and opens only safe tiles.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountIdOf, bearer, buildTestApi, idempotencyKey, type TestApi } from '../../test-support.ts';
import { balanceMinor, launchReal, TEST_SECRET } from '../wallet/wallet-test-support.ts';
import { MINES_MAX_MULTIPLIER, minePositions } from './engines/mines.ts';
import { roundFloats } from './provably-fair.ts';

interface Round { roundId: number; status: string; stake: number; win: number; outcome: Record<string, unknown> | null; state: Record<string, unknown> | null }

let folder: string;
let t: TestApi;
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'arena-mines-cap-'));
  t = await buildTestApi({ ARENA_SECRET: TEST_SECRET, ARENA_DB: join(folder, 'arena.db') });
}, 30_000);
afterEach(async () => {
  await t.app.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Commits a known server seed for the session's next round (what a fresh random seed would be, made knowable). */
function commitSeed(sessionId: string, serverSeed: string): void {
  const db = new Database(join(folder, 'arena.db'));
  try {
    db.prepare('UPDATE casino_game_sessions SET server_seed = ? WHERE id = ?').run(serverSeed, sessionId);
  } finally {
    db.close();
  }
}

describe('mines max win through the API', () => {
  it('rule: a real-money round whose next safe tile reaches the cap ends there (end cap) and the balance moves by cap × stake − stake', async () => {
    const token = await t.login('demo', 'Demo1234!');
    const accountId = await accountIdOf(t, token);
    const { response, sessionId } = await launchReal(t, token, 'mines');
    expect(response.statusCode, response.body).toBe(200);
    const { minStake, clientSeed, nextNonce } = t.json<{ minStake: number; clientSeed: string; nextNonce: number }>(response);
    const serverSeed = 'mines-cap-known-seed';
    commitSeed(sessionId, serverSeed);
    // 10 mines: the 12th safe tile would reach ×11 314.9384, over the cap.
    const mines = minePositions(roundFloats({ serverSeed, clientSeed, nonce: nextNonce }, 24), 10);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
    const before = await balanceMinor(t, token, accountId);
    const call = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/casino-api/games/sessions/${sessionId}/${path}`, headers: { 'x-language': 'en', ...bearer(token), ...idempotencyKey() }, payload });
    const dealt = await call('play', { stake: minStake, choice: { mines: 10 } });
    expect(dealt.statusCode, dealt.body).toBe(200);
    let round = t.json<{ round: Round }>(dealt).round;
    for (const tile of safe.slice(0, 11)) {
      round = t.json<{ round: Round }>(await call('act', { roundId: round.roundId, action: `reveal-${tile}` })).round;
      expect(round.status, `after tile ${tile}`).toBe('open');
    }
    expect(round.state).toMatchObject({ next: MINES_MAX_MULTIPLIER, over: false });
    const last = await call('act', { roundId: round.roundId, action: `reveal-${safe[11]}` });
    expect(last.statusCode, last.body).toBe(200);
    round = t.json<{ round: Round }>(last).round;
    expect(round).toMatchObject({ status: 'settled', outcome: { end: 'cap', multiplier: MINES_MAX_MULTIPLIER, revealed: safe.slice(0, 12), hit: null } });
    const stakeMinor = Math.round(minStake * 100);
    expect(Math.round(round.win * 100)).toBe(MINES_MAX_MULTIPLIER * stakeMinor);
    expect(await balanceMinor(t, token, accountId)).toBe(before + MINES_MAX_MULTIPLIER * stakeMinor - stakeMinor);
    // Nothing more to play: the round is over.
    const after = await call('act', { roundId: round.roundId, action: `reveal-${safe[12]}` });
    expect([after.statusCode, t.json<{ code: string }>(after).code]).toEqual([409, 'round_closed']);
  }, 60_000);
});
