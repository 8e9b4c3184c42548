import { describe, expect, it } from 'vitest';
import { createFakeFetch, createHttpClient } from '@arena/http';
import { RECHARGE_PATHS, createRechargeApi } from './recharge-api.ts';

describe('deposit call (issue 16: Idempotency-Key)', () => {
  it('sends a key; the retry of a deposit whose answer never arrived reuses it; the next deposit gets a new one', async () => {
    const fetch = createFakeFetch();
    fetch.on('POST', RECHARGE_PATHS.deposit, 'network-error', { body: { message: 'ok', redirectUrl: '/payments-api/checkout/a' } }, { body: { message: 'ok', redirectUrl: '/payments-api/checkout/b' } });
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
