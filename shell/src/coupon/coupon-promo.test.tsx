import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCouponStore } from '@arena/domain';
import { CouponPromo } from './coupon-options.tsx';
import { couponText } from './coupon-texts.ts';

const t = couponText('en');
const pick = (outcomeId: string) => ({ outcomeId, gameId: outcomeId.split('-')[0]!, sportId: 1, coef: 2, isLive: false, title: 'A – B', outcomeName: '1' });

afterEach(cleanup);

describe('promo code field (spec §5: refused on singles)', () => {
  it('on an express the field takes the code into the coupon', () => {
    const store = createCouponStore();
    store.toggleSelection(pick('1-w-1'));
    store.toggleSelection(pick('2-w-1'));
    const view = render(<CouponPromo snapshot={store.getSnapshot()} store={store} t={t} />);
    fireEvent.change(screen.getByTestId('coupon-promo'), { target: { value: ' EXPRESS10 ' } });
    view.rerender(<CouponPromo snapshot={store.getSnapshot()} store={store} t={t} />);
    expect(store.getSnapshot().coupon.promoCode).toBe('EXPRESS10');
    expect(screen.queryByTestId('coupon-promo-reason')).toBeNull();
  });

  it('on singles the field is disabled and says why', () => {
    const store = createCouponStore();
    store.toggleSelection(pick('1-w-1'));
    store.toggleSelection(pick('2-w-1'));
    store.setType(10001);
    render(<CouponPromo snapshot={store.getSnapshot()} store={store} t={t} />);
    const field = screen.getByTestId('coupon-promo') as HTMLInputElement;
    expect(field.disabled).toBe(true);
    expect(field.getAttribute('aria-describedby')).toBe('arena-coupon-promo-reason');
    expect(screen.getByTestId('coupon-promo-reason').textContent).toBe('Promo codes are not accepted on singles');
  });
});
