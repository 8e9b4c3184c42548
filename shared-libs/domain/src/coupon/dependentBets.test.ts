import { describe, expect, it } from 'vitest';
import { getCouponChecks } from './couponChecks.ts';
import { createCouponStore } from './couponStore.ts';
import { combinesSelections, dependentOutcomeIds } from './dependentBets.ts';
import { fitTypeToSelections, isCouponTypePossible } from './normalizeCoupon.ts';
import { selection } from './testSelections.ts';

/** П1 and Ф2 of game 7 (dependent), and the winner of game 8. */
const p1 = selection('7-w-1', 3.26, { gameId: '7', outcomeName: 'П1' });
const f2 = selection('7-h-2', 5, { gameId: '7', outcomeName: 'Ф2 (+1.5)' });
const other = selection('8-w-1', 1.5, { gameId: '8' });
const config = { autoBonusBet: true, minAmountCouponTypes: [0, 1, 2], maxAmountCouponTypes: [0, 1, 2] };

describe('rule dependentOutcomeIds: outcomes of one game depend on each other', () => {
  it('names every outcome whose game appears more than once, in order', () => {
    expect(dependentOutcomeIds([{ outcomeId: 'a', gameId: '1' }, { outcomeId: 'b', gameId: '2' }, { outcomeId: 'c', gameId: '1' }])).toEqual(['a', 'c']);
  });
  it('names none when every game appears once', () => {
    expect(dependentOutcomeIds([{ outcomeId: 'a', gameId: '1' }, { outcomeId: 'b', gameId: '2' }])).toEqual([]);
  });
});

describe('rule combinesSelections: only express and system combine selections', () => {
  it('express (1) and system (2) combine; single (0) and singles (10001) do not', () => {
    expect([0, 1, 2, 10001].map((t) => combinesSelections(t as 0 | 1 | 2 | 10001))).toEqual([false, true, true, false]);
  });
});

describe('rule fitTypeToSelections / isCouponTypePossible: dependent bets are singles only', () => {
  it('an express or a system over dependent bets becomes singles; independent bets keep their type', () => {
    const store = createCouponStore();
    [p1, f2, other].forEach((s) => store.toggleSelection(s));
    const { bets } = store.getSnapshot().coupon;
    expect([fitTypeToSelections(1, bets), fitTypeToSelections(2, bets), fitTypeToSelections(10001, bets)]).toEqual([10001, 10001, 10001]);
    expect([isCouponTypePossible(1, bets), isCouponTypePossible(2, bets), isCouponTypePossible(10001, bets)]).toEqual([false, false, true]);
  });
});

describe('the slip marks dependent selections at once (issue 17.4)', () => {
  it('П1 and Ф2 of one game are marked, priced as singles (no 16.30 express) and express/system are refused', () => {
    const store = createCouponStore({ config });
    store.toggleSelection(p1);
    store.toggleSelection(f2);
    const { coupon } = store.getSnapshot();
    expect(coupon.bets.map((b) => b.isDepend)).toEqual([true, true]);
    expect(coupon.typeId).toBe(10001);
    expect(coupon.coef).not.toBe(16.3);
    expect(store.setType(1)).toBe(false);
    expect(store.setType(2)).toBe(false);
    expect(getCouponChecks(store.getSnapshot()).dependentOutcomeIds).toEqual(['7-w-1', '7-h-2']);
  });
  it('no bonus bet is offered over dependent bets', () => {
    const store = createCouponStore({ config });
    [p1, f2, other].forEach((s) => store.toggleSelection(s));
    expect(getCouponChecks(store.getSnapshot()).isAutoBonusBetAvailable).toBe(false);
  });
  it('removing one of them clears the mark and an express is possible again', () => {
    const store = createCouponStore({ config });
    [p1, f2, other].forEach((s) => store.toggleSelection(s));
    store.removeBet('7-h-2');
    expect(store.getSnapshot().coupon.bets.map((b) => b.isDepend)).toEqual([false, false]);
    expect(store.setType(1)).toBe(true);
    expect(store.getSnapshot().coupon.coef).toBe(4.89);
  });
});
