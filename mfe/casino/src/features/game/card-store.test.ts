/** The game store's multi-step rounds (blackjack, video poker): the deal, then one act call per action with its own key. */
import { describe, expect, it, vi } from 'vitest';
import type { GameApi, LaunchInfo, PlayAnswer, Round } from './game-api.ts';
import { createGameStore } from './game-store.ts';

const launchInfo: LaunchInfo = {
  sessionId: 's'.repeat(32), mode: 'demo', game: { id: 263, slug: 'jacks-or-better', name: 'Jacks or Better', engine: 'video-poker' },
  minStake: 20, maxStake: 100, balance: 10_000, currency: 'FUN', nextServerSeedHash: 'h', clientSeed: 'c', nextNonce: 1,
  paytable: { engine: 'video-poker', rtp: 0.9954, pays: [{ hand: 'jacks-or-better', pays: 1 }] },
};
const round = (status: Round['status']): Round => ({
  roundId: 7, engine: 'video-poker', status, stake: 20, win: 0, nonce: 1, clientSeed: 'c', serverSeedHash: 'h', serverSeed: null, picks: { actions: [] }, autoCashOut: null,
  outcome: null, elapsedMs: null, multiplier: null, createdAt: 0,
  state: status === 'open' ? { dealt: [1, 2, 3, 4, 5].map((rank) => ({ rank, suit: 0 })), hand: 'nothing', over: false } : null,
});
const answer = (status: Round['status']): PlayAnswer => ({ round: round(status), session: { balance: 9_980, currency: 'FUN', nextServerSeedHash: 'h2', clientSeed: 'c', nextNonce: 2 } });

describe('game store: multi-step card rounds', () => {
  it('deals with play, then draws with the held places through act, each action under a new key; no act once settled', async () => {
    const play = vi.fn(async () => answer('open'));
    const act = vi.fn(async () => answer('settled'));
    const api = { launch: vi.fn(async () => launchInfo), play, act, history: vi.fn(async () => []) } as unknown as GameApi;
    const store = createGameStore({ api, game: 'jacks-or-better', onRealMoney: () => undefined });
    await store.launch('demo');
    await store.play();
    expect(play).toHaveBeenCalledWith('demo', launchInfo.sessionId, { stake: 20 }, expect.any(String));
    store.toggleHold(3);
    store.toggleHold(0);
    store.toggleHold(3);
    store.toggleHold(2);
    expect(store.getState().hold).toEqual([0, 2]);
    await store.act('draw');
    expect(act).toHaveBeenCalledWith('demo', launchInfo.sessionId, { roundId: 7, action: 'draw', hold: [0, 2] }, expect.any(String));
    const playKey = (play.mock.calls[0] as unknown[])[3];
    expect((act.mock.calls[0] as unknown[])[3]).not.toBe(playKey);
    await store.act('draw');
    expect(act).toHaveBeenCalledTimes(1);
  });
});
