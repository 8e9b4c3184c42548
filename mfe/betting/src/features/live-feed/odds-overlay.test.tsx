/** Issue 17 item 14: the line list behind the slip takes the prices the slip polled, not only the live feed's. */
import { renderHook, act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api.ts';
import type { LiveFeed, LiveGameUpdate } from './live-feed.ts';
import { createOddsOverlay } from './odds-overlay.ts';
import { useLiveGames } from './use-live.ts';

const lineGame: Game = {
  id: '7', sportId: 1, sportName: 'Football', sportSlug: 'football', champId: 101, champName: 'EPL', isTopChamp: true,
  opponents: ['A', 'B'], teamSlugs: ['a', 'b'], startTime: 2_000_000_000, isLive: false, isFinished: false, statusId: 1, secondsOfPlay: 0, period: 0,
  score: [0, 0], fullScore: '0:0', marketsCount: 1, markets: [{ id: '7-w', typeId: 1, group: 'main', name: 'Result', isBlocked: false, outcomes: [{ id: '7-w-1', name: '1', coef: 2 }] }],
};
const update = (id: string, coef: number): LiveGameUpdate => ({
  id, statusId: 1, isLive: false, isFinished: false, secondsOfPlay: 0, period: 0, score: [0, 0],
  markets: [{ id: `${id}-w`, isBlocked: false, outcomes: [{ id: `${id}-w-1`, coef }] }],
});
const noFeed: LiveFeed = { subscribe: () => () => undefined, version: () => 0, get: () => undefined, observe: () => () => undefined, watch: () => () => undefined };

describe('odds overlay', () => {
  it('a line game in the list takes the price the slip published after an odds change', () => {
    const overlay = createOddsOverlay();
    const { result } = renderHook(() => useLiveGames([lineGame], noFeed, overlay));
    expect(result.current[0]!.markets[0]!.outcomes[0]!.coef).toBe(2);
    act(() => overlay.put([update('7', 2.6)]));
    expect(result.current[0]!.markets[0]!.outcomes[0]).toMatchObject({ name: '1', coef: 2.6 });
  });

  it('a live game prefers the live feed, the newest source for it', () => {
    const overlay = createOddsOverlay();
    overlay.put([update('7', 3)]);
    const live = { ...lineGame, isLive: true, statusId: 2 };
    const feed: LiveFeed = { ...noFeed, get: (id) => (id === '7' ? { ...update('7', 2.2), isLive: true, statusId: 2 } : undefined) };
    const { result } = renderHook(() => useLiveGames([live], feed, overlay));
    expect(result.current[0]!.markets[0]!.outcomes[0]!.coef).toBe(2.2);
  });

  it('keeps the latest update per game and forgets the oldest games beyond its cap', () => {
    const overlay = createOddsOverlay(2);
    overlay.put([update('1', 2), update('2', 2)]);
    overlay.put([update('1', 2.5)]);
    overlay.put([update('3', 3)]);
    expect(overlay.get('1')?.markets[0]?.outcomes[0]?.coef).toBe(2.5);
    expect(overlay.get('2')).toBeUndefined();
    expect(overlay.get('3')).toBeDefined();
  });
});
