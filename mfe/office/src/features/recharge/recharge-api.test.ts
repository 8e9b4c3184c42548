import { describe, expect, it, vi } from 'vitest';
import { wellFormedAnswer } from '@arena/contracts/answer-checks/testing';
import { createFakeFetch, createHttpClient } from '@arena/http';
import { RECHARGE_PATHS, createRechargeApi } from './recharge-api.ts';

describe('deposit call (issue 16: Idempotency-Key)', () => {
  it('sends a key; the retry of a deposit whose answer never arrived reuses it; the next deposit gets a new one', async () => {
    const fetch = createFakeFetch();
    fetch.on('POST', RECHARGE_PATHS.deposit, 'network-error', { body: wellFormedAnswer('depositAnswer', { message: 'ok', redirectUrl: '/payments-api/checkout/a' }) }, { body: wellFormedAnswer('depositAnswer', { message: 'ok', redirectUrl: '/payments-api/checkout/b' }) });
    const api = createRechargeApi({ ensure: () => Promise.reject(new Error('no accounts in this test')) }, createHttpClient({ fetch, getLanguage: () => 'en' }));
    await expect(api.deposit(1, 10, 'en', 'visa')).rejects.toBeDefined();
    await api.deposit(1, 10, 'en', 'visa');
    await api.deposit(1, 10, 'en', 'visa');
    const keys = fetch.callsTo(RECHARGE_PATHS.deposit).map((c) => c.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe('money answers checked at the boundary (issue 27)', () => {
  const account = { id: 1, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: 100, label: 'Main', labelWithSymbol: 'Main ₽', isActive: true, points: 0, isPointsTypeBalance: false };

  it('the accounts are the page\'s accounts entry (checked there: @arena/server-state), not a load of the screen\'s own', async () => {
    const fetch = createFakeFetch();
    const data = { balance: 100, bonus: null, all_accounts: [account], is_available_first_deposit_bonus: false };
    const ensure = vi.fn(() => Promise.resolve(data as never));
    const api = createRechargeApi({ ensure }, createHttpClient({ fetch, getLanguage: () => 'en' }));
    await expect(api.accounts()).resolves.toEqual([account]);
    expect(ensure).toHaveBeenCalledTimes(1);
    expect(fetch.calls).toHaveLength(0);
  });

  it('a deposit answer without its payment is refused, and sending the deposit again keeps the key (no second deposit)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = createFakeFetch();
    fetch.on('POST', RECHARGE_PATHS.deposit, { body: { message: 'ok', redirectUrl: '/payments-api/checkout/a' } }, { body: wellFormedAnswer('depositAnswer', { message: 'ok', redirectUrl: '/payments-api/checkout/a' }) });
    const api = createRechargeApi({ ensure: () => Promise.reject(new Error('no accounts in this test')) }, createHttpClient({ fetch, getLanguage: () => 'en' }));
    await expect(api.deposit(1, 10, 'en', 'visa')).rejects.toMatchObject({ name: 'AnswerShapeError', route: 'POST /payments-api/deposits' });
    await api.deposit(1, 10, 'en', 'visa');
    const [first, again] = fetch.callsTo(RECHARGE_PATHS.deposit).map((c) => c.headers['idempotency-key']);
    expect(again).toBe(first);
    logged.mockRestore();
  });
});
