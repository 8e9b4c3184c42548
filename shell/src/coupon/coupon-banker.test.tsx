/** Issue 17 item 12: the slip's banker control opens the spec §2 `banker` modal (first mark, and its "?"). */
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { COUPON_TYPE, createCouponStore, type CouponStore } from '@arena/domain';
import { bus } from '@arena/event-bus';
import { renderApp } from '@arena/testing';
import { createSettingsStorage } from '@arena/utils';
import { BANKER_EXPLAINED_KEY, explainFirstBanker } from './coupon-banker-help.ts';
import { CouponBets } from './coupon-bets.tsx';
import { couponText } from './coupon-texts.ts';

const t = couponText('en');
const pick = (outcomeId: string, coef: number) =>
  ({ outcomeId, gameId: outcomeId.split('-')[0]!, sportId: 1, coef, isLive: false, title: `Game ${outcomeId}`, outcomeName: outcomeId });

function systemStore(): CouponStore {
  const store = createCouponStore({ config: { hasLobbyBlock: true } });
  store.toggleSelection(pick('1-w-1', 1.5));
  store.toggleSelection(pick('2-w-1', 1.8));
  store.toggleSelection(pick('3-w-1', 2.1));
  store.toggleSelection(pick('4-w-1', 2.4));
  expect(store.setType(COUPON_TYPE.system)).toBe(true);
  return store;
}

function Slip({ store }: { store: CouponStore }) {
  return <CouponBets snapshot={store.getSnapshot()} store={store} t={t} blockedIds={[]} />;
}

beforeEach(() => localStorage.clear());

describe('banker modal from the slip', () => {
  it('the first banker a player marks opens the banker explanation, later ones and unmarking do not', async () => {
    const store = systemStore();
    const view = await renderApp(<Slip store={store} />);
    act(() => void fireEvent.click(screen.getByTestId('coupon-banker-1-w-1')));
    expect(store.getSnapshot().coupon.bets[0]!.isBanker).toBe(true);
    expect(view.emitted('modal:open')).toEqual([{ kind: 'banker' }]);
    view.rerender(<Slip store={store} />);
    act(() => void fireEvent.click(screen.getByTestId('coupon-banker-1-w-1')));
    view.rerender(<Slip store={store} />);
    act(() => void fireEvent.click(screen.getByTestId('coupon-banker-2-w-1')));
    expect(view.emitted('modal:open')).toHaveLength(1);
  });

  it('is remembered across pages of the same browser (settings storage)', async () => {
    localStorage.setItem(`arena:${BANKER_EXPLAINED_KEY}`, 'true');
    const store = systemStore();
    const app = await renderApp(<Slip store={store} />);
    act(() => void fireEvent.click(screen.getByTestId('coupon-banker-3-w-1')));
    expect(store.getSnapshot().coupon.bets[2]!.isBanker).toBe(true);
    expect(app.emitted('modal:open')).toEqual([]);
  });

  it('the "?" next to the banker control explains bankers any time', async () => {
    localStorage.setItem(`arena:${BANKER_EXPLAINED_KEY}`, 'true');
    const app = await renderApp(<Slip store={systemStore()} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'What is a banker?' })[0]!);
    expect(app.emitted('modal:open')).toEqual([{ kind: 'banker' }]);
  });

  it('a banker the coupon refuses opens nothing and still counts as not explained', async () => {
    const store = createCouponStore({ config: { hasLobbyBlock: true } });
    for (const [id, coef] of [['1-w-1', 1.5], ['2-w-1', 1.8], ['3-w-1', 2.1]] as const) store.toggleSelection(pick(id, coef));
    store.setType(COUPON_TYPE.system);
    // 3 selections: one banker leaves "2 from 3", a second would leave no valid system, so it is refused.
    expect(store.toggleBanker('1-w-1')).toBe(true);
    const app = await renderApp(<Slip store={store} />);
    act(() => void fireEvent.click(screen.getByTestId('coupon-banker-2-w-1')));
    expect(store.getSnapshot().coupon.bets[1]!.isBanker).toBe(false);
    expect(app.emitted('modal:open')).toEqual([]);
    const storage = createSettingsStorage({ storage: () => localStorage });
    expect(explainFirstBanker(bus, storage)).toBe(true);
    expect(explainFirstBanker(bus, storage)).toBe(false);
  });
});
