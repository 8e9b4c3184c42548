import { describe, expect, it } from 'vitest';
import type { LiveGameUpdate } from '../contracts/betting.ts';
import { EMPTY_LIVE, reduceLive, type LiveState } from './live-state.ts';

const game = (id: string, coef = 2): LiveGameUpdate => ({
  id, statusId: 2, isLive: true, isFinished: false, secondsOfPlay: 60, period: 1, score: [0, 0],
  markets: [
    { id: `${id}-w`, isBlocked: false, outcomes: [{ id: `${id}-w-1`, coef }, { id: `${id}-w-2`, coef: 1.8 }] },
    { id: `${id}-h`, isBlocked: false, outcomes: [{ id: `${id}-h-1`, coef: 1.9 }] },
  ],
});

const snapshot = (seq: number, games: LiveGameUpdate[]): LiveState => reduceLive(EMPTY_LIVE, { type: 'snapshot', message: { seq, games } });

describe('live feed state: snapshot then deltas', () => {
  it('a snapshot replaces every game and sets the sequence', () => {
    const first = snapshot(10, [game('1'), game('2')]);
    const second = reduceLive(first, { type: 'snapshot', message: { seq: 20, games: [game('3')] } });
    expect(second.seq).toBe(20);
    expect([...second.games.keys()]).toEqual(['3']);
  });

  it('a patch moves only the named fields, prices and suspensions; other markets and outcomes stay as they were', () => {
    const state = reduceLive(snapshot(10, [game('1'), game('2')]), {
      type: 'delta',
      message: { seq: 11, patch: [{ id: '1', secondsOfPlay: 64, score: [1, 0], blocked: { '1-h': true }, coefs: { '1-w-1': 2.35 } }] },
    });
    const one = state.games.get('1')!;
    expect(one).toMatchObject({ secondsOfPlay: 64, score: [1, 0], statusId: 2, period: 1 });
    expect(one.markets[0]).toEqual({ id: '1-w', isBlocked: false, outcomes: [{ id: '1-w-1', coef: 2.35 }, { id: '1-w-2', coef: 1.8 }] });
    expect(one.markets[1]!.isBlocked).toBe(true);
    expect(state.games.get('2')).toEqual(game('2'));
    expect(state.changed).toEqual([one]);
    expect(state.seq).toBe(11);
  });

  it('puts whole games and drops gone ones', () => {
    const state = reduceLive(snapshot(10, [game('1')]), { type: 'delta', message: { seq: 11, put: [game('5', 3)], gone: ['1'] } });
    expect([...state.games.keys()]).toEqual(['5']);
    expect(state.changed).toEqual([game('5', 3)]);
  });

  it('ignores a delta before the first snapshot and one already applied (replayed after a reconnect)', () => {
    const delta = { type: 'delta' as const, message: { seq: 11, patch: [{ id: '1', coefs: { '1-w-1': 9 } }] } };
    expect(reduceLive(EMPTY_LIVE, delta)).toBe(EMPTY_LIVE);
    const applied = reduceLive(snapshot(10, [game('1')]), delta);
    expect(reduceLive(applied, delta)).toBe(applied);
    expect(reduceLive(applied, { ...delta, message: { ...delta.message, seq: 9 } })).toBe(applied);
  });
});
