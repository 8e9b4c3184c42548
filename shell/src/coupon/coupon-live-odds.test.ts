import { describe, expect, it, vi } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { createCouponStore, type LiveGameUpdate } from '@arena/domain';
import { connectCouponLiveOdds, COUPON_FEED_PATH, type EventSourceLike } from './coupon-live-odds.ts';

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

function setup() {
  const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
  const store = createCouponStore();
  const streams: FakeStream[] = [];
  const open = vi.fn((url: string) => {
    const stream = new FakeStream(url);
    streams.push(stream);
    return stream;
  });
  const stop = connectCouponLiveOdds({ store, bus, open });
  const current = () => streams.filter((s) => !s.closed);
  return { bus, store, open, streams, current, stop };
}

const coefOf = (store: ReturnType<typeof createCouponStore>, outcomeId: string) => store.getSnapshot().coupon.bets.find((b) => b.outcomeId === outcomeId)?.market;

describe('the slip takes its prices from the live feed (issue 28: no separate poll)', () => {
  it("subscribes one stream to its bets' games (ids=), reopened when they change, closed with an empty slip", () => {
    const { store, open, current, stop } = setup();
    expect(open).not.toHaveBeenCalled();
    store.toggleSelection(pick('7-w-1', 2));
    expect(current().map((s) => s.url)).toEqual([`${COUPON_FEED_PATH}&ids=7`]);
    store.toggleSelection(pick('12-w-1', 2));
    expect(current().map((s) => s.url)).toEqual([`${COUPON_FEED_PATH}&ids=12,7`]);
    store.toggleSelection(pick('7-w-1', 2));
    store.toggleSelection(pick('12-w-1', 2));
    expect(current()).toEqual([]);
    stop();
  });

  it('a price change and a suspension on the stream reach the bet, and are published for the line list behind the slip', () => {
    const { bus, store, current, stop } = setup();
    const heard = vi.fn();
    bus.subscribe('coupon:odds-changed', heard);
    store.toggleSelection(pick('7-w-1', 2));
    const [stream] = current();
    stream!.play('snapshot', { seq: 10, games: [update('7', '7-w-1', 2)] });
    stream!.play('delta', { seq: 11, patch: [{ id: '7', coefs: { '7-w-1': 2.6 } }] });
    expect(coefOf(store, '7-w-1')?.coef).toBe(2.6);
    expect(heard).toHaveBeenLastCalledWith({ games: [update('7', '7-w-1', 2.6)] });
    stream!.play('delta', { seq: 12, patch: [{ id: '7', blocked: { '7-w': true } }] });
    expect(store.getSnapshot().coupon.bets[0]?.isBlocked).toBe(true);
    // A replayed delta (a reconnect) changes nothing.
    stream!.play('delta', { seq: 11, patch: [{ id: '7', coefs: { '7-w-1': 9 } }] });
    expect(coefOf(store, '7-w-1')?.coef).toBe(2.6);
    stop();
  });

  it('a finished game leaves the subscription; the disconnect closes the stream and ignores the bus', () => {
    const { bus, store, current, stop } = setup();
    store.toggleSelection(pick('7-w-1', 2));
    store.toggleSelection(pick('8-w-1', 2));
    const [stream] = current();
    stream!.play('snapshot', { seq: 10, games: [update('7', '7-w-1', 2), update('8', '8-w-1', 2)] });
    stream!.play('delta', { seq: 11, patch: [{ id: '8', isFinished: true, statusId: 4 }] });
    expect(current().map((s) => s.url)).toEqual([`${COUPON_FEED_PATH}&ids=7`]);
    stop();
    expect(current()).toEqual([]);
    bus.emit('coupon:odds-changed', { games: [update('7', '7-w-1', 3)] });
    expect(coefOf(store, '7-w-1')?.coef).toBe(2);
  });

  it('re-prices bets from coupon:odds-changed (the betting app feed) too', () => {
    const { bus, store, stop } = setup();
    store.toggleSelection(pick('7-w-1', 2));
    bus.emit('coupon:odds-changed', { games: [update('7', '7-w-1', 2.5)] });
    expect(coefOf(store, '7-w-1')?.coef).toBe(2.5);
    stop();
  });
});
