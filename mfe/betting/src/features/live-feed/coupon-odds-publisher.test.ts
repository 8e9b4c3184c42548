import { describe, expect, it, vi } from 'vitest';
import type { LiveGameUpdate } from '@arena/domain';
import { publishCouponOdds } from './coupon-odds-publisher.ts';

const game = (id: string): LiveGameUpdate => ({
  id, statusId: 2, isLive: true, isFinished: false, secondsOfPlay: 1, period: 1, score: [0, 0],
  markets: [{ id: `${id}-w`, isBlocked: false, outcomes: [{ id: `${id}-w-1`, coef: 2 }] }],
});

function setup(initial: string[]) {
  let selections = initial;
  let onSelections: ((s: readonly string[]) => void) | null = null;
  let heard: ((games: readonly LiveGameUpdate[]) => void) | null = null;
  const off = vi.fn();
  const watching: string[][] = [];
  const feed = {
    observe: (l: (games: readonly LiveGameUpdate[]) => void) => ((heard = l), off),
    watch: (ids: readonly string[]) => {
      const copy = [...ids];
      watching.push(copy);
      return () => void watching.splice(watching.indexOf(copy), 1);
    },
  };
  const emit = vi.fn();
  const bus = {
    emit,
    getState: (() => selections) as never,
    watchState: ((_key: string, handler: (s: readonly string[]) => void) => ((onSelections = handler), handler(selections), () => (onSelections = null))) as never,
  };
  const stop = publishCouponOdds(feed, bus);
  const select = (next: string[]) => ((selections = next), onSelections?.(next));
  return { send: (games: LiveGameUpdate[]) => heard?.(games), emit, stop, off, watching, select };
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

  it('has the stream carry the games of the coupon, following the selections, and gives them back on unmount', () => {
    const { watching, select, stop } = setup(['7-w-1', '7-h-2', '12-w-1']);
    expect(watching).toEqual([['12', '7']]);
    select(['12-w-1']);
    expect(watching).toEqual([['12']]);
    select([]);
    expect(watching).toEqual([]);
    select(['5-w-1']);
    stop();
    expect(watching).toEqual([]);
  });
});
