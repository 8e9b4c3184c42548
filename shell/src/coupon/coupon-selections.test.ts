import { describe, expect, it, vi } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { createCouponStore } from '@arena/domain';
import { connectCouponSelections } from './coupon-selections.ts';
import { COUPON_STORAGE_KEY } from './page-coupon.ts';

const selection = (outcomeId: string, gameId = outcomeId) => ({ outcomeId, gameId, sportId: 1, coef: 1.5, isLive: false, title: 'A - B', outcomeName: '1' });

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

function setup(storage = memoryStorage()) {
  const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
  const store = createCouponStore({ config: { hasLobbyBlock: true } });
  const events = new EventTarget();
  const off = connectCouponSelections(bus, { store, storage, events: events as unknown as Window });
  return { bus, store, storage, events, off };
}

describe('coupon selections over the bus', () => {
  it('coupon:add from any app adds the outcome; adding it again removes it; remove and clear work', () => {
    const { bus, off } = setup();
    bus.emit('coupon:add', selection('o1'));
    bus.emit('coupon:add', selection('o2'));
    expect(bus.getState('couponSelections')).toEqual(['o1', 'o2']);
    bus.emit('coupon:add', selection('o1'));
    expect(bus.getState('couponSelections')).toEqual(['o2']);
    bus.emit('coupon:remove', { outcomeId: 'o2' });
    expect(bus.getState('couponSelections')).toEqual([]);
    bus.emit('coupon:add', selection('o3'));
    bus.emit('coupon:clear', {});
    expect(bus.getState('couponSelections')).toEqual([]);
    off();
    bus.emit('coupon:add', selection('o4'));
    expect(bus.getState('couponSelections')).toEqual([]);
  });

  it('the domain store decides the type: three bets from different games make an express', () => {
    const { bus, store } = setup();
    for (const id of ['a', 'b', 'c']) bus.emit('coupon:add', selection(id));
    expect(store.getSnapshot().coupon.typeId).toBe(1);
    expect(store.getSnapshot().coupon.coef).toBeCloseTo(3.375, 3);
  });

  it('persists the snapshot on every change, so a reload restores the coupon', () => {
    const storage = memoryStorage();
    const first = setup(storage);
    first.bus.emit('coupon:add', selection('o1'));
    first.off();
    expect(storage.data.get(COUPON_STORAGE_KEY)).toContain('o1');
    const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
    const reloaded = createCouponStore({ persisted: storage.getItem(COUPON_STORAGE_KEY) });
    const off = connectCouponSelections(bus, { store: reloaded, storage, events: null });
    expect(bus.getState('couponSelections')).toEqual(['o1']);
    off();
  });

  it("follows another tab: a 'storage' event with the coupon key loads that snapshot", () => {
    const other = setup();
    other.bus.emit('coupon:add', selection('x1'));
    const json = other.storage.getItem(COUPON_STORAGE_KEY);
    const { bus, events, off } = setup();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: COUPON_STORAGE_KEY, newValue: json }));
    expect(bus.getState('couponSelections')).toEqual(['x1']);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'something-else', newValue: null }));
    expect(bus.getState('couponSelections')).toEqual(['x1']);
    off();
  });

  it('with one-click on, a click places a bet instead of filling the slip', () => {
    const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
    const store = createCouponStore({ config: { oneClick: true } });
    store.enableOneClick();
    const onOneClick = vi.fn();
    const off = connectCouponSelections(bus, { store, storage: null, events: null, onOneClick });
    bus.emit('coupon:add', selection('o1'));
    expect(onOneClick).toHaveBeenCalledWith(expect.objectContaining({ outcomeId: 'o1' }));
    expect(store.getSnapshot().coupon.bets).toHaveLength(0);
    off();
  });
});
