import { describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api.ts';
import { createLiveFeed, mergeLive, type EventSourceLike, type LiveGameUpdate } from './live-feed.ts';

function fakeSource() {
  const handlers: Array<(e: MessageEvent<string>) => void> = [];
  const opened: string[] = [];
  let closed = 0;
  const source: EventSourceLike = { addEventListener: (_t, h) => void handlers.push(h), close: () => void closed++ };
  return {
    open: (url: string) => (opened.push(url), source),
    send: (data: string) => handlers.forEach((h) => h({ data } as MessageEvent<string>)),
    opened,
    closed: () => closed,
  };
}

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
  it('opens one stream for the first listener and closes it when the last one leaves', () => {
    const src = fakeSource();
    const feed = createLiveFeed('/feed', src.open);
    const offA = feed.subscribe(() => undefined);
    const offB = feed.subscribe(() => undefined);
    expect(src.opened).toEqual(['/feed']);
    offA();
    expect(src.closed()).toBe(0);
    offB();
    expect(src.closed()).toBe(1);
  });

  it('each message replaces the snapshot and notifies; a torn message is ignored', () => {
    const src = fakeSource();
    const feed = createLiveFeed('/feed', src.open);
    let calls = 0;
    const off = feed.subscribe(() => calls++);
    src.send(JSON.stringify([update(2.4)]));
    expect(feed.get('7')?.markets[0]?.outcomes[0]?.coef).toBe(2.4);
    src.send('{"torn');
    expect(calls).toBe(1);
    expect(feed.version()).toBe(1);
    off();
  });

  it('mergeLive overlays score, clock, odds and blocked markets, keeping names', () => {
    const merged = mergeLive(game, update(3.1, true));
    expect(merged).toMatchObject({ score: [1, 0], secondsOfPlay: 600, statusId: 3 });
    expect(merged.markets[0]).toMatchObject({ name: 'Result', isBlocked: true, outcomes: [{ name: '1', coef: 3.1 }] });
    expect(mergeLive(game, undefined)).toBe(game);
  });
});
