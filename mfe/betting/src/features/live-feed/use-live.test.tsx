/** The stream carries the games a page shows (ids=), so a game page does not receive the whole live catalogue. */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api.ts';
import type { LiveFeed } from './live-feed.ts';
import { createOddsOverlay } from './odds-overlay.ts';
import { useLiveGames } from './use-live.ts';

const game = (id: string, isLive: boolean): Game => ({
  id, sportId: 1, sportName: 'Football', sportSlug: 'football', champId: 101, champName: 'EPL', isTopChamp: true,
  opponents: ['A', 'B'], teamSlugs: ['a', 'b'], startTime: 0, isLive, isFinished: false, statusId: isLive ? 2 : 1, secondsOfPlay: 0, period: 0,
  score: [0, 0], fullScore: '0:0', marketsCount: 0, markets: [],
});

function recordingFeed() {
  const watching: string[][] = [];
  const feed: LiveFeed = {
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
    const overlay = createOddsOverlay();
    const { rerender, unmount } = renderHook(({ games }) => useLiveGames(games, feed, overlay), { initialProps: { games: [game('7', true), game('8', false), game('9', true)] } });
    expect(watching).toEqual([['7', '9']]);
    rerender({ games: [game('7', true), game('8', false), game('9', true)] });
    expect(watching).toEqual([['7', '9']]);
    rerender({ games: [game('9', true)] });
    expect(watching).toEqual([['9']]);
    unmount();
    expect(watching).toEqual([]);
  });
});
