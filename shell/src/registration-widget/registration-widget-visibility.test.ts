import { describe, expect, it } from 'vitest';
import { isRegistrationWidgetVisible } from './registration-widget-visibility.ts';

const visitor = { isVisitor: true, hiddenByRightSide: false, appViewType: 0 as const, couponCount: 0 };

describe('registration widget visibility', () => {
  it('shows to a visitor with an empty coupon', () => expect(isRegistrationWidgetVisible(visitor)).toBe(true));
  it('never shows to a signed-in player', () => expect(isRegistrationWidgetVisible({ ...visitor, isVisitor: false })).toBe(false));
  it('hidden by the right-side state', () => expect(isRegistrationWidgetVisible({ ...visitor, hiddenByRightSide: true })).toBe(false));
  it('European view: hidden when the coupon has bets', () => expect(isRegistrationWidgetVisible({ ...visitor, couponCount: 1 })).toBe(false));
  it('Asian view: shows even when the coupon has bets', () =>
    expect(isRegistrationWidgetVisible({ ...visitor, appViewType: 1, couponCount: 2 })).toBe(true));
});
