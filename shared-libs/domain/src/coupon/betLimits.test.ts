import { describe, expect, it } from 'vitest';
import { amountLimitTypeId, betLimitsForCurrency, couponStakes, type BetLimitsTable } from './betLimits.ts';
import { getCouponChecks } from './couponChecks.ts';
import { createCouponStore } from './couponStore.ts';
import { selection } from './testSelections.ts';

const RUB = { minBetAmount: 10, maxBetAmount: 5000, maxPayout: 1_000_000 };
const USD = { minBetAmount: 0.2, maxBetAmount: 100, maxPayout: 20_000 };
const table: BetLimitsTable = { limits: { RUB, USD }, fallback: RUB };
const rub = { id: 1, type: 0, iso: 'RUB', isActive: true, money: 10_000 };
const usd = { id: 3, type: 9, iso: 'USD', isActive: false, money: 150 };
const config = { minAmountCouponTypes: [0, 1, 2], maxAmountCouponTypes: [0, 1, 2], betLimits: table };

describe('rule betLimitsForCurrency: the limits row of the account currency', () => {
  it('reads the row of the iso, any case, and the fallback for an unlisted or unknown currency', () => {
    expect(betLimitsForCurrency(table, 'USD')).toEqual(USD);
    expect(betLimitsForCurrency(table, 'usd')).toEqual(USD);
    expect(betLimitsForCurrency(table, 'GBP')).toEqual(RUB);
    expect(betLimitsForCurrency(table, undefined)).toEqual(RUB);
  });
});

describe('rule amountLimitTypeId and couponStakes: singles are held to the single limits, per bet', () => {
  it('singles (10001) use the type-0 limits; other types their own', () => {
    expect([amountLimitTypeId(10001), amountLimitTypeId(0), amountLimitTypeId(1), amountLimitTypeId(2)]).toEqual([0, 0, 1, 2]);
  });
  it('singles stake every bet (its own amount or the common one); other types one stake', () => {
    const bets = [{ outcomeId: 'a' }, { outcomeId: 'b' }];
    expect(couponStakes(10001, 5, bets, { b: 20 })).toEqual([5, 20]);
    expect(couponStakes(1, 5, bets, { b: 20 })).toEqual([5]);
  });
});

describe('slip limits follow the selected account currency (issue 17.1)', () => {
  it('selecting the USD account in the slip shows 0.2 – 100 and accepts a 5 USD stake', () => {
    const store = createCouponStore({ config, accounts: [rub, usd] });
    store.toggleSelection(selection('a', 2));
    expect(getCouponChecks(store.getSnapshot())).toMatchObject({ minAmount: 10, maxAmount: 5000 });
    store.selectAccount(3);
    store.setAmount(5);
    expect(getCouponChecks(store.getSnapshot())).toMatchObject({ minAmount: 0.2, maxAmount: 100, amountProblem: null });
    expect(store.getSnapshot().coupon.maxPayout).toBe(20_000);
    store.setAmount(150);
    expect(getCouponChecks(store.getSnapshot()).amountProblem).toEqual({ code: 'amount_above_max', max: 100 });
  });
  it('back on the RUB account the RUB limits return', () => {
    const store = createCouponStore({ config, accounts: [rub, usd] });
    store.toggleSelection(selection('a', 2));
    store.selectAccount(3);
    store.selectAccount(1);
    store.setAmount(5);
    expect(getCouponChecks(store.getSnapshot()).amountProblem).toEqual({ code: 'amount_below_min', min: 10 });
  });
  it('singles show the single limits and warn on a 5 RUB stake the server would refuse', () => {
    const store = createCouponStore({ config, accounts: [rub, usd] });
    store.toggleSelection(selection('a', 2));
    store.toggleSelection(selection('b', 3));
    store.setType(10001);
    store.setAmount(5);
    expect(getCouponChecks(store.getSnapshot())).toMatchObject({ minAmount: 10, maxAmount: 5000, amountProblem: { code: 'amount_below_min', min: 10 } });
  });
  it('singles check each bet own stake', () => {
    const store = createCouponStore({ config, accounts: [rub, usd] });
    store.toggleSelection(selection('a', 2));
    store.toggleSelection(selection('b', 3));
    store.setType(10001);
    store.setAmount(100);
    store.setBetAmount('b', 6000);
    expect(getCouponChecks(store.getSnapshot()).amountProblem).toEqual({ code: 'amount_above_max', max: 5000 });
  });
});
