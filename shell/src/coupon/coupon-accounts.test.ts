import { describe, expect, it, vi } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { createFakeFetch, createHttpClient } from '@arena/http';
import { activeAccount, createCouponStore } from '@arena/domain';
import { ACCOUNT_DATA_PATHS, accountDataLoader, createPlayerAccounts, createServerStateCache } from '@arena/server-state';
import { COUPON_PATHS, connectCouponAccounts } from './coupon-accounts.ts';

const USER = { userId: 7, login: 'demo', banLevel: 0, banVersion: 0 };
const account = (id: number, iso: string, money: number, isActive: boolean, type = iso === 'RUB' ? 0 : 9) =>
  ({ id, type, iso, symbol: iso, currencyId: id, money, label: iso, labelWithSymbol: iso, isActive, points: 0, isPointsTypeBalance: false });
const LIMITS = { limits: { RUB: { minBetAmount: 10, maxBetAmount: 5000, maxPayout: 1e6 }, USD: { minBetAmount: 0.2, maxBetAmount: 100, maxPayout: 1e4 } }, fallback: { minBetAmount: 10, maxBetAmount: 5000, maxPayout: 1e6 } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The server's account data: RUB active (the main account) unless told otherwise. */
function setup(serverActive = 1, rubMoney = 1000) {
  const fetch = createFakeFetch();
  const server = { active: serverActive, rubMoney };
  fetch.on('GET', ACCOUNT_DATA_PATHS.legacy, () => ({
    body: { balance: 0, bonus: null, is_available_first_deposit_bonus: false, all_accounts: [account(1, 'RUB', server.rubMoney, server.active === 1), account(2, 'USD', 50, server.active === 2)] },
  }));
  fetch.on('GET', COUPON_PATHS.limits, { body: LIMITS });
  const http = createHttpClient({ fetch, getLanguage: () => 'en' });
  const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
  const store = createCouponStore();
  const activateAccount = vi.fn(async (id: number) => {
    server.active = id;
  });
  // The page's accounts entry, which the header and the office read too.
  const accounts = createPlayerAccounts(createServerStateCache(), accountDataLoader(http, () => null));
  const connection = connectCouponAccounts({ bus, http, accounts, store, activateAccount });
  const chosen = () => activeAccount(store.getSnapshot().accounts);
  return { fetch, bus, store, server, activateAccount, accounts, connection, chosen };
}

describe('the slip keeps the player\'s account (issue 17 item 6)', () => {
  it('choosing an account in the slip makes it the active account (spec §4 set-active-account)', async () => {
    const { bus, store, activateAccount, chosen } = setup();
    bus.setState('user', USER);
    await settle();
    expect(chosen()?.iso).toBe('RUB');
    expect(activateAccount).not.toHaveBeenCalled();
    store.selectAccount(2);
    expect(activateAccount).toHaveBeenCalledWith(2);
  });

  it('the reload after a bet keeps the chosen USD account, even when the server still names RUB', async () => {
    const { bus, store, server, accounts, chosen } = setup();
    bus.setState('user', USER);
    await settle();
    store.selectAccount(2);
    await accounts.changed();
    expect(chosen()?.iso).toBe('USD');
    // A switch the server has not recorded (a failed call) still does not send the slip back to RUB.
    server.active = 1;
    await accounts.changed();
    expect(chosen()?.iso).toBe('USD');
    expect(store.getSnapshot().coupon.accountId).toBe(2);
  });

  it('the header\'s switch (account:changed) is followed without calling set-active-account again', async () => {
    const { bus, activateAccount, chosen } = setup();
    bus.setState('user', USER);
    await settle();
    bus.emit('account:changed', { account: { id: 2, type: 9, iso: 'USD', symbol: '$', money: 50 } });
    expect(chosen()?.iso).toBe('USD');
    expect(activateAccount).not.toHaveBeenCalled();
  });

  it('a new answer of the page\'s accounts (the header\'s poll found a settled bet) reaches the slip without a load of its own', async () => {
    const { bus, server, fetch, accounts, chosen } = setup();
    bus.setState('user', USER);
    await settle();
    const reads = () => fetch.callsTo(ACCOUNT_DATA_PATHS.legacy).length;
    expect(reads()).toBe(1);
    server.rubMoney = 1900;
    await accounts.refresh();
    expect(reads()).toBe(2);
    expect(chosen()?.money).toBe(1900);
  });

  it('connecting while the page has the accounts fresh (drawn with the page) asks for none', async () => {
    const { bus, fetch, accounts, chosen } = setup();
    accounts.seed({ balance: 0, bonus: null, is_available_first_deposit_bonus: false, all_accounts: [account(1, 'RUB', 700, true)] } as never);
    bus.setState('user', USER);
    await settle();
    expect(chosen()?.money).toBe(700);
    expect(fetch.callsTo(ACCOUNT_DATA_PATHS.legacy)).toHaveLength(0);
  });

  it('signing out empties the slip\'s accounts; the next player starts from the server\'s active one', async () => {
    const { bus, store, chosen } = setup(2);
    bus.setState('user', USER);
    await settle();
    expect(chosen()?.iso).toBe('USD');
    bus.setState('user', null);
    await settle();
    expect(store.getSnapshot().accounts).toHaveLength(0);
  });
});
