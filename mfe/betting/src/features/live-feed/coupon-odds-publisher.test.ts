import { describe, expect, it, vi } from 'vitest';
import type { LiveGameUpdate } from '@arena/domain';
import { publishCouponOdds } from './coupon-odds-publisher.ts';

const game = (id: string): LiveGameUpdate => ({
  id, statusId: 2, isLive: true, isFinished: false, secondsOfPlay: 1, period: 1, score: [0, 0],
  markets: [{ id: `${id}-w`, isBlocked: false, outcomes: [{ id: `${id}-w-1`, coef: 2 }] }],
});

function setup(selections: string[]) {
  let heard: ((games: readonly LiveGameUpdate[]) => void) | null = null;
  const off = vi.fn();
  const feed = { observe: (l: (games: readonly LiveGameUpdate[]) => void) => ((heard = l), off) };
  const emit = vi.fn();
  const stop = publishCouponOdds(feed, { emit, getState: (() => selections) as never });
  return { send: (games: LiveGameUpdate[]) => heard?.(games), emit, stop, off };
}

describe('the betting app publishes the coupon games of each feed message', () => {
  it('emits coupon:odds-changed with only the games that have an outcome in the coupon', () => {
    const { send, emit } = setup(['7-w-1']);
    send([game('7'), game('8')]);
    expect(emit).toHaveBeenCalledWith('coupon:odds-changed', { games: [game('7')] });
  });

  it('stays quiet when the coupon has none of the games, and stops observing on unmount', () => {
    const { send, emit, stop, off } = setup(['9-w-1']);
    send([game('7')]);
    expect(emit).not.toHaveBeenCalled();
    stop();
    expect(off).toHaveBeenCalled();
  });
});
