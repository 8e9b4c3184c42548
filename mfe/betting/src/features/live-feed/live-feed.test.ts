import { describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api.ts';
import { createLiveFeed, mergeLive, type EventSourceLike, type LiveGameUpdate } from './live-feed.ts';

function fakeSource() {
  const handlers = new Map<string, Array<(e: MessageEvent<string>) => void>>();
  const opened: string[] = [];
  let closed = 0;
  const source: EventSourceLike = { addEventListener: (t, h) => void handlers.set(t, [...(handlers.get(t) ?? []), h]), close: () => void closed++ };
  return {
    open: (url: string) => (handlers.clear(), opened.push(url), source),
    send: (type: string, data: string) => handlers.get(type)?.forEach((h) => h({ data } as MessageEvent<string>)),
    opened,
    closed: () => closed,
  };
}

/** The feed opens, reopens and closes its stream a microtask after the change that asks for it. */
const settled = () => new Promise<void>((r) => queueMicrotask(r));

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
  it('opens one stream for the watched games while something listens, reopens it when they change, closes it when the last listener leaves', async () => {
    const src = fakeSource();
    const feed = createLiveFeed('/feed?section=live', src.open);
    const offA = feed.subscribe(() => undefined);
    const offB = feed.subscribe(() => undefined);
    await settled();
    expect(src.opened).toEqual([]); // nothing watched: no stream
    feed.watch(['not-a-game']);
    await settled();
    expect(src.opened).toEqual([]); // an id the server would refuse is left out, not sent
    const unwatch7 = feed.watch(['7', '3']);
    feed.watch(['7']);
    await settled();
    expect(src.opened).toEqual(['/feed?section=live&ids=3,7']);
    unwatch7();
    await settled();
    expect(src.opened).toEqual(['/feed?section=live&ids=3,7', '/feed?section=live&ids=7']);
    expect(src.closed()).toBe(1);
    offA();
    await settled();
    expect(src.closed()).toBe(1);
    offB();
    await settled();
    expect(src.closed()).toBe(2);
  });

  it('applies the snapshot then deltas, notifies listeners and observers with the changed games; a torn message is ignored', async () => {
    const src = fakeSource();
    const feed = createLiveFeed('/feed?section=live', src.open);
    let calls = 0;
    const heard: string[][] = [];
    const off = feed.subscribe(() => calls++);
    feed.observe((games) => heard.push(games.map((g) => g.id)));
    feed.watch(['7']);
    await settled();
    src.send('snapshot', JSON.stringify({ seq: 5, games: [update(2.4)] }));
    expect(feed.get('7')?.markets[0]?.outcomes[0]?.coef).toBe(2.4);
    src.send('delta', JSON.stringify({ seq: 6, patch: [{ id: '7', coefs: { '7-w-1': 2.6 } }] }));
    expect(feed.get('7')?.markets[0]?.outcomes[0]?.coef).toBe(2.6);
    src.send('delta', '{"torn');
    expect(calls).toBe(2);
    expect(feed.version()).toBe(2);
    expect(heard).toEqual([['7'], ['7']]);
    off();
  });

  it('mergeLive overlays score, clock, odds and blocked markets, keeping names', () => {
    const merged = mergeLive(game, update(3.1, true));
    expect(merged).toMatchObject({ score: [1, 0], secondsOfPlay: 600, statusId: 3 });
    expect(merged.markets[0]).toMatchObject({ name: 'Result', isBlocked: true, outcomes: [{ name: '1', coef: 3.1 }] });
    expect(mergeLive(game, undefined)).toBe(game);
  });
});
