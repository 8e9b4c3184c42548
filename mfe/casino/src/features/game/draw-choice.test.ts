/** The bingo, lottery and Hi-Lo choices in the browser: the play body, when a ticket is ready, marking and quick pick, Hi-Lo's guesses. */
import { describe, expect, it, vi } from 'vitest';
import type { GameApi, LaunchInfo, PlayAnswer, Round } from './game-api.ts';
import { choiceReady, createGameStore, familyBody } from './game-store.ts';
import { quickPick, toggleNumber } from './lottery-view.tsx';

describe('bingo and lottery choices', () => {
  it('bingo sends the stake per card and the card count; a lottery its numbers', () => {
    expect(familyBody('bingo', 2.5, { cards: 3 })).toEqual({ stake: 2.5, choice: { cards: 3 } });
    expect(familyBody('lottery', 10, { numbers: [1, 2, 3, 4, 5] })).toEqual({ stake: 10, choice: { numbers: [1, 2, 3, 4, 5] } });
  });

  it('a lottery ticket is ready only with all its numbers marked', () => {
    expect(choiceReady('lottery', { numbers: [1, 2, 3, 4, 5] }, 6)).toBe(false);
    expect(choiceReady('lottery', { numbers: [1, 2, 3, 4, 5, 6] }, 6)).toBe(true);
    expect(choiceReady('bingo', { cards: 2 })).toBe(true);
  });

  it('marking: a number toggles, a full ticket takes no more; quick pick marks `pick` different numbers of 1…of', () => {
    expect(toggleNumber([3, 9], 5, 6)).toEqual([3, 5, 9]);
    expect(toggleNumber([3, 5, 9], 5, 6)).toEqual([3, 9]);
    expect(toggleNumber([1, 2, 3, 4, 5], 6, 5)).toEqual([1, 2, 3, 4, 5]);
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 200; i++) {
      const ticket = quickPick(5, 36, random);
      expect(new Set(ticket).size).toBe(5);
      expect(ticket.every((n) => n >= 1 && n <= 36)).toBe(true);
      expect([...ticket].sort((a, b) => a - b)).toEqual(ticket);
    }
  });
});

const hiloLaunch: LaunchInfo = {
  sessionId: 's'.repeat(32), mode: 'demo', game: { id: 500, slug: 'backgammon', name: 'Backgammon', engine: 'hilo' },
  minStake: 50, maxStake: 200, balance: 10_000, currency: 'FUN', nextServerSeedHash: 'h', clientSeed: 'c', nextNonce: 1,
  paytable: { engine: 'hilo', rtp: 0.99, houseEdge: 0.01, maxGuesses: 20, maxMultiplier: 10_000, ranks: 13, ties: 'win' },
};
const hiloAnswer = (status: Round['status']): PlayAnswer => ({
  round: {
    roundId: 9, engine: 'hilo', status, stake: 50, win: 0, nonce: 1, clientSeed: 'c', serverSeedHash: 'h', serverSeed: null, picks: { actions: [] }, autoCashOut: null,
    outcome: null, elapsedMs: null, multiplier: null, createdAt: 0,
    state: status === 'open' ? { cards: [{ rank: 7, suit: 0 }], guesses: [], multiplier: 1, over: false, end: null, next: [{ guess: 'higher', chance: 0.5385, pays: 1.8385, reaches: 1.8385 }, { guess: 'lower', chance: 0.5385, pays: 1.8385, reaches: 1.8385 }] } : null,
  },
  session: { balance: 9_950, currency: 'FUN', nextServerSeedHash: 'h2', clientSeed: 'c', nextNonce: 2 },
});

describe('game store: a Hi-Lo round', () => {
  it('deals with play (the stake only), then each guess and the cash-out through act under its own key', async () => {
    const play = vi.fn(async () => hiloAnswer('open'));
    const act = vi.fn(async () => hiloAnswer('open'));
    const api = { launch: vi.fn(async () => hiloLaunch), play, act, history: vi.fn(async () => []) } as unknown as GameApi;
    const store = createGameStore({ api, game: 'backgammon', onRealMoney: () => undefined });
    await store.launch('demo');
    await store.play();
    expect(play).toHaveBeenCalledWith('demo', hiloLaunch.sessionId, { stake: 50 }, expect.any(String));
    await store.act('higher');
    act.mockImplementationOnce(async () => hiloAnswer('settled'));
    await store.act('cashout');
    expect(act.mock.calls.map((call) => (call as unknown[])[2])).toEqual([{ roundId: 9, action: 'higher' }, { roundId: 9, action: 'cashout' }]);
    const keys = [play, act, act].map((fn, i) => ((fn.mock.calls[i === 2 ? 1 : 0] as unknown[])[3]));
    expect(new Set(keys).size).toBe(3);
  });
});
