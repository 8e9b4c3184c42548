import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { createCouponStore, type LiveGameUpdate } from '@arena/domain';
import { connectCouponLiveOdds, COUPON_POLL_MS } from './coupon-live-odds.ts';

const update = (gameId: string, outcomeId: string, coef: number, extra: Partial<LiveGameUpdate> = {}): LiveGameUpdate => ({
  id: gameId, statusId: 2, isLive: true, isFinished: false, secondsOfPlay: 60, period: 1, score: [0, 0],
  markets: [{ id: `${gameId}-w`, isBlocked: false, outcomes: [{ id: outcomeId, coef }] }], ...extra,
});
const pick = (outcomeId: string, coef: number) => ({ outcomeId, gameId: outcomeId.split('-')[0]!, sportId: 1, coef, isLive: true, title: 'A – B', outcomeName: '1' });

function setup() {
  const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
  const store = createCouponStore();
  const poll = vi.fn(async (ids: readonly string[]) => ids.map((id) => update(id, `${id}-w-1`, 1.5)));
  const stop = connectCouponLiveOdds({ store, bus, poll, now: () => Date.now() });
  return { bus, store, poll, stop };
}

describe('the slip follows the live prices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('re-prices bets from coupon:odds-changed (the betting app feed) and marks suspended and finished ones', () => {
    const { bus, store, stop } = setup();
    store.toggleSelection(pick('7-w-1', 2));
    bus.emit('coupon:odds-changed', { games: [update('7', '7-w-1', 2.5)] });
    expect(store.getSnapshot().coupon.bets[0]?.market.coef).toBe(2.5);
    bus.emit('coupon:odds-changed', { games: [update('7', '7-w-1', 2.5, { isFinished: true, statusId: 4 })] });
    expect(store.getSnapshot().coupon.bets[0]?.game.isFinished).toBe(true);
    stop();
  });

  it('polls only games the feed did not cover within the interval', async () => {
    const { bus, store, poll, stop } = setup();
    store.toggleSelection(pick('7-w-1', 2));
    store.toggleSelection(pick('8-w-1', 2));
    bus.emit('coupon:odds-changed', { games: [update('7', '7-w-1', 2.2)] });
    await vi.advanceTimersByTimeAsync(COUPON_POLL_MS);
    expect(poll).toHaveBeenCalledWith(['8']);
    expect(store.getSnapshot().coupon.bets.find((b) => b.outcomeId === '8-w-1')?.market.coef).toBe(1.5);
    stop();
  });

  it('publishes what a poll brought as coupon:odds-changed, so the line list behind the slip shows the same price (issue 17 item 14)', async () => {
    const { bus, store, poll, stop } = setup();
    const heard = vi.fn();
    bus.subscribe('coupon:odds-changed', heard);
    store.toggleSelection(pick('8-w-1', 2));
    await vi.advanceTimersByTimeAsync(COUPON_POLL_MS);
    expect(heard).toHaveBeenCalledWith({ games: [update('8', '8-w-1', 1.5)] });
    // Its own message is no feed coverage: the next interval polls the game again.
    await vi.advanceTimersByTimeAsync(COUPON_POLL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not poll with an empty slip, and stops everything on disconnect', async () => {
    const { bus, store, poll, stop } = setup();
    await vi.advanceTimersByTimeAsync(COUPON_POLL_MS * 2);
    expect(poll).not.toHaveBeenCalled();
    store.toggleSelection(pick('7-w-1', 2));
    stop();
    await vi.advanceTimersByTimeAsync(COUPON_POLL_MS * 2);
    bus.emit('coupon:odds-changed', { games: [update('7', '7-w-1', 3)] });
    expect(poll).not.toHaveBeenCalled();
    expect(store.getSnapshot().coupon.bets[0]?.market.coef).toBe(2);
  });
});
