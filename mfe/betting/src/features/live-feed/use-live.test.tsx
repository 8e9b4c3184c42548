/** The stream carries the games a page shows (ids=), so a game page does not receive the whole live catalogue. */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api.ts';
import type { LiveOdds } from '@arena/live-odds';
import { useLiveGames } from './use-live.ts';

const game = (id: string, isLive: boolean): Game => ({
  id, sportId: 1, sportName: 'Football', sportSlug: 'football', champId: 101, champName: 'EPL', isTopChamp: true,
  opponents: ['A', 'B'], teamSlugs: ['a', 'b'], startTime: 0, isLive, isFinished: false, statusId: isLive ? 2 : 1, secondsOfPlay: 0, period: 0,
  score: [0, 0], fullScore: '0:0', marketsCount: 0, markets: [],
});

function recordingFeed() {
  const watching: string[][] = [];
  const feed: LiveOdds = {
    subscribe: () => () => undefined, version: () => 0, get: () => undefined, observe: () => () => undefined,
    watch: (ids) => {
      watching.push([...ids]);
      return () => void watching.splice(watching.findIndex((w) => w.join() === ids.join()), 1);
    },
  };
  return { feed, watching };
}

describe('useLiveGames watches the live games it shows', () => {
  it('asks the feed for the live games only, keeps the watch across equal re-renders and gives it back on unmount', () => {
    const { feed, watching } = recordingFeed();
    const { rerender, unmount } = renderHook(({ games }) => useLiveGames(games, feed), { initialProps: { games: [game('7', true), game('8', false), game('9', true)] } });
    expect(watching).toEqual([['7', '9']]);
    rerender({ games: [game('7', true), game('8', false), game('9', true)] });
    expect(watching).toEqual([['7', '9']]);
    rerender({ games: [game('9', true)] });
    expect(watching).toEqual([['9']]);
    unmount();
    expect(watching).toEqual([]);
  });
});

describe('issue 17 item 14: the list behind the slip shows the slip\'s prices', () => {
  it('a line game the slip watches through the page\'s live-odds client takes the latest price from it in the list', () => {
    const line: Game = { ...game('8', false), markets: [{ id: '8-w', typeId: 1, group: 'main', name: 'Result', isBlocked: false, outcomes: [{ id: '8-w-1', name: '1', coef: 2 }] }] };
    const slipUpdate = { id: '8', statusId: 1, isLive: false, isFinished: false, secondsOfPlay: 0, period: 0, score: [0, 0] as [number, number], markets: [{ id: '8-w', isBlocked: false, outcomes: [{ id: '8-w-1', coef: 2.45 }] }] };
    const feed: LiveOdds = { ...recordingFeed().feed, get: (id) => (id === '8' ? slipUpdate : undefined) };
    const { result } = renderHook(() => useLiveGames([line], feed));
    expect(result.current[0]!.markets[0]!.outcomes[0]!.coef).toBe(2.45);
  });
});

describe('issue 26: a game keeps its object while what it shows is unchanged (its championship is not redrawn)', () => {
  const live: Game = { ...game('7', true), markets: [{ id: '7-w', typeId: 1, group: 'main', name: 'Result', isBlocked: false, outcomes: [{ id: '7-w-1', name: '1', coef: 2 }] }] };
  const update = (coef: number) => ({ id: '7', statusId: 2, isLive: true, isFinished: false, secondsOfPlay: 0, period: 0, score: [0, 0] as [number, number], markets: [{ id: '7-w', isBlocked: false, outcomes: [{ id: '7-w-1', coef }] }] });

  it('an update repeating the drawn game (the first snapshot) gives back the same object; a changed price a new one', () => {
    let latest = update(2);
    const feed: LiveOdds = { ...recordingFeed().feed, get: () => latest };
    const { result, rerender } = renderHook(({ games }) => useLiveGames(games, feed), { initialProps: { games: [live] } });
    expect(result.current[0]).toBe(live);
    latest = update(2); // the same content in a new message
    rerender({ games: [live] });
    expect(result.current[0]).toBe(live);
    latest = update(2.4);
    rerender({ games: [live] });
    expect(result.current[0]).not.toBe(live);
    expect(result.current[0]!.markets[0]!.outcomes[0]!.coef).toBe(2.4);
    const changed = result.current[0];
    rerender({ games: [live] });
    expect(result.current[0]).toBe(changed);
  });
});
