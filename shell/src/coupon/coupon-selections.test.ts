import { describe, expect, it } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { connectCouponSelections } from './coupon-selections.ts';

const selection = (outcomeId: string) => ({ outcomeId, gameId: 'g1', sportId: 1, coef: 1.5, isLive: false, title: 'A - B', outcomeName: '1' });

describe('coupon selections over the bus', () => {
  it('coupon:add from any app adds the outcome; adding it again removes it', () => {
    const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
    const off = connectCouponSelections(bus);
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
});
