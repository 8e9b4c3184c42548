import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyGameUpdate, createBetFromSelection, type CouponBet, type LiveGameUpdate } from '@arena/domain';
import { CouponBetCoef, FLASH_MS } from './coupon-bet-coef.tsx';
import { couponText } from './coupon-texts.ts';

const t = couponText('en');
const base = createBetFromSelection({ outcomeId: '7-w-1', gameId: '7', sportId: 1, coef: 2, isLive: true, title: 'A – B', outcomeName: '1' });
const at = (coef: number): CouponBet => {
  const update: LiveGameUpdate = { id: '7', statusId: 2, isLive: true, isFinished: false, secondsOfPlay: 1, period: 1, score: [0, 0], markets: [{ id: 'm', isBlocked: false, outcomes: [{ id: '7-w-1', coef }] }] };
  return applyGameUpdate(base, update);
};

describe('a bet price in the slip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('flashes up, then down, with the accepted price beside it, and stops flashing after FLASH_MS', () => {
    const view = render(<CouponBetCoef bet={base} t={t} />);
    expect(screen.getByTestId('coupon-coef-7-w-1').dataset.flash).toBeUndefined();
    expect(screen.queryByTestId('coupon-was-7-w-1')).toBeNull();
    view.rerender(<CouponBetCoef bet={at(2.3)} t={t} />);
    expect(screen.getByTestId('coupon-coef-7-w-1').dataset.flash).toBe('up');
    expect(screen.getByTestId('coupon-was-7-w-1').textContent).toBe('2.00');
    view.rerender(<CouponBetCoef bet={at(1.9)} t={t} />);
    expect(screen.getByTestId('coupon-coef-7-w-1').dataset.flash).toBe('down');
    act(() => void vi.advanceTimersByTime(FLASH_MS));
    expect(screen.getByTestId('coupon-coef-7-w-1').dataset.flash).toBeUndefined();
  });
});
