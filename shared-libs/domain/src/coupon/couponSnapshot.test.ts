import { describe, expect, it } from 'vitest';
import { createCouponStore } from './couponStore.ts';
import { parseCouponSnapshot, serializeCoupon } from './couponSnapshot.ts';
import { createEmptyCoupon, DEFAULT_COUPON_SETTINGS } from './couponState.ts';
import { selection } from './testSelections.ts';

function savedCoupon(): Record<string, unknown> {
  const store = createCouponStore();
  store.toggleSelection(selection('a', 2));
  store.toggleSelection(selection('b', 3));
  store.setPromoCode('WIN');
  return JSON.parse(store.toJSON()) as Record<string, unknown>;
}

describe('coupon JSON snapshot', () => {
  it('round-trips bets, type, amount, promo code and settings', () => {
    const store = createCouponStore();
    store.toggleSelection(selection('a', 2));
    store.toggleSelection(selection('b', 3));
    store.setPromoCode('WIN');
    store.updateSettings({ changeCoefAction: 0 });
    const { coupon, settings } = parseCouponSnapshot(store.toJSON());
    expect(coupon.bets.map((b) => b.outcomeId)).toEqual(['a', 'b']);
    expect([coupon.typeId, coupon.amount, coupon.promoCode, settings.changeCoefAction]).toEqual([1, 150, 'WIN', 0]);
  });
  it('an infinite max bet survives JSON (stored as null)', () => {
    const json = serializeCoupon(createEmptyCoupon(), DEFAULT_COUPON_SETTINGS);
    expect(parseCouponSnapshot(json).coupon.maxBetAmount).toBe(Infinity);
  });
  it('placement results are not persisted', () => {
    const coupon = { ...createEmptyCoupon(), successCoupon: { id: '77' } };
    expect(parseCouponSnapshot(serializeCoupon(coupon, DEFAULT_COUPON_SETTINGS)).coupon.successCoupon).toBeNull();
  });
  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '{"version":1,'],
    ['a JSON array', '[]'],
    ['another version', JSON.stringify({ ...savedCoupon(), version: 99 })],
  ])('%s gives an empty coupon', (_label, input) => {
    expect(parseCouponSnapshot(input).coupon.bets).toEqual([]);
  });
  it.each([
    ['an unknown coupon type', (c: Record<string, unknown>) => ({ ...c, typeId: 7 })],
    ['a negative amount', (c: Record<string, unknown>) => ({ ...c, amount: -5 })],
    ['a bet without an outcome id', (c: Record<string, unknown>) => ({ ...c, bets: [{ market: {} }] })],
    ['a bet with impossible odds', (c: Record<string, unknown>) => {
      const bets = c.bets as Array<{ market: Record<string, unknown> }>;
      return { ...c, bets: bets.map((b) => ({ ...b, market: { ...b.market, coef: 0.5 } })) };
    }],
    ['the same outcome twice', (c: Record<string, unknown>) => ({ ...c, bets: [...(c.bets as unknown[]), ...(c.bets as unknown[])] })],
    ['a string where a number belongs', (c: Record<string, unknown>) => ({ ...c, systemValue: '2' })],
  ])('stored data with %s gives an empty coupon, never a crash', (_label, corrupt) => {
    const saved = savedCoupon();
    const input = JSON.stringify({ ...saved, coupon: corrupt(saved.coupon as Record<string, unknown>) });
    expect(parseCouponSnapshot(input).coupon.bets).toEqual([]);
  });
  it('corrupt settings give default settings', () => {
    const saved = savedCoupon();
    const input = JSON.stringify({ ...saved, settings: { ...(saved.settings as object), changeCoefAction: 5 } });
    expect(parseCouponSnapshot(input).settings).toEqual(DEFAULT_COUPON_SETTINGS);
  });
});
