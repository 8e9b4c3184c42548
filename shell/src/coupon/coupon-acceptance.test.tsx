import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBaseCoupon, createCouponStore } from '@arena/domain';
import { CouponAcceptance } from './coupon-acceptance.tsx';
import { couponText } from './coupon-texts.ts';

const t = couponText('en');
const pick = (outcomeId: string, coef: number) => ({ outcomeId, gameId: outcomeId.split('-')[0]!, sportId: 1, coef, isLive: true, title: 'A – B', outcomeName: '1', score: '0:0' });

function setup(bets: Array<[string, number]>) {
  const store = createCouponStore({ config: { oneClick: true } });
  for (const [id, coef] of bets) store.toggleSelection(pick(id, coef));
  const view = render(<CouponAcceptance snapshot={store.getSnapshot()} store={store} t={t} />);
  const rerender = () => view.rerender(<CouponAcceptance snapshot={store.getSnapshot()} store={store} t={t} />);
  store.subscribe(rerender);
  return { store };
}

afterEach(cleanup);

describe('slip acceptance settings', () => {
  it('exact coefficient: on pins the single price, a falsy value resets it and turns off drop-on-score-change', () => {
    const { store } = setup([['1-w-1', 2.35]]);
    fireEvent.click(screen.getByTestId('coupon-exact-toggle'));
    expect(store.getSnapshot().settings.exactCoef).toBe(2.35);
    fireEvent.click(screen.getByTestId('coupon-drop-on-score'));
    expect(store.getSnapshot().settings.isDropOnScoreChange).toBe(true);
    fireEvent.change(screen.getByTestId('coupon-exact-coef'), { target: { value: '0' } });
    expect(store.getSnapshot().settings).toMatchObject({ exactCoef: null, isDropOnScoreChange: false });
  });

  it('enabling drop-on-score-change turns off one-click', () => {
    const { store } = setup([['1-w-1', 2]]);
    expect(store.enableOneClick(true).kind).toBe('enabled');
    fireEvent.click(screen.getByTestId('coupon-drop-on-score'));
    expect(store.getSnapshot().settings).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false });
  });

  it('the exact coefficient is offered on a single only; both settings go out in the base coupon', () => {
    const { store } = setup([['1-w-1', 2], ['2-w-1', 3]]);
    expect(screen.queryByTestId('coupon-exact-toggle')).toBeNull();
    fireEvent.click(screen.getByTestId('coupon-drop-on-score'));
    const { coupon, settings } = store.getSnapshot();
    const base = buildBaseCoupon(coupon, settings, { userId: 1, refId: null, coefViewId: 0 });
    expect(base).toMatchObject({ isDropOnScoreChange: true, exactCoef: null });
    expect(base.bets[0]).toMatchObject({ score: '0:0' });
  });

  it('VIP is offered only when the domain says so (config, finite max, line bets, not singles)', () => {
    const store = createCouponStore({ config: { vipBet: true, maxAmountCouponTypes: [0, 1, 2] } });
    store.toggleSelection({ ...pick('1-w-1', 2), isLive: false });
    store.toggleSelection({ ...pick('2-w-1', 2), isLive: false });
    store.setOperatorLimits({ maxBetAmount: 5000 });
    const view = render(<CouponAcceptance snapshot={store.getSnapshot()} store={store} t={t} />);
    store.subscribe(() => view.rerender(<CouponAcceptance snapshot={store.getSnapshot()} store={store} t={t} />));
    fireEvent.click(screen.getByTestId('coupon-vip'));
    expect(store.getSnapshot().settings.isVipBet).toBe(true);
    act(() => store.setAmount(6000));
    expect(screen.getByTestId('coupon-vip-note').textContent).toBe('Above the maximum: will be sent for approval');
    act(() => void store.setType(10001));
    expect(screen.queryByTestId('coupon-vip')).toBeNull();
  });

  it('no VIP offer with a live bet', () => {
    const store = createCouponStore({ config: { vipBet: true } });
    store.toggleSelection(pick('1-w-1', 2));
    store.setOperatorLimits({ maxBetAmount: 5000 });
    render(<CouponAcceptance snapshot={store.getSnapshot()} store={store} t={t} />);
    expect(screen.queryByTestId('coupon-vip')).toBeNull();
  });
});
