import { describe, expect, it, vi } from 'vitest';
import { createCouponStore, ensureActiveAccount } from './couponStore.ts';
import { selection } from './testSelections.ts';

const storeWith = (coefs: number[], options: Parameters<typeof createCouponStore>[0] = {}) => {
  const store = createCouponStore(options);
  coefs.forEach((coef, i) => store.toggleSelection(selection(`o${i}`, coef)));
  return store;
};

describe('coupon store defaults', () => {
  it('starts with type 0, tab 1, system value 2, changeCoefAction 2 and an infinite max', () => {
    const { coupon, settings } = createCouponStore().getSnapshot();
    expect([coupon.typeId, coupon.tab, coupon.systemValue, settings.changeCoefAction]).toEqual([0, 1, 2, 2]);
    expect(coupon.maxBetAmount).toBe(Infinity);
  });
  it('starts with the RUB initial amount and step when no account is known', () => {
    const { coupon } = createCouponStore().getSnapshot();
    expect([coupon.amount, coupon.amountStep]).toEqual([150, 100]);
  });
});

describe('selections', () => {
  it('clicking an outcome adds it; a second click on the same outcome removes it', () => {
    const store = createCouponStore();
    expect(store.toggleSelection(selection('a', 2))).toBe('added');
    expect(store.toggleSelection(selection('a', 2))).toBe('removed');
    expect(store.getSnapshot().coupon.bets).toEqual([]);
  });
  it('a second bet turns a single into an express, and removing back to one makes it a single again', () => {
    const store = storeWith([2, 3]);
    expect(store.getSnapshot().coupon.typeId).toBe(1);
    store.removeBet('o1');
    expect(store.getSnapshot().coupon.typeId).toBe(0);
  });
  it('clear empties the coupon', () => {
    const store = storeWith([2, 3, 4]);
    store.clear();
    expect(store.getSnapshot().coupon.bets).toHaveLength(0);
  });
  it('the express worked example: 2.6 × 3.5 × 1.2 at 10 gives odds 10.92 and 109.20', () => {
    const store = storeWith([2.6, 3.5, 1.2]);
    store.setAmount(10);
    expect(store.getSnapshot().coupon).toMatchObject({ coef: 10.92, possibleWin: 109.2 });
  });
  it('the system worked example: 2/3 on 1.90, 2.00, 2.50 at 600 is 3 lines of 200 returning 2710', () => {
    const store = storeWith([1.9, 2, 2.5]);
    expect(store.setType(2)).toBe(true);
    store.setAmount(600);
    const { coupon } = store.getSnapshot();
    expect(coupon.systemValues).toEqual([{ value: 2, offset: 0, combo: 3, minBetAmount: 0 }]);
    expect(coupon.amount / (coupon.systemValues[0]?.combo ?? 0)).toBe(200);
    expect(coupon.possibleWin).toBe(2710);
  });
  it('the max payout caps the possible win', () => {
    const store = storeWith([2.6, 3.5, 1.2]);
    store.setAmount(10);
    store.setOperatorLimits({ maxPayout: 50 });
    expect(store.getSnapshot().coupon).toMatchObject({ possibleWin: 50, isPossibleWinCapped: true });
  });
  it('bonus bets get the bonus-bet coefficient 1 + n/100 for n other bets', () => {
    const store = storeWith([2, 3]);
    store.toggleSelection(selection('bonus', 5, { sportId: 0 }));
    expect(store.getSnapshot().coupon.bets.find((b) => b.outcomeId === 'bonus')?.market.coef).toBe(1.02);
  });
});

describe('type, system value and bankers', () => {
  it('a system needs at least 3 bets', () => {
    expect(storeWith([2, 3]).setType(2)).toBe(false);
  });
  it('system value never goes below 2', () => {
    const store = storeWith([2, 3, 4, 5]);
    store.setType(2);
    store.setSystemValue(1);
    expect(store.getSnapshot().coupon.systemValue).toBe(2);
  });
  it('bankers are possible on a system coupon when a lobby block exists', () => {
    const store = storeWith([2, 3, 4, 5], { config: { hasLobbyBlock: true } });
    store.setType(2);
    expect(store.toggleBanker('o0')).toBe(true);
    const { coupon } = store.getSnapshot();
    expect(coupon.isActiveSystemBanker).toBe(true);
    expect(coupon.systemValues.map((o) => [o.value, o.offset, o.combo])).toEqual([[2, 1, 3], [3, 1, 3]]);
  });
  it('bankers are refused without a lobby block', () => {
    const store = storeWith([2, 3, 4, 5]);
    store.setType(2);
    expect(store.toggleBanker('o0')).toBe(false);
  });
  it('bankers are refused on an express', () => {
    expect(storeWith([2, 3, 4], { config: { hasLobbyBlock: true } }).toggleBanker('o0')).toBe(false);
  });
  it('leaving the system type drops the bankers', () => {
    const store = storeWith([2, 3, 4, 5], { config: { hasLobbyBlock: true } });
    store.setType(2);
    store.toggleBanker('o0');
    store.setType(1);
    expect(store.getSnapshot().coupon.bets.some((b) => b.isBanker)).toBe(false);
  });
});

