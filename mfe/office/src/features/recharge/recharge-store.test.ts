import { describe, expect, it, vi } from 'vitest';
import { amountProblem, createRechargeStore, defaultAccountId, depositableAccounts, outcomeOfError } from './recharge-store.ts';
import { ACCOUNTS, account, fakeRechargeApi, refusal } from './recharge-test-data.ts';

function setup(api = fakeRechargeApi(), active: { id: number; money: number } | null = { id: 1, money: 10000 }) {
  const bus = { emit: vi.fn(), getState: vi.fn(() => (active ? { ...active, type: 0, iso: 'RUB', symbol: '₽' } : null)) };
  const logger = { warn: vi.fn() };
  const redirect = vi.fn();
  const store = createRechargeStore({ api, bus: bus as never, logger, language: () => 'en', redirect });
  return { api, bus, logger, store, redirect };
}

describe('recharge rules', () => {
  it('the bonus account is not offered; the active account is preselected, else the main one', () => {
    expect(depositableAccounts(ACCOUNTS).map((a) => a.id)).toEqual([1, 3]);
    expect(defaultAccountId([account(3, 9, 'USD', 1, true), account(1, 0, 'RUB', 1)])).toBe(3);
    expect(defaultAccountId([account(3, 9, 'USD', 1), account(1, 0, 'RUB', 1)])).toBe(1);
    expect(defaultAccountId([])).toBeNull();
  });

  it('issue 27: any positive amount in the currency\'s minor unit is taken; the step is not a rule', () => {
    expect(amountProblem('', 'RUB')).toBe('empty');
    expect(amountProblem('-100', 'RUB')).toBe('not-positive');
    expect(amountProblem('abc', 'RUB')).toBe('not-positive');
    // 50 RUB (a system's minimum) is not a whole step of 100 RUB, and is a valid deposit.
    expect(amountProblem('50', 'RUB')).toBeNull();
    expect(amountProblem('150,25', 'RUB')).toBeNull();
    expect(amountProblem('150.255', 'RUB')).toBe('precision');
    expect(amountProblem('7', 'USD')).toBeNull();
    expect(amountProblem('1.005', 'KWD')).toBeNull();
    expect(amountProblem('1.0005', 'KWD')).toBe('precision');
  });

  it('maps the server refusals with their figures', () => {
    expect(outcomeOfError(refusal({ code: 'deposit_limit_exceeded', message: 'left 400', remaining: 400, currency: 'RUB' }))).toEqual({ kind: 'limit', message: 'left 400', remaining: 400, currency: 'RUB' });
    expect(outcomeOfError(refusal({ code: 'deposit_timeout', message: 'until', endsAt: 1700000000 }))).toEqual({ kind: 'timeout', message: 'until', endsAt: 1700000000 });
    expect(outcomeOfError(refusal({ code: 'internal_error', message: 'Internal error' }, 500))).toEqual({ kind: 'error', message: 'Internal error' });
    expect(outcomeOfError(new Error('x'))).toEqual({ kind: 'error', message: null });
  });
});

describe('recharge store', () => {
  it('loads the depositable accounts and steps the amount in the currency step', async () => {
    const { store } = setup();
    await store.load();
    expect(store.get()).toMatchObject({ status: 'ready', accountId: 1 });
    store.step(1);
    store.step(1);
    expect(store.get().amount).toBe('200');
    store.step(-1);
    store.step(-1);
    expect(store.get().amount).toBe('100');
    store.selectAccount(3);
    store.setAmount('5');
    store.step(1);
    expect(store.get().amount).toBe('7.5');
    store.selectAccount(2);
    expect(store.get().accountId).toBe(3);
  });

  it('an accepted deposit goes on to the payment’s checkout; no money moves before the provider confirms it', async () => {
    const { store, api, bus, redirect } = setup();
    await store.load();
    expect(store.get().systemId).toBe('visa');
    store.selectSystem('mir');
    store.setAmount('300');
    await store.submit();
    expect(api.deposit).toHaveBeenCalledWith(1, 300, 'en', 'mir');
    expect(redirect).toHaveBeenCalledWith('/payments-api/checkout/abc');
    expect(store.get().outcome).toMatchObject({ kind: 'redirect', url: '/payments-api/checkout/abc' });
    expect(store.get().accounts.find((a) => a.id === 1)?.money).toBe(10000);
    expect(bus.emit).not.toHaveBeenCalled();
  });

  it('only systems taking the account currency are offered (Mir: roubles only)', async () => {
    const { store } = setup();
    await store.load();
    store.selectSystem('mir');
    store.selectAccount(3);
    expect(store.get().systemId).toBe('visa');
    store.selectSystem('mir');
    expect(store.get().systemId).toBe('visa');
  });

  it('a refused deposit keeps the balance and announces nothing', async () => {
    const api = fakeRechargeApi();
    api.deposit.mockRejectedValueOnce(refusal({ code: 'deposit_limit_exceeded', message: 'The amount exceeds your deposit limit: 500 RUB left', remaining: 500, currency: 'RUB' }));
    const { store, bus } = setup(api);
    await store.load();
    store.setAmount('600');
    await store.submit();
    expect(store.get()).toMatchObject({ submitting: false, outcome: { kind: 'limit', remaining: 500 } });
    expect(store.get().accounts.find((a) => a.id === 1)?.money).toBe(10000);
    expect(bus.emit).not.toHaveBeenCalled();
  });

  it('an invalid amount or a second click while submitting sends nothing more', async () => {
    const { store, api } = setup();
    await store.load();
    store.setAmount('150.555');
    await store.submit();
    expect(api.deposit).not.toHaveBeenCalled();
    store.setAmount('200');
    const first = store.submit();
    const second = store.submit();
    await Promise.all([first, second]);
    expect(api.deposit).toHaveBeenCalledTimes(1);
  });

  it('a failed load shows the error state and logs; a later load recovers', async () => {
    const api = fakeRechargeApi();
    api.accounts.mockRejectedValueOnce(new Error('down'));
    const { store, logger } = setup(api);
    await store.load();
    expect(store.get().status).toBe('error');
    expect(logger.warn).toHaveBeenCalled();
    await store.load();
    expect(store.get().status).toBe('ready');
  });

  it('a screen disposed while the accounts load stops waiting: no state from it, no log (the shared load goes on for the header)', async () => {
    const api = fakeRechargeApi();
    let answer: (accounts: typeof ACCOUNTS) => void = () => undefined;
    api.accounts.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { store, logger } = setup(api);
    const loading = store.load();
    store.dispose();
    answer(ACCOUNTS);
    await loading;
    expect(store.get().accounts).toEqual([]);
    expect(store.get().status).not.toBe('ready');
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
