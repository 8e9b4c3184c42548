import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCouponStore } from '@arena/domain';
import { CouponBonusOffer } from './coupon-bonus-offer.tsx';
import { couponText } from './coupon-texts.ts';

const t = couponText('en');
const pick = (outcomeId: string, coef: number, kind = 0) => ({ outcomeId, gameId: outcomeId.split('-')[0]!, sportId: 1, coef, kind, isLive: false, title: 'A – B', outcomeName: '1' });

function slip(coefs: number[], autoBonusBet = true, kind = 0) {
  const store = createCouponStore({ config: { autoBonusBet } });
  coefs.forEach((c, i) => store.toggleSelection(pick(`${i + 1}-w-1`, c, i === 0 ? kind : 0)));
  return store.getSnapshot();
}

afterEach(cleanup);

describe('auto bonus bet offer (spec §4)', () => {
  it('an express of 3 bets at 1.1 or more offers it, priced with bonusBetCoef (1 + 3/100)', () => {
    render(<CouponBonusOffer snapshot={slip([1.5, 1.6, 1.7])} t={t} />);
    expect(screen.getByTestId('coupon-auto-bonus').textContent).toContain('×1.03');
  });

  it('not offered with 2 bets, a bet under 1.1, a kind-7 bet, or when the config does not allow it', () => {
    for (const snapshot of [slip([1.5, 1.6]), slip([1.5, 1.05, 1.7]), slip([1.5, 1.6, 1.7], true, 7), slip([1.5, 1.6, 1.7], false)]) {
      const view = render(<CouponBonusOffer snapshot={snapshot} t={t} />);
      expect(screen.queryByTestId('coupon-auto-bonus')).toBeNull();
      view.unmount();
    }
  });
});
