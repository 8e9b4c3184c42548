import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_DATA_PATHS, playerAccounts } from '@arena/server-state';
import type { Static, TotoCoupon } from '@arena/contracts';
import { renderApp } from '@arena/testing';
import { TotoCoupons } from './toto-lists.tsx';

const coupon = (over: Partial<Static<typeof TotoCoupon>>): Static<typeof TotoCoupon> => ({
  id: '41', drawId: 7, picks: ['1X', '1X', '1', '1'], variants: 4, amount: 40, currency: 'RUB', status: 'open', correct: null,
  distribution: null, payout: 0, createdAt: 1, settledAt: null, ...over,
});
const session = { user: { userId: 1 }, activeAccount: { id: 1, type: 0, iso: 'RUB', symbol: '₽', money: 9960 } };
const account = { id: 1, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: 9960, label: 'Main', labelWithSymbol: 'Main ₽', isActive: true, points: 0, isPointsTypeBalance: false } as const;
const accountData = (money: number) => ({ balance: money, bonus: null, all_accounts: [{ ...account, money }], is_available_first_deposit_bonus: false });
/** The page holds the player's accounts (the header's); the server has the win paid already. */
const renderCoupons = (coupons: Array<Static<typeof TotoCoupon>>) =>
  renderApp(<TotoCoupons />, {
    route: '/en/toto/coupons',
    session,
    accounts: accountData(9960),
    http: { 'GET /toto-api/coupons': { body: { total: coupons.length, coupons } }, [`GET ${ACCOUNT_DATA_PATHS.legacy}`]: { body: accountData(109_960) } },
  });

describe('toto coupons: the header balance follows a settled win', () => {
  it('a win already in the first answer refreshes the accounts (the read that settled it may postdate the balance shown)', async () => {
    const app = await renderCoupons([coupon({ status: 'won', correct: 15, distribution: [1, 3], payout: 100_000, settledAt: 2 })]);
    await screen.findByTestId('toto-coupon-41');
    // The page's accounts reload for every reader (the header first); no "please reload" broadcast.
    await waitFor(() => expect(app.http.callsTo(ACCOUNT_DATA_PATHS.legacy)).toHaveLength(1));
    await waitFor(() => expect(playerAccounts.current()?.all_accounts[0]?.money).toBe(109_960));
    expect(app.emitted('account:changed')).toEqual([]);
  });

  it('only open or lost coupons leave the accounts alone', async () => {
    const app = await renderCoupons([coupon({}), coupon({ id: '42', status: 'lost', correct: 3, distribution: [0, 4], settledAt: 2 })]);
    await screen.findByTestId('toto-coupon-42');
    expect(app.http.callsTo(ACCOUNT_DATA_PATHS.legacy)).toHaveLength(0);
    expect(playerAccounts.current()?.all_accounts[0]?.money).toBe(9960);
  });
});
