/**
 * Engine families through the browser API (issue 30): no catalogue game is a generic demo, each family plays
 * in demo and real money (the account moves by exactly stake − win), bad choices are a clear 400, and verify
 * reproduces a played round from its revealed seed with the game's parameters.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CASINO_ENGINES } from '@arena/domain';
import { bearer, idempotencyKey } from '../../test-support.ts';
import { balanceMinor, launchReal, walletFixtureForEachTest, type WalletFixture } from '../wallet/wallet-test-support.ts';

interface Round { roundId: number; status: string; stake: number; win: number; nonce: number; clientSeed: string; serverSeedHash: string; serverSeed: string | null; outcome: Record<string, unknown> | null; picks: unknown }
interface Play { round: Round; session: { balance: number } }

let f: WalletFixture;
walletFixtureForEachTest((fixture) => {
  f = fixture;
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  f.t.app.inject({ method: 'POST', url, headers: { 'x-language': 'en', ...headers }, payload });
const launchDemo = async (game: string) => f.t.json<{ sessionId: string; balance: number; game: { engine: string }; paytable: Record<string, unknown> }>(await post(`/casino-api/games/${game}/launch`, { mode: 'demo' }));
const playIn = (sessionId: string, body: object, headers: Record<string, string> = idempotencyKey()) => post(`/casino-api/games/sessions/${sessionId}/play`, body, headers);

describe('catalogue: every game has a real engine', () => {
  it('GET /casino-api/games lists no generic-demo game on any page', async () => {
    const engines = new Set<string>();
    for (let page = 1; ; page++) {
      const list = f.t.json<{ games: Array<{ engine: string }>; hasMore: boolean }>(await f.t.app.inject(`/casino-api/games?pageSize=100&page=${page}`));
      for (const game of list.games) engines.add(game.engine);
      if (!list.hasMore) break;
    }
    expect(engines.has('generic-demo')).toBe(false);
    expect([...engines].sort()).toEqual([...CASINO_ENGINES].sort());
  });
});

describe('family rounds in demo', () => {
  it.each([
    ['red-or-black', 'roulette', { choice: { bets: [{ type: 'red', amount: 10 }, { type: 'straight', numbers: [0], amount: 10 }] } }, 20],
    ['dice-duel', 'dice', { stake: 50, choice: { target: 49 } }, 50],
    ['plinko', 'plinko', { stake: 10 }, 10],
    ['lucky-ticket', 'scratch', { stake: 10 }, 10],
    ['wheel-of-luck', 'wheel', { stake: 10, choice: { mark: 3 } }, 10],
    ['durak', 'baccarat', { stake: 50, choice: { side: 'banker' } }, 50],
  ] as const)('%s (%s) plays a round for fun money: balance moves by win − stake', async (slug, engine, body, stake) => {
    const demo = await launchDemo(slug);
    expect(demo.game.engine).toBe(engine);
    expect(demo.paytable).toMatchObject({ engine });
    const played = f.t.json<Play>(await playIn(demo.sessionId, body));
    expect(played.round).toMatchObject({ status: 'settled', stake });
    expect(played.round.outcome).toMatchObject({ engine });
    expect(played.session.balance).toBeCloseTo(10_000 - stake + played.round.win, 6);
  });
});

describe('family rounds for real money', () => {
  it('a roulette bet list changes the account by exactly its sum − win, and verify reproduces the round with the game', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'red-or-black');
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    const choice = { bets: [{ type: 'black', amount: 12.5 }, { type: 'dozen', numbers: [3], amount: 10 }, { type: 'split', numbers: [0, 2], amount: 10 }] };
    const played = f.t.json<Play>(await playIn(sessionId, { choice }, { ...bearer(f.token), ...idempotencyKey(randomUUID()) }));
    expect(played.round.stake).toBe(32.5);
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 3250 + Math.round(played.round.win * 100));
    const { round } = played;
    const verified = f.t.json<{ seedMatchesHash: boolean; outcome: unknown }>(
      await post('/casino-api/games/verify', { engine: 'roulette', game: 'red-or-black', serverSeed: round.serverSeed, serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce, choice }),
    );
    expect(verified).toEqual({ seedMatchesHash: true, outcome: round.outcome });
  });

  it('a plinko round verifies only with its game (rows and risk are the game\'s)', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'plinko');
    const { round } = f.t.json<Play>(await playIn(sessionId, { stake: 10 }, { ...bearer(f.token), ...idempotencyKey(randomUUID()) }));
    const seeds = { engine: 'plinko', serverSeed: round.serverSeed, serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce };
    expect(f.t.json(await post('/casino-api/games/verify', { ...seeds, game: 'plinko' }))).toEqual({ seedMatchesHash: true, outcome: round.outcome });
    const missing = await post('/casino-api/games/verify', seeds);
    expect([missing.statusCode, f.t.json(missing)]).toEqual([400, expect.objectContaining({ code: 'game_required' })]);
    expect(f.t.json(await post('/casino-api/games/verify', { ...seeds, game: 'dice-duel' }))).toMatchObject({ code: 'wrong_engine' });
  });

  it('real play needs the Idempotency-Key; the same key answers the same round', async () => {
    const { sessionId } = await launchReal(f.t, f.token, 'dice-duel');
    expect((await playIn(sessionId, { stake: 50, choice: { target: 50 } }, bearer(f.token))).statusCode).toBe(400);
    const headers = { ...bearer(f.token), ...idempotencyKey(randomUUID()) };
    const first = f.t.json<Play>(await playIn(sessionId, { stake: 50, choice: { target: 50 } }, headers));
    const again = f.t.json<Play>(await playIn(sessionId, { stake: 50, choice: { target: 50 } }, headers));
    expect(again.round.roundId).toBe(first.round.roundId);
  });
});

describe('bad play bodies are a clear 400, never a 500', () => {
  it.each([
    ['dice-duel', { stake: 50, choice: { target: 99 } }, 'dice_target_invalid'],
    ['dice-duel', { stake: 50 }, 'dice_target_invalid'],
    ['wheel-of-luck', { stake: 10, choice: { mark: 2 } }, 'wheel_mark_invalid'],
    ['red-or-black', { choice: { bets: [{ type: 'split', numbers: [1, 9], amount: 10 }] } }, 'roulette_bet_invalid'],
    ['red-or-black', { stake: 10 }, 'roulette_bet_invalid'],
    ['red-or-black', { choice: { bets: [{ type: 'red', amount: 10.005 }, { type: 'black', amount: 10.005 }] } }, 'amount_invalid'],
    ['durak', { stake: 50, choice: { side: 'dealer' } }, null],
    ['plinko', { choice: { target: 5 } }, 'amount_invalid'],
    ['plinko', { stake: 'ten' }, null],
    ['fruit-fiesta-5', { stake: 10 }, 'wrong_engine'],
  ] as const)('%s %j → 400 %s', async (slug, body, code) => {
    const demo = await launchDemo(slug);
    const answer = await playIn(demo.sessionId, body);
    expect(answer.statusCode).toBe(400);
    const refusal = f.t.json<{ code: string; message: string }>(answer);
    if (code) expect(refusal.code).toBe(code);
    expect(refusal.message.length).toBeGreaterThan(5);
  });
});
