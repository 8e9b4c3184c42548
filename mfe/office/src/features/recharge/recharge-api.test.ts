import { describe, expect, it, vi } from 'vitest';
import { wellFormedAnswer } from '@arena/contracts/answer-checks/testing';
import { createFakeFetch, createHttpClient } from '@arena/http';
import { RECHARGE_PATHS, createRechargeApi } from './recharge-api.ts';

describe('deposit call (issue 16: Idempotency-Key)', () => {
  it('sends a key; the retry of a deposit whose answer never arrived reuses it; the next deposit gets a new one', async () => {
    const fetch = createFakeFetch();
    fetch.on('POST', RECHARGE_PATHS.deposit, 'network-error', { body: wellFormedAnswer('depositAnswer', { message: 'ok', redirectUrl: '/payments-api/checkout/a' }) }, { body: wellFormedAnswer('depositAnswer', { message: 'ok', redirectUrl: '/payments-api/checkout/b' }) });
    const api = createRechargeApi(() => 'legacy', createHttpClient({ fetch, getLanguage: () => 'en' }));
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

  it('accounts with a balance sent as text are refused with AnswerShapeError; well-formed ones pass', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = createFakeFetch();
    fetch.on('GET', RECHARGE_PATHS.accountDataLegacy, { body: { balance: 100, bonus: null, all_accounts: [{ ...account, money: '100' }], is_available_first_deposit_bonus: false } }, { body: { balance: 100, bonus: null, all_accounts: [account], is_available_first_deposit_bonus: false } });
    const api = createRechargeApi(() => 'legacy', createHttpClient({ fetch, getLanguage: () => 'en' }));
    await expect(api.accounts()).rejects.toMatchObject({ name: 'AnswerShapeError', route: 'GET /web-api/user/account-data', path: '/all_accounts/0/money' });
    await expect(api.accounts()).resolves.toEqual([account]);
    logged.mockRestore();
  });

  it('a deposit answer without its payment is refused, and sending the deposit again keeps the key (no second deposit)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = createFakeFetch();
    fetch.on('POST', RECHARGE_PATHS.deposit, { body: { message: 'ok', redirectUrl: '/payments-api/checkout/a' } }, { body: wellFormedAnswer('depositAnswer', { message: 'ok', redirectUrl: '/payments-api/checkout/a' }) });
    const api = createRechargeApi(() => 'legacy', createHttpClient({ fetch, getLanguage: () => 'en' }));
    await expect(api.deposit(1, 10, 'en', 'visa')).rejects.toMatchObject({ name: 'AnswerShapeError', route: 'POST /payments-api/deposits' });
    await api.deposit(1, 10, 'en', 'visa');
    const [first, again] = fetch.callsTo(RECHARGE_PATHS.deposit).map((c) => c.headers['idempotency-key']);
    expect(again).toBe(first);
    logged.mockRestore();
  });
});
