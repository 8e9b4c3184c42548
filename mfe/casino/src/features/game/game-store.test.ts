/** The game page's state machine: launch, one key per action kept for the retry, closing on the session end. */
import { describe, expect, it, vi } from 'vitest';
import { casinoSpinAnswer } from '@arena/contracts/answer-checks';
import { HttpError } from '@arena/http';
import type { GameApi, LaunchInfo, PlayAnswer } from './game-api.ts';
import { createGameStore, familyBody } from './game-store.ts';

const launchInfo: LaunchInfo = {
  sessionId: 's'.repeat(32), mode: 'real', game: { id: 1, slug: 'fruit-fiesta-5', name: 'Fruit Fiesta 5', engine: 'slot' },
  minStake: 10, maxStake: 100, balance: 500, currency: 'RUB', nextServerSeedHash: 'h', clientSeed: 'c', nextNonce: 1,
  paytable: { engine: 'dice', rtp: 0.99, houseEdge: 0.01, minTarget: 2, maxTarget: 98, rollValues: 10_000 },
};
const played = (balance: number): PlayAnswer => ({
  round: { roundId: 1, engine: 'slot', status: 'settled', stake: 10, win: 0, nonce: 1, clientSeed: 'c', serverSeedHash: 'h', serverSeed: 's', picks: [], autoCashOut: null, outcome: null, elapsedMs: null, multiplier: null, state: null, createdAt: 0 },
  session: { balance, currency: 'RUB', nextServerSeedHash: 'h2', clientSeed: 'c', nextNonce: 2 },
});
const httpError = (status: number, body: Record<string, unknown>) => new HttpError({ status, kind: 'http', url: '/x', body: body as never });

function fakeApi(spin: GameApi['spin']): GameApi {
  return {
    launch: vi.fn(async () => launchInfo), spin, kenoDraw: vi.fn(), crashBet: vi.fn(), cashOut: vi.fn(), round: vi.fn(),
    history: vi.fn(async () => []), clientSeed: vi.fn(), verify: vi.fn(),
  } as unknown as GameApi;
}

