import { describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api.ts';
import { mergeLive, type LiveGameUpdate } from './live-feed.ts';

const update = (coef: number, isBlocked = false): LiveGameUpdate => ({
  id: '7', statusId: 3, isLive: true, isFinished: false, secondsOfPlay: 600, period: 2, score: [1, 0],
  markets: [{ id: '7-w', isBlocked, outcomes: [{ id: '7-w-1', coef }] }],
});

const game: Game = {
  id: '7', sportId: 1, sportName: 'Football', sportSlug: 'football', champId: 101, champName: 'EPL', isTopChamp: true,
  opponents: ['A', 'B'], teamSlugs: ['a', 'b'], startTime: 0, isLive: true, isFinished: false, statusId: 2, secondsOfPlay: 10, period: 1,
  score: [0, 0], fullScore: '0:0', marketsCount: 1, markets: [{ id: '7-w', typeId: 1, group: 'main', name: 'Result', isBlocked: false, outcomes: [{ id: '7-w-1', name: '1', coef: 2 }] }],
};

describe('live feed', () => {
  it('mergeLive overlays score, clock, odds and blocked markets, keeping names', () => {
    const merged = mergeLive(game, update(3.1, true));
    expect(merged).toMatchObject({ score: [1, 0], secondsOfPlay: 600, statusId: 3 });
    expect(merged.markets[0]).toMatchObject({ name: 'Result', isBlocked: true, outcomes: [{ name: '1', coef: 3.1 }] });
    expect(mergeLive(game, undefined)).toBe(game);
  });
});