describe('promo codes and accounts', () => {
  it('promo codes are refused on singles coupons', () => {
    const store = storeWith([2, 3]);
    store.setType(10001);
    expect(store.setPromoCode('WIN')).toEqual({ accepted: false, reason: 'refused-on-singles' });
  });
  it('switching to singles drops a promo code already entered', () => {
    const store = storeWith([2, 3]);
    expect(store.setPromoCode('WIN')).toEqual({ accepted: true });
    store.setType(10001);
    expect(store.getSnapshot().coupon.promoCode).toBe('');
  });
  const accounts = [
    { id: 1, type: 0, iso: 'USD', isActive: false, money: 10 },
    { id: 2, type: 9, iso: 'KWD', isActive: false, money: 5 },
  ];
  it('if no account is active, the main account becomes active', () => {
    expect(ensureActiveAccount(accounts).find((a) => a.isActive)?.id).toBe(1);
  });
  it('selecting an active account resets the available prepaid amount to 0 and uses its currency step', () => {
    const store = createCouponStore({ accounts });
    store.setOperatorLimits({});
    store.selectAccount(2);
    const { coupon } = store.getSnapshot();
    expect([coupon.accountId, coupon.availablePrepaidAmount, coupon.amountStep]).toEqual([2, 0, 0.5]);
  });
});

describe('settings', () => {
  it('enabling one-click with bets asks to confirm clearing; confirming clears the coupon', () => {
    const store = storeWith([2, 3], { config: { oneClick: true } });
    expect(store.enableOneClick()).toEqual({ kind: 'needs-confirmation', reason: 'coupon-will-be-cleared' });
    expect(store.getSnapshot().settings.isActiveOneClick).toBe(false);
    expect(store.enableOneClick(true)).toEqual({ kind: 'enabled', clearsCoupon: true });
    expect(store.getSnapshot().coupon.bets).toHaveLength(0);
    expect(store.getSnapshot().settings.isActiveOneClick).toBe(true);
  });
  it('enabling drop-on-score-change turns off one-click', () => {
    const store = createCouponStore({ config: { oneClick: true } });
    store.enableOneClick();
    store.setDropOnScoreChange(true);
    expect(store.getSnapshot().settings).toMatchObject({ isActiveOneClick: false, isDropOnScoreChange: true });
  });
  it('a falsy exact coefficient resets it and turns off drop-on-score-change', () => {
    const store = createCouponStore();
    store.setExactCoef(1.9);
    store.setDropOnScoreChange(true);
    store.setExactCoef(0);
    expect(store.getSnapshot().settings).toMatchObject({ exactCoef: null, isDropOnScoreChange: false });
  });
});

describe('subscriptions', () => {
  it('listeners hear every change and stop hearing once removed', () => {
    const store = createCouponStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toggleSelection(selection('a', 2));
    unsubscribe();
    store.toggleSelection(selection('b', 2));
    expect(listener).toHaveBeenCalledTimes(1);
  });
  it('the snapshot keeps its identity until something changes (useSyncExternalStore needs that)', () => {
    const store = createCouponStore();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.setAmount(20);
    expect(store.getSnapshot()).not.toBe(first);
  });
});

describe('persistence through the store', () => {
  it('a coupon saved as JSON is restored with its bets, type and amount', () => {
    const store = storeWith([1.9, 2, 2.5]);
    store.setType(2);
    store.setAmount(600);
    const restored = createCouponStore({ persisted: store.toJSON() }).getSnapshot().coupon;
    expect(restored).toMatchObject({ typeId: 2, amount: 600, possibleWin: 2710 });
    expect(restored.bets.map((b) => b.outcomeId)).toEqual(['o0', 'o1', 'o2']);
  });
  it('loading corrupt JSON from another tab gives an empty coupon', () => {
    const store = storeWith([2, 3]);
    store.load('{"version":1,"coupon":');
    expect(store.getSnapshot().coupon.bets).toEqual([]);
  });
});

describe('currency of the active account', () => {
  const accounts = [
    { id: 1, type: 0, iso: 'USD', isActive: true, money: 10 },
    { id: 2, type: 9, iso: 'EUR', isActive: false, money: 5 },
    { id: 3, type: 9, iso: 'KWD', isActive: false, money: 5 },
  ];
  it('a new coupon starts with the initial amount and step of the active account currency', () => {
    const { coupon } = createCouponStore({ accounts }).getSnapshot();
    expect([coupon.accountId, coupon.amount, coupon.amountStep]).toEqual([1, 5, 2.5]);
  });
  it('switching to an account in another currency restarts the stake at that currency initial amount', () => {
    const store = createCouponStore({ accounts });
    store.setAmount(40);
    store.selectAccount(3);
    expect(store.getSnapshot().coupon.amount).toBe(3);
  });
});