describe('game store', () => {
  it('a real round announces the new balance', async () => {
    const onRealMoney = vi.fn();
    const store = createGameStore({ api: fakeApi(vi.fn(async () => played(490))), game: 'fruit-fiesta-5', onRealMoney });
    await store.launch('real');
    expect(store.getState()).toMatchObject({ phase: 'ready', stake: 10 });
    await store.play();
    expect(store.getState().session?.balance).toBe(490);
    expect(onRealMoney).toHaveBeenLastCalledWith(490);
  });

  it('a round answer that breaks its contract (balance as text) is refused: the balance stays, nothing is announced, no retry (issue 27)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRealMoney = vi.fn();
    const tampered = { ...played(490), session: { ...played(490).session, balance: '490' } };
    const store = createGameStore({ api: fakeApi(vi.fn(() => casinoSpinAnswer(tampered))), game: 'fruit-fiesta-5', onRealMoney });
    await store.launch('real');
    await store.play();
    expect(store.getState().error).toMatchObject({ code: 'answer_shape', retryable: false });
    expect(store.getState().session?.balance).toBe(500);
    // Only the launch's balance was announced, never the refused round's.
    expect(onRealMoney.mock.calls).toEqual([[500]]);
    logged.mockRestore();
  });

  it('a retryable failure keeps the action\'s Idempotency-Key for the retry; the next action gets a new one', async () => {
    const keys: string[] = [];
    let fail = true;
    const spin = vi.fn(async (_m: string, _s: string, _stake: number, key: string) => {
      keys.push(key);
      if (fail) throw httpError(503, { code: 'provider_unavailable', message: 'down', retryable: true });
      return played(490);
    });
    const store = createGameStore({ api: fakeApi(spin as unknown as GameApi['spin']), game: 'g', onRealMoney: () => undefined });
    await store.launch('real');
    await store.play();
    expect(store.getState().error).toMatchObject({ code: 'provider_unavailable', retryable: true });
    fail = false;
    await store.retry();
    expect(store.getState().error).toBeNull();
    await store.play();
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a limit refusal is shown with its message and not retried with the same key', async () => {
    const spin = vi.fn(async () => {
      throw httpError(403, { code: 'wagering_limit_exceeded', message: 'The stake exceeds your wagering limit' });
    });
    const store = createGameStore({ api: fakeApi(spin), game: 'g', onRealMoney: () => undefined });
    await store.launch('real');
    await store.play();
    expect(store.getState()).toMatchObject({ phase: 'ready', error: { code: 'wagering_limit_exceeded', message: 'The stake exceeds your wagering limit', retryable: false } });
  });

  it('session_limit_reached closes a real game', async () => {
    const spin = vi.fn(async () => {
      throw httpError(403, { code: 'session_limit_reached', message: 'used up' });
    });
    const store = createGameStore({ api: fakeApi(spin), game: 'g', onRealMoney: () => undefined });
    await store.launch('real');
    await store.play();
    expect(store.getState()).toMatchObject({ phase: 'closed', closedReason: 'session-limit' });
  });

  it('keno picks: up to 10 distinct numbers, a second tap removes one', () => {
    const store = createGameStore({ api: fakeApi(vi.fn()), game: 'g', onRealMoney: () => undefined });
    for (let n = 1; n <= 12; n++) store.togglePick(n);
    expect(store.getState().picks).toHaveLength(10);
    store.togglePick(3);
    expect(store.getState().picks).not.toContain(3);
  });

  it('an unknown game launches to the not-found view; real without sign-in asks to sign in', async () => {
    const api = fakeApi(vi.fn());
    (api.launch as ReturnType<typeof vi.fn>).mockRejectedValueOnce(httpError(404, { code: 'game_not_found', message: '' }));
    const store = createGameStore({ api, game: 'nope', onRealMoney: () => undefined });
    await store.launch('demo');
    expect(store.getState().phase).toBe('not-found');
    (api.launch as ReturnType<typeof vi.fn>).mockRejectedValueOnce(httpError(401, { code: 'sign_in_required', message: '' }));
    await store.launch('real');
    expect(store.getState().phase).toBe('sign-in');
  });

  it('roulette: a chip of the current stake per click, the same spot again adds to it, and the round sends the slip with no stake', async () => {
    const play = vi.fn(async () => played(480));
    const api = { ...fakeApi(vi.fn()), play, launch: vi.fn(async () => ({ ...launchInfo, game: { ...launchInfo.game, engine: 'roulette' as const } })) } as unknown as GameApi;
    const store = createGameStore({ api, game: 'red-or-black', onRealMoney: vi.fn() });
    await store.launch('real');
    store.addRouletteBet({ type: 'red' });
    store.setStake(15);
    store.addRouletteBet({ type: 'red' });
    store.addRouletteBet({ type: 'straight', numbers: [7] });
    expect(store.getState().choice.bets).toEqual([{ type: 'red', amount: 25 }, { type: 'straight', numbers: [7], amount: 15 }]);
    await store.play();
    expect(play).toHaveBeenCalledWith('real', launchInfo.sessionId, { choice: { bets: [{ type: 'red', amount: 25 }, { type: 'straight', numbers: [7], amount: 15 }] } }, expect.any(String));
    store.clearRouletteBets();
    expect(store.getState().choice.bets).toEqual([]);
    // An empty stake field places no chip (a chip of NaN would be refused by the server).
    store.setStake(Number.NaN);
    store.addRouletteBet({ type: 'odd' });
    expect(store.getState().choice.bets).toEqual([]);
  });

  it('the other families send the stake and their own choice only', () => {
    const choice = { bets: [], target: 30, mark: 11, side: 'tie' as const };
    expect(familyBody('dice', 5, choice)).toEqual({ stake: 5, choice: { target: 30 } });
    expect(familyBody('wheel', 5, choice)).toEqual({ stake: 5, choice: { mark: 11 } });
    expect(familyBody('baccarat', 5, choice)).toEqual({ stake: 5, choice: { side: 'tie' } });
    expect(familyBody('plinko', 5, choice)).toEqual({ stake: 5 });
  });
});
