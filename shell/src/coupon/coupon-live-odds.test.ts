import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCouponStore, type LiveGameUpdate } from '@arena/domain';
import { createLiveOdds, type EventSourceLike } from '@arena/live-odds';
import { connectCouponLiveOdds } from './coupon-live-odds.ts';

const update = (gameId: string, outcomeId: string, coef: number, extra: Partial<LiveGameUpdate> = {}): LiveGameUpdate => ({
  id: gameId, statusId: 2, isLive: true, isFinished: false, secondsOfPlay: 60, period: 1, score: [0, 0],
  markets: [{ id: `${gameId}-w`, isBlocked: false, outcomes: [{ id: outcomeId, coef }] }], ...extra,
});
const pick = (outcomeId: string, coef: number) => ({ outcomeId, gameId: outcomeId.split('-')[0]!, sportId: 1, coef, isLive: true, title: 'A – B', outcomeName: '1' });

/** The browser's EventSource as the test drives it: the server's events are played by hand. */
class FakeStream implements EventSourceLike {
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  play(type: 'snapshot' | 'delta', message: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(message) } as MessageEvent<string>);
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The slip on a page's one live-odds client; `settle` lets the client's debounced reopen run. */
function setup() {
  const store = createCouponStore();
  const streams: FakeStream[] = [];
  const odds = createLiveOdds({ open: (url) => (streams.push(new FakeStream(url)), streams.at(-1)!) });
  const stop = connectCouponLiveOdds({ store, odds });
  const current = () => streams.filter((s) => !s.closed);
  const ids = () => current().map((s) => new URL(s.url, 'http://page').searchParams.get('ids'));
  return { store, odds, streams, current, ids, stop, settle: () => vi.runOnlyPendingTimers() };
}

const coefOf = (store: ReturnType<typeof createCouponStore>, outcomeId: string) => store.getSnapshot().coupon.bets.find((b) => b.outcomeId === outcomeId)?.market;

describe('the slip takes its prices from the page\'s one live stream (issue 28: no separate poll, no second stream)', () => {
  it("watches its bets' games (ids=) through the page's client: widened and narrowed with the slip, closed with an empty slip", () => {
    const { store, streams, ids, current, settle, stop } = setup();
    settle();
    expect(streams).toEqual([]);
    store.toggleSelection(pick('7-w-1', 2));
    settle();
    expect(ids()).toEqual(['7']);
    store.toggleSelection(pick('12-w-1', 2));
    settle();
    expect(ids()).toEqual(['12,7']);
    store.toggleSelection(pick('7-w-1', 2));
    store.toggleSelection(pick('12-w-1', 2));
    settle();
    expect(current()).toEqual([]);
    stop();
  });

  it("shares the stream with the page: the page's games and the slip's in one subscription", () => {
    const { store, odds, streams, ids, settle, stop } = setup();
    odds.watch(['3']); // the betting app's game page
    store.toggleSelection(pick('7-w-1', 2));
    settle();
    expect(streams).toHaveLength(1);
    expect(ids()).toEqual(['3,7']);
    stop();
    settle();
    expect(ids()).toEqual(['3']); // the page keeps its stream, narrowed to its own game
  });

  it('a price change and a suspension on the stream reach the bet; a replayed delta changes nothing', () => {
    const { store, current, settle, stop } = setup();
    store.toggleSelection(pick('7-w-1', 2));
    settle();
    const [stream] = current();
    stream!.play('snapshot', { seq: 10, games: [update('7', '7-w-1', 2)] });
    stream!.play('delta', { seq: 11, patch: [{ id: '7', coefs: { '7-w-1': 2.6 } }] });
    expect(coefOf(store, '7-w-1')?.coef).toBe(2.6);
    stream!.play('delta', { seq: 12, patch: [{ id: '7', blocked: { '7-w': true } }] });
    expect(store.getSnapshot().coupon.bets[0]?.isBlocked).toBe(true);
    stream!.play('delta', { seq: 11, patch: [{ id: '7', coefs: { '7-w-1': 9 } }] });
    expect(coefOf(store, '7-w-1')?.coef).toBe(2.6);
    stop();
  });

  it('a finished game leaves the subscription; after the disconnect the stream no longer re-prices the slip', () => {
    const { store, odds, current, ids, settle, stop } = setup();
    odds.watch(['7']); // the page goes on showing game 7 after the slip disconnects
    store.toggleSelection(pick('7-w-1', 2));
    store.toggleSelection(pick('8-w-1', 2));
    settle();
    const [stream] = current();
    stream!.play('snapshot', { seq: 10, games: [update('7', '7-w-1', 2), update('8', '8-w-1', 2)] });
    stream!.play('delta', { seq: 11, patch: [{ id: '8', isFinished: true, statusId: 4 }] });
    settle();
    expect(ids()).toEqual(['7']);
    stop();
    current()[0]!.play('delta', { seq: 12, patch: [{ id: '7', coefs: { '7-w-1': 3 } }] });
    expect(coefOf(store, '7-w-1')?.coef).toBe(2);
  });
});
