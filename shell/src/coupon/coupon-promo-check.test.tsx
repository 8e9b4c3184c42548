/**
 * Issue 17 item 2: the slip checks a promo code against the coupon while the player types or applies it,
 * and shows the effect (the possible win with the bonus) or the refusal reason before placement.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCouponStore } from '@arena/domain';
import { createFakeFetch, createHttpClient } from '@arena/http';
import { createPromoChecker, PROMO_CHECK_PATH, promoPossibleWin } from './coupon-promo-check.ts';
import { CouponPromoStatus, promoBonusPercent } from './coupon-promo-status.tsx';
import { CouponStake } from './coupon-stake.tsx';
import { couponText } from './coupon-texts.ts';

const t = couponText('en');
const pick = (outcomeId: string, coef: number) => ({ outcomeId, gameId: outcomeId.split('-')[0]!, sportId: 1, coef, isLive: false, title: 'A – B', outcomeName: '1' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(signedIn = true) {
  const fetch = createFakeFetch();
  const http = createHttpClient({ fetch, getLanguage: () => 'en' });
  const store = createCouponStore({ accounts: [{ id: 3, type: 0, iso: 'RUB', isActive: true, money: 10_000 }] });
  const pending: Array<() => void> = [];
  const timers = { setTimeout: (fn: () => void) => (pending.push(fn), pending.length), clearTimeout: (id: unknown) => void (pending[(id as number) - 1] = () => undefined) };
  const checker = createPromoChecker({ http, store, isSignedIn: () => signedIn, timers });
  // A 2-leg express at 2 × 5.5, 100 staked: possible win 1 100 without a code.
  store.toggleSelection(pick('1-w-1', 2));
  store.toggleSelection(pick('2-w-1', 5.5));
  store.setAmount(100);
  const typingPause = async () => {
    for (const run of pending.splice(0)) run();
    await settle();
  };
  return { fetch, store, checker, typingPause };
}

afterEach(cleanup);

describe('promo code check before placement', () => {
  it('EXPRESS10 typed on a 2-leg express: checked after the typing pause, the possible win shows 1 210 instead of 1 100', async () => {
    const { fetch, store, checker, typingPause } = setup();
    fetch.on('POST', PROMO_CHECK_PATH, { body: { valid: true, promoCode: 'EXPRESS10', winBonusPercent: 10, possibleWin: 1210 } });
    expect(store.getSnapshot().coupon.possibleWin).toBe(1100);
    store.setPromoCode('EXPRESS1');
    store.setPromoCode('EXPRESS10');
    expect(checker.snapshot()).toEqual({ kind: 'checking', promoCode: 'EXPRESS10' });
    await typingPause();
    // One request for the word, not one per key, describing the coupon as it is now.
    expect(fetch.callsTo(PROMO_CHECK_PATH)).toHaveLength(1);
    expect(fetch.callsTo(PROMO_CHECK_PATH)[0]!.body).toEqual({ promoCode: 'EXPRESS10', typeId: 1, bets: [{ outcomeId: '1-w-1', coef: 2 }, { outcomeId: '2-w-1', coef: 5.5 }], amount: 100, accountId: 3 });
    expect(checker.snapshot()).toEqual({ kind: 'valid', promoCode: 'EXPRESS10', winBonusPercent: 10 });

    const snapshot = store.getSnapshot();
    render(
      <>
        <CouponPromoStatus snapshot={snapshot} status={checker.snapshot()} onApply={() => checker.checkNow()} t={t} />
        <CouponStake snapshot={snapshot} store={store} t={t} winBonusPercent={promoBonusPercent(checker.snapshot())} />
      </>,
    );
    expect(screen.getByTestId('coupon-promo-status').textContent).toBe('Promo code EXPRESS10: +10 % to the win');
    expect(screen.getByTestId('coupon-possible-win').textContent).toMatch(/^1\s210\s₽ \(with promo code \+10 %\)$/);
  });

  it('a wrong code shows the refusal reason before placement, and "apply" checks at once', async () => {
    const { fetch, store, checker } = setup();
    fetch.on('POST', PROMO_CHECK_PATH, { body: { valid: false, code: 'promo_unknown', message: 'Unknown promo code', promoCode: 'NOPE' } });
    store.setPromoCode('NOPE');
    checker.checkNow();
    await settle();
    expect(checker.snapshot()).toEqual({ kind: 'refused', promoCode: 'NOPE', code: 'promo_unknown', message: 'Unknown promo code' });
    render(<CouponPromoStatus snapshot={store.getSnapshot()} status={checker.snapshot()} onApply={() => checker.checkNow()} t={t} />);
    const line = screen.getByTestId('coupon-promo-status');
    expect(line.textContent).toBe('Unknown promo code');
    expect(line.getAttribute('data-code')).toBe('promo_unknown');
    fireEvent.click(screen.getByTestId('coupon-promo-apply'));
    await settle();
    expect(fetch.callsTo(PROMO_CHECK_PATH)).toHaveLength(2);
  });

  it('a change of the bets checks again; an answer for the coupon as it was is dropped', async () => {
    const { fetch, store, checker, typingPause } = setup();
    fetch.on('POST', PROMO_CHECK_PATH, { body: { valid: true, promoCode: 'EXPRESS10', winBonusPercent: 10 } }, { body: { valid: false, code: 'promo_not_applicable', message: 'This promo code does not apply to this coupon' } });
    store.setPromoCode('EXPRESS10');
    await typingPause();
    expect(checker.snapshot().kind).toBe('valid');
    store.removeBet('2-w-1');
    expect(checker.snapshot().kind).toBe('checking');
    expect(promoBonusPercent(checker.snapshot())).toBe(0);
    await typingPause();
    expect(checker.snapshot()).toMatchObject({ kind: 'refused', code: 'promo_not_applicable' });
  });

  it('no code, or a guest, makes no request; a failed check says placement will decide', async () => {
    const guest = setup(false);
    guest.store.setPromoCode('EXPRESS10');
    await guest.typingPause();
    expect(guest.fetch.calls).toHaveLength(0);
    expect(guest.checker.snapshot().kind).toBe('none');

    const { fetch, store, checker, typingPause } = setup();
    fetch.on('POST', PROMO_CHECK_PATH, 'network-error');
    store.setPromoCode('EXPRESS10');
    await typingPause();
    await settle();
    expect(checker.snapshot()).toEqual({ kind: 'unknown', promoCode: 'EXPRESS10' });
    store.setPromoCode('');
    expect(checker.snapshot().kind).toBe('none');
  });

  it('the bonus is applied to the win like the stored coupon: rounded to kopecks, under the max payout', () => {
    expect(promoPossibleWin(1100, 10, null, 'RUB')).toBe(1210);
    expect(promoPossibleWin(333.33, 10, null, 'RUB')).toBe(366.66);
    expect(promoPossibleWin(950_000, 10, 1_000_000, 'RUB')).toBe(1_000_000);
    expect(promoPossibleWin(1100, 0, null, 'RUB')).toBe(1100);
    expect(promoPossibleWin(1.001, 10, null, 'KWD')).toBe(1.101);
  });
});
