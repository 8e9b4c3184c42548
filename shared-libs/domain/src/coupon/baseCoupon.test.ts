import { describe, expect, it } from 'vitest';
import { buildBaseCoupon, splitSinglesCoupon } from './baseCoupon.ts';
import { createCouponStore } from './couponStore.ts';
import { selection } from './testSelections.ts';

const context = { userId: 42, refId: 1, coefViewId: 0 as const };

function storeWith(coefs: number[]) {
  const store = createCouponStore({ accounts: [{ id: 5, type: 0, iso: 'USD', isActive: true, money: 100 }] });
  coefs.forEach((coef, i) => store.toggleSelection(selection(`o${i}`, coef)));
  return store;
}

describe('base coupon sent out', () => {
  it('carries the coupon, its settings and the user (spec §3 fields)', () => {
    const store = storeWith([2.6, 3.5, 1.2]);
    store.setAmount(10);
    store.updateSettings({ changeCoefAction: 1 });
    const { coupon, settings } = store.getSnapshot();
    const base = buildBaseCoupon(coupon, settings, context);
    expect(base).toMatchObject({
      accountId: 5, amount: 10, typeId: 1, coef: 10.92, coefByView: '10.92', coefViewId: 0, changeCoefAction: 1,
      userId: 42, refId: 1, systemValue: 2, exactCoef: null, isDropOnScoreChange: false, prepaidAmount: 0,
    });
    expect(base.bets.map((b) => [b.outcomeId, b.coef])).toEqual([['o0', 2.6], ['o1', 3.5], ['o2', 1.2]]);
  });
  it('shows the coefficient in the chosen view format', () => {
    const store = storeWith([1.5, 1.0 + 1]);
    const { coupon, settings } = store.getSnapshot();
    expect(buildBaseCoupon(coupon, settings, { ...context, coefViewId: 2 }).coefByView).toBe('+200');
  });
});

describe('singles coupon split', () => {
  it('each bet of a singles coupon becomes its own type-0 coupon with its own stake', () => {
    const store = storeWith([2, 3, 4]);
    store.setType(10001);
    store.setAmount(10);
    store.setBetAmount('o1', 25);
    const { coupon, settings } = store.getSnapshot();
    const parts = splitSinglesCoupon(buildBaseCoupon(coupon, settings, context));
    expect(parts.map((p) => [p.typeId, p.bets.map((b) => b.outcomeId), p.amount, p.coef])).toEqual([
      [0, ['o0'], 10, 2],
      [0, ['o1'], 25, 3],
      [0, ['o2'], 10, 4],
    ]);
  });
  it('a coupon that is not singles is not split', () => {
    const { coupon, settings } = storeWith([2, 3]).getSnapshot();
    const base = buildBaseCoupon(coupon, settings, context);
    expect(splitSinglesCoupon(base)).toEqual([base]);
  });
});
