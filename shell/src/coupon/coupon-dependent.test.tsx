/** Issue 17 item 4: dependent selections are marked in the slip at once; express and system are not offered. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUPON_TYPE } from '@arena/domain';
import { renderApp } from '@arena/testing';
import { CouponBets } from './coupon-bets.tsx';
import { CouponPanel } from './coupon-panel.tsx';
import { couponText } from './coupon-texts.ts';
import { pageCouponStore } from './page-coupon.ts';

const t = couponText('en');
const pick = (outcomeId: string, coef: number) =>
  ({ outcomeId, gameId: outcomeId.split('-')[0]!, sportId: 1, coef, isLive: false, title: 'Arsenal – Chelsea', outcomeName: outcomeId });

// The panel follows its bets' prices on the live stream (coupon-live-odds.ts); jsdom has no EventSource.
class SilentEventSource {
  addEventListener() {}
  close() {}
}
beforeEach(() => vi.stubGlobal('EventSource', SilentEventSource));
afterEach(() => {
  act(() => pageCouponStore.clear());
  vi.unstubAllGlobals();
});

describe('dependent selections in the slip', () => {
  it('П1 and Ф2 of one game are marked on each bet', () => {
    const store = pageCouponStore;
    store.toggleSelection(pick('7-w-1', 3.26));
    store.toggleSelection(pick('7-h-2', 5));
    store.toggleSelection(pick('8-w-1', 1.5));
    render(<CouponBets snapshot={store.getSnapshot()} store={store} t={t} blockedIds={[]} />);
    expect(screen.getByTestId('coupon-depend-7-w-1').textContent).toBe('Same event');
    expect(screen.getByTestId('coupon-depend-7-h-2')).toBeTruthy();
    expect(screen.queryByTestId('coupon-depend-8-w-1')).toBeNull();
  });

  it('the panel (ru) offers singles only, says why, and prices no express', async () => {
    act(() => {
      pageCouponStore.toggleSelection(pick('7-w-1', 3.26));
      pageCouponStore.toggleSelection(pick('7-h-2', 5));
    });
    await renderApp(<CouponPanel />, { language: 'ru' });
    // The slip's details arrive on demand (their own chunk), once there are bets.
    expect((await screen.findByTestId(`coupon-type-${COUPON_TYPE.express}`) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId(`coupon-type-${COUPON_TYPE.system}`) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId(`coupon-type-${COUPON_TYPE.singles}`).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('coupon-dependent-hint').textContent).toMatch(/нельзя объединять/);
    expect(screen.getByTestId('coupon-total-coef').textContent).not.toBe('16.30');
  });
});
