import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCouponStore, type BonusMarketAnswer, type CouponStore } from '@arena/domain';
import { bonusSelection } from './coupon-bonus.ts';
import { CouponBonusOffer } from './coupon-bonus-offer.tsx';
import { couponText } from './coupon-texts.ts';

const t = couponText('en');
const pick = (outcomeId: string, coef: number, kind = 0) => ({ outcomeId, gameId: outcomeId.split('-')[0]!, sportId: 1, coef, kind, isLive: false, title: 'A – B', outcomeName: '1' });

/** The catalogue's answer as GET /betting-api/bonus gives it. */
const answer: BonusMarketAnswer = {
  bonus: {
    sportId: 0, sportName: 'Bonus', gameId: '0', kind: 0,
    market: { id: '0-bonus', typeId: 90, group: 'other', name: 'Express bonus', isBlocked: false, outcomes: [{ id: '0-bonus-acca', name: 'Accumulator bonus', coef: 1.1 }] },
  },
};
const loadBonus = () => Promise.resolve(bonusSelection(answer));

function slip(coefs: number[], autoBonusBet = true, kind = 0): CouponStore {
  const store = createCouponStore({ config: { autoBonusBet } });
  coefs.forEach((c, i) => store.toggleSelection(pick(`${i + 1}-w-1`, c, i === 0 ? kind : 0)));
  return store;
}

/** Renders the offer bound to the store, re-rendering on every change as the panel's useCoupon does. */
function bind(store: CouponStore, load = loadBonus) {
  const view = render(<CouponBonusOffer snapshot={store.getSnapshot()} store={store} t={t} loadBonus={load} />);
  store.subscribe(() => view.rerender(<CouponBonusOffer snapshot={store.getSnapshot()} store={store} t={t} loadBonus={load} />));
  return view;
}

afterEach(cleanup);

describe('auto bonus bet offer (spec §4)', () => {
  it('an express of 3 bets at 1.1 or more offers it, priced with bonusBetCoef (1 + 3/100)', () => {
    bind(slip([1.5, 1.6, 1.7]));
    expect(screen.getByTestId('coupon-auto-bonus').textContent).toContain('×1.03');
  });

  it('not offered with 2 bets, a bet under 1.1, a kind-7 bet, or when the config does not allow it', () => {
    for (const store of [slip([1.5, 1.6]), slip([1.5, 1.05, 1.7]), slip([1.5, 1.6, 1.7], true, 7), slip([1.5, 1.6, 1.7], false)]) {
      const view = bind(store);
      expect(screen.queryByTestId('coupon-auto-bonus')).toBeNull();
      view.unmount();
    }
  });

  it('accepting adds the catalogue bonus selection to the store, at bonusBetCoef of the bets, and the offer goes', async () => {
    const store = slip([1.5, 1.6, 1.7]);
    bind(store);
    fireEvent.click(screen.getByTestId('coupon-auto-bonus-accept'));
    await waitFor(() => expect(store.getSnapshot().coupon.bets).toHaveLength(4));
    const bonus = store.getSnapshot().coupon.bets.find((b) => b.outcomeId === '0-bonus-acca');
    expect(bonus?.market).toMatchObject({ sportId: 0, typeId: 90, coef: 1.03 });
    expect(store.getSnapshot().coupon.typeId).toBe(1);
    expect(screen.queryByTestId('coupon-auto-bonus')).toBeNull();
    // A fourth bet re-prices the bonus leg at 1 + 4/100.
    store.toggleSelection(pick('4-w-1', 2));
    expect(store.getSnapshot().coupon.bets.find((b) => b.outcomeId === '0-bonus-acca')?.market.coef).toBe(1.04);
  });

  it('with the bonus in, removing a bet it rides on warns that it will be refused', async () => {
    const store = slip([1.5, 1.6, 1.7]);
    bind(store);
    fireEvent.click(screen.getByTestId('coupon-auto-bonus-accept'));
    await waitFor(() => expect(store.getSnapshot().coupon.bets).toHaveLength(4));
    expect(screen.queryByTestId('coupon-auto-bonus-invalid')).toBeNull();
    store.removeBet('3-w-1');
    expect(screen.getByTestId('coupon-auto-bonus-invalid')).toBeTruthy();
  });

  it('a failed catalogue read leaves the slip as it was and says so', async () => {
    const store = slip([1.5, 1.6, 1.7]);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    bind(store, load);
    fireEvent.click(screen.getByTestId('coupon-auto-bonus-accept'));
    await screen.findByTestId('coupon-auto-bonus-failed');
    expect(load).toHaveBeenCalledOnce();
    expect(store.getSnapshot().coupon.bets).toHaveLength(3);
  });
});
