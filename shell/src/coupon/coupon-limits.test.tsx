/** Issue 17 item 1: the slip's limits are the backend's for the selected currency; singles results are named. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { wellFormedAnswer } from '@arena/contracts/answer-checks/testing';
import { createFakeFetch, createHttpClient } from '@arena/http';
import { createCouponStore, type CouponStore } from '@arena/domain';
import { ACCOUNT_DATA_PATHS, accountDataLoader, createPlayerAccounts, createServerStateCache } from '@arena/server-state';
import { COUPON_PATHS, connectCouponAccounts } from './coupon-accounts.ts';
import { createCouponPlacement } from './coupon-placement.ts';
import { CouponResult } from './coupon-result.tsx';
import { CouponStake } from './coupon-stake.tsx';
import { couponText } from './coupon-texts.ts';

const t = couponText('en');
const USER = { userId: 7, login: 'demo', banLevel: 0, banVersion: 0 };
const RUB = { minBetAmount: 10, maxBetAmount: 5000, maxPayout: 1_000_000 };
const LIMITS = { limits: { RUB, USD: { minBetAmount: 0.2, maxBetAmount: 100, maxPayout: 20_000 } }, fallback: RUB };
const account = (id: number, iso: string, isActive: boolean) =>
  ({ id, type: iso === 'RUB' ? 0 : 9, iso, symbol: iso, currencyId: id, money: 150, label: iso, labelWithSymbol: iso, isActive, points: 0, isPointsTypeBalance: false });
const pick = (outcomeId: string, title = 'A – B', outcomeName = '1') =>
  ({ outcomeId, gameId: outcomeId.split('-')[0]!, sportId: 1, coef: 2, isLive: false, title, outcomeName });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(cleanup);

/** A signed-in slip fed by the backend: RUB (active) and USD accounts, the per-currency limits table. */
async function connectedStore(): Promise<CouponStore> {
  const fetch = createFakeFetch();
  fetch.on('GET', ACCOUNT_DATA_PATHS.legacy, () => ({
    body: { balance: 0, bonus: null, is_available_first_deposit_bonus: false, all_accounts: [account(1, 'RUB', true), account(2, 'USD', false)] },
  }));
  fetch.on('GET', COUPON_PATHS.limits, { body: LIMITS });
  const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
  const store = createCouponStore({ config: { minAmountCouponTypes: [0, 1, 2], maxAmountCouponTypes: [0, 1, 2] } });
  const http = createHttpClient({ fetch, getLanguage: () => 'en' });
  connectCouponAccounts({ bus, http, accounts: createPlayerAccounts(createServerStateCache(), accountDataLoader(http, () => null)), store });
  bus.setState('user', USER);
  await settle();
  return store;
}

const renderStake = (store: CouponStore) => render(<CouponStake snapshot={store.getSnapshot()} store={store} t={t} />);
const limitsText = () => screen.getByText(/^Min/).textContent?.replace(/\s+/g, ' ');

describe('slip limits per currency', () => {
  it('the USD account chosen in the slip shows the USD limits 0.2 – 100 and takes a 5 USD stake without a warning', async () => {
    const store = await connectedStore();
    store.toggleSelection(pick('1-w-1'));
    store.selectAccount(2);
    store.setAmount(5);
    renderStake(store);
    // The slip's sums are the account currency's, in the page language (the test bus reads ru).
    expect(limitsText()).toBe('Min 0,20 $ · Max 100 $');
    expect(screen.queryByTestId('coupon-amount-problem')).toBeNull();
  });

  it('singles show the single limits per bet and warn on a 5 RUB stake the server refuses', async () => {
    const store = await connectedStore();
    store.toggleSelection(pick('1-w-1'));
    store.toggleSelection(pick('2-w-1'));
    store.setType(10001);
    store.setAmount(5);
    renderStake(store);
    expect(limitsText()).toBe('Min 10 ₽ · Max 5 000 ₽');
    expect(screen.getByTestId('coupon-amount-problem').textContent?.replace(/\s+/g, ' ')).toBe('The minimum stake is 10 ₽');
  });
});

describe('singles results', () => {
  it('each line names the event and outcome, not the raw outcome id', async () => {
    const fetch = createFakeFetch();
    fetch.on('POST', COUPON_PATHS.place, {
      body: wellFormedAnswer('placeCouponAnswer', { couponId: '4', balance: 0, singles: [{ outcomeId: '11969152-w-1', ok: true, couponId: '4' }, { outcomeId: '11969153-w-2', ok: false, code: 'amount_below_min', message: 'Minimum 10' }] }),
    });
    const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
    bus.setState('user', USER);
    const store = createCouponStore({ accounts: [{ id: 1, type: 0, iso: 'RUB', isActive: true, money: 1000 }] });
    store.toggleSelection(pick('11969152-w-1', 'Arsenal – Chelsea', 'Winner: 1'));
    store.toggleSelection(pick('11969153-w-2', 'Lyon – Nice', 'Winner: 2'));
    store.setType(10001);
    const placement = createCouponPlacement({ http: createHttpClient({ fetch, getLanguage: () => 'en' }), bus, store });
    await placement.place();
    render(<CouponResult status={placement.snapshot()} placement={placement} t={t} />);
    expect(screen.getByTestId('coupon-single-11969152-w-1').textContent).toBe('Arsenal – Chelsea · Winner: 1: accepted, coupon №4');
    expect(screen.getByTestId('coupon-single-11969153-w-2').textContent).toBe('Lyon – Nice · Winner: 2: Minimum 10');
  });
});
