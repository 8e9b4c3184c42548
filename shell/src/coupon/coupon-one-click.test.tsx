/** Issue 17 item 3: the one-click panel shows (and the first click bets) the currency's initial amount, never 0. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCouponStore } from '@arena/domain';
import { CouponOneClick } from './coupon-options.tsx';
import { couponText } from './coupon-texts.ts';

const t = couponText('en');
afterEach(cleanup);

function panel(accounts: Array<{ id: number; type: number; iso: string; isActive: boolean; money: number }>) {
  const store = createCouponStore({ config: { oneClick: true }, accounts });
  store.enableOneClick();
  const view = render(<CouponOneClick snapshot={store.getSnapshot()} store={store} t={t} />);
  const amount = () => screen.getByTestId('coupon-one-click-amount') as HTMLInputElement;
  return { store, view, amount };
}

describe('one-click amount field', () => {
  it('with no amount chosen it shows the initial amount of the account currency: RUB 150, USD 5, KWD 3', () => {
    expect(panel([{ id: 1, type: 0, iso: 'RUB', isActive: true, money: 100 }]).amount().value).toBe('150');
    cleanup();
    expect(panel([{ id: 2, type: 9, iso: 'USD', isActive: true, money: 100 }]).amount().value).toBe('5');
    cleanup();
    expect(panel([{ id: 3, type: 9, iso: 'KWD', isActive: true, money: 100 }]).amount().value).toBe('3');
  });

  it('typing sets the amount of the active account kind: main amount, or the bonus account own amount', () => {
    const main = panel([{ id: 1, type: 0, iso: 'RUB', isActive: true, money: 100 }]);
    fireEvent.change(main.amount(), { target: { value: '40' } });
    expect(main.store.getSnapshot().settings).toMatchObject({ oneClickAmount: 40, bonusAccountOneClickAmount: 0 });
    cleanup();
    const bonus = panel([{ id: 1, type: 0, iso: 'RUB', isActive: false, money: 100 }, { id: 5, type: 4, iso: 'RUB', isActive: true, money: 100 }]);
    fireEvent.change(bonus.amount(), { target: { value: '25' } });
    expect(bonus.store.getSnapshot().settings).toMatchObject({ oneClickAmount: 0, bonusAccountOneClickAmount: 25 });
  });
});
