import { describe, expect, it } from 'vitest';
import { getCouponChecks } from './couponChecks.ts';
import { createCouponStore } from './couponStore.ts';
import { selection } from './testSelections.ts';

const config = { minAmountCouponTypes: [1], maxAmountCouponTypes: [1], vipBet: true, autoBonusBet: true, oneClick: true };
const main = { id: 1, type: 0, iso: 'USD', isActive: true, money: 100 };
const bonus = { id: 2, type: 4, iso: 'USD', isActive: false, money: 100 };

function expressStore() {
  const store = createCouponStore({ config, accounts: [main, bonus] });
  [1.5, 1.6, 1.7].forEach((coef, i) => store.toggleSelection(selection(`o${i}`, coef)));
  store.setOperatorLimits({ minBetAmount: 1, maxBetAmount: 100 });
  return store;
}

describe('coupon checks from the store', () => {
  it('an express over the max on a money account is refused with the max', () => {
    const store = expressStore();
    store.setAmount(150);
    expect(getCouponChecks(store.getSnapshot()).amountProblem).toEqual({ code: 'amount_above_max', max: 100 });
  });
  it('the same stake on the bonus account has no max', () => {
    const store = expressStore();
    store.setAmount(150);
    store.selectAccount(2);
    store.setAmount(150);
    expect(getCouponChecks(store.getSnapshot())).toMatchObject({ maxAmount: Infinity, amountProblem: null });
  });
  it('VIP and auto bonus bets are offered on a line express of 3 bets when config enables them', () => {
    expect(getCouponChecks(expressStore().getSnapshot())).toMatchObject({ isVipBetAvailable: true, isAutoBonusBetAvailable: true });
  });
  it('blocked bets and finished games are reported', () => {
    const store = expressStore();
    store.updateBet('o1', (bet) => ({ ...bet, isBlocked: true }));
    store.updateBet('o2', (bet) => ({ ...bet, game: { ...bet.game, statusId: 4 } }));
    expect(getCouponChecks(store.getSnapshot()).blockedOutcomeIds).toEqual(['o1', 'o2']);
  });
  it('an empty coupon has no amount problem', () => {
    expect(getCouponChecks(createCouponStore({ config }).getSnapshot()).amountProblem).toBeNull();
  });
});
