import { describe, expect, it } from 'vitest';
import { createBetFromSelection, type CouponBet } from './bet.ts';
import {
  acceptsPromoCode,
  applicableMaxAmount,
  applicableMinAmount,
  checkCouponAmount,
  isAutoBonusBetAvailable,
  isVipBetAvailable,
} from './couponRules.ts';

function bet(coef: number, extra: { kind?: number; isLive?: boolean } = {}): CouponBet {
  return createBetFromSelection({
    outcomeId: `o${coef}-${extra.kind ?? 0}`, gameId: 'g', sportId: 1, coef, isLive: extra.isLive ?? false,
    title: 't', outcomeName: 'n', ...(extra.kind === undefined ? {} : { kind: extra.kind }),
  });
}
const three = [bet(1.5), bet(1.2), bet(2)];

describe('auto bonus bet availability', () => {
  it('is available for an express of 3 bets each at 1.1 or more when config allows it', () => {
    expect(isAutoBonusBetAvailable(true, 1, three)).toBe(true);
  });
  it('is not available when config does not allow it', () => {
    expect(isAutoBonusBetAvailable(false, 1, three)).toBe(false);
  });
  it('is not available on a coupon that is not express', () => {
    expect(isAutoBonusBetAvailable(true, 2, three)).toBe(false);
  });
  it('needs at least 3 bets', () => {
    expect(isAutoBonusBetAvailable(true, 1, three.slice(0, 2))).toBe(false);
  });
  it('needs every bet to have coef 1.1 or more', () => {
    expect(isAutoBonusBetAvailable(true, 1, [...three, bet(1.09)])).toBe(false);
    expect(isAutoBonusBetAvailable(true, 1, [bet(1.1), bet(1.1), bet(1.1)])).toBe(true);
  });
  it('a bet of market kind 7 makes it unavailable', () => {
    expect(isAutoBonusBetAvailable(true, 1, [...three, bet(1.5, { kind: 7 })])).toBe(false);
  });
});

describe('VIP bet availability', () => {
  it('is available with config on, a finite max, line bets only, and not singles', () => {
    expect(isVipBetAvailable(true, 5000, 1, three)).toBe(true);
  });
  it('needs config to enable it', () => {
    expect(isVipBetAvailable(false, 5000, 1, three)).toBe(false);
  });
  it('needs a finite max bet', () => {
    expect(isVipBetAvailable(true, Infinity, 1, three)).toBe(false);
  });
  it('is not available when any bet is live', () => {
    expect(isVipBetAvailable(true, 5000, 1, [...three, bet(1.5, { isLive: true })])).toBe(false);
  });
  it('needs at least one bet', () => {
    expect(isVipBetAvailable(true, 5000, 0, [])).toBe(false);
  });
  it('is not available on singles coupons', () => {
    expect(isVipBetAvailable(true, 5000, 10001, three)).toBe(false);
  });
});

describe('min and max amount', () => {
  it('the min amount applies to coupon types listed in config', () => {
    expect(applicableMinAmount(1, 10, [0, 1])).toBe(10);
  });
  it('the min amount does not apply to unlisted types', () => {
    expect(applicableMinAmount(2, 10, [0, 1])).toBeNull();
  });
  it('the min amount applies only when a min exists', () => {
    expect(applicableMinAmount(1, null, [1])).toBeNull();
    expect(applicableMinAmount(1, 0, [1])).toBeNull();
  });
  it('the max amount applies to listed types on a money account', () => {
    expect(applicableMaxAmount(1, 5000, [1], 0)).toBe(5000);
  });
  it('the max amount does not apply to unlisted types', () => {
    expect(applicableMaxAmount(2, 5000, [1], 0)).toBe(Infinity);
  });
  it('the max amount never applies on a bonus account', () => {
    expect(applicableMaxAmount(1, 5000, [1], 4)).toBe(Infinity);
  });
  it('an amount below the min, above the max or missing is a problem', () => {
    expect(checkCouponAmount(5, 10, 100)).toEqual({ code: 'amount_below_min', min: 10 });
    expect(checkCouponAmount(150, 10, 100)).toEqual({ code: 'amount_above_max', max: 100 });
    expect(checkCouponAmount(0, 10, 100)).toEqual({ code: 'amount_missing' });
    expect(checkCouponAmount(50, 10, 100)).toBeNull();
  });
});

describe('promo codes', () => {
  it('promo codes are refused on singles coupons', () => {
    expect(acceptsPromoCode(10001)).toBe(false);
  });
  it('promo codes are accepted on single, express and system coupons', () => {
    expect([0, 1, 2].map((t) => acceptsPromoCode(t as 0 | 1 | 2))).toEqual([true, true, true]);
  });
});
