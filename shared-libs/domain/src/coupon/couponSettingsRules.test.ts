import { describe, expect, it } from 'vitest';
import {
  isOneClickOn,
  oneClickAmountFor,
  requestOneClick,
  shouldDropOnScoreChange,
  withDropOnScoreChange,
  withExactCoef,
} from './couponSettingsRules.ts';

const settings = { exactCoef: 1.9 as number | null, isDropOnScoreChange: true, isActiveOneClick: true };

describe('one-click betting', () => {
  it('is on only if site config shows it and the user enabled it', () => {
    expect(isOneClickOn(true, true)).toBe(true);
    expect(isOneClickOn(false, true)).toBe(false);
    expect(isOneClickOn(true, false)).toBe(false);
  });
  it('enabling it with bets in the coupon needs confirmation that the coupon will be cleared', () => {
    expect(requestOneClick(true, 2, false)).toEqual({ kind: 'needs-confirmation', reason: 'coupon-will-be-cleared' });
  });
  it('once confirmed, enabling it clears the coupon', () => {
    expect(requestOneClick(true, 2, true)).toEqual({ kind: 'enabled', clearsCoupon: true });
  });
  it('enabling it with an empty coupon needs no confirmation', () => {
    expect(requestOneClick(true, 0, false)).toEqual({ kind: 'enabled', clearsCoupon: false });
  });
  it('cannot be enabled when config does not show it', () => {
    expect(requestOneClick(false, 0, true)).toEqual({ kind: 'not-available' });
  });
});

describe('exact coefficient and drop on score change', () => {
  it.each([0, null, undefined, Number.NaN])(
    'setting the exact coefficient to a falsy value (%s) resets it and turns off drop-on-score-change',
    (value) => {
      expect(withExactCoef(settings, value)).toEqual({ ...settings, exactCoef: null, isDropOnScoreChange: false });
    },
  );
  it('setting a real exact coefficient keeps drop-on-score-change', () => {
    expect(withExactCoef(settings, 2.1)).toEqual({ ...settings, exactCoef: 2.1 });
  });
  it('enabling drop-on-score-change turns off one-click', () => {
    expect(withDropOnScoreChange({ ...settings, isDropOnScoreChange: false }, true)).toEqual({
      ...settings, isDropOnScoreChange: true, isActiveOneClick: false,
    });
  });
  it('disabling drop-on-score-change leaves one-click alone', () => {
    expect(withDropOnScoreChange(settings, false).isActiveOneClick).toBe(true);
  });
  it('a bet with drop-on-score-change is dropped when the score moved', () => {
    expect(shouldDropOnScoreChange(true, '1:0', '1:1')).toBe(true);
    expect(shouldDropOnScoreChange(true, '1:0', '1:0')).toBe(false);
    expect(shouldDropOnScoreChange(false, '1:0', '1:1')).toBe(false);
  });
});

describe('one-click amount (issue 17 item 3: the first click must not fail with "enter a stake")', () => {
  const unset = { oneClickAmount: 0, bonusAccountOneClickAmount: 0 };
  it("an amount never chosen is the currency's initial bet amount of spec §9: RUB 150, USD 5, EUR 5, KWD 3", () => {
    expect(oneClickAmountFor(unset, { iso: 'RUB', type: 0 })).toBe(150);
    expect(oneClickAmountFor(unset, { iso: 'USD', type: 9 })).toBe(5);
    expect(oneClickAmountFor(unset, { iso: 'EUR', type: 9 })).toBe(5);
    expect(oneClickAmountFor(unset, { iso: 'KWD', type: 9 })).toBe(3);
  });
  it('an unknown currency, or no account yet, falls back to the RUB value', () => {
    expect(oneClickAmountFor(unset, { iso: 'XXX', type: 0 })).toBe(150);
    expect(oneClickAmountFor(unset, undefined)).toBe(150);
  });
  it("the player's own amount wins; a bonus account uses its own one-click amount", () => {
    expect(oneClickAmountFor({ oneClickAmount: 50, bonusAccountOneClickAmount: 0 }, { iso: 'RUB', type: 0 })).toBe(50);
    expect(oneClickAmountFor({ oneClickAmount: 50, bonusAccountOneClickAmount: 20 }, { iso: 'RUB', type: 4 })).toBe(20);
    expect(oneClickAmountFor({ oneClickAmount: 50, bonusAccountOneClickAmount: 0 }, { iso: 'USD', type: 4 })).toBe(5);
  });
});
