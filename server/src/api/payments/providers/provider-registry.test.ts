/**
 * The provider choice (issue 32): the sandbox (test payments) only while no real provider is configured;
 * naming a real provider's adapter turns the sandbox and its "test payments" labels off; a name without an
 * adapter stops the start with the reason.
 */
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../platform/env.ts';
import { buildTestApi } from '../../test-support.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { PAYMENT_PROVIDERS, selectPaymentProvider } from './provider-registry.ts';

const acme: PaymentProvider = {
  id: 'acme',
  testPayments: false,
  checkoutUrl: () => 'https://pay.acme.example/checkout',
  verifyNotification: () => ({ ok: false, code: 'signature_invalid' }),
};

describe('selectPaymentProvider', () => {
  it('is the sandbox, with test payments, while ARENA_PAYMENT_PROVIDER is unset or names it', () => {
    for (const value of [undefined, '', 'sandbox']) {
      const provider = selectPaymentProvider(readEnv({ ARENA_DB: ':memory:', ...(value === undefined ? {} : { ARENA_PAYMENT_PROVIDER: value }) }));
      expect(provider).toMatchObject({ id: 'sandbox', testPayments: true });
    }
  });

  it('a configured real provider replaces the sandbox: no test payments', () => {
    const env = readEnv({ ARENA_DB: ':memory:', ARENA_PAYMENT_PROVIDER: 'acme' });
    expect(env.paymentProvider).toBe('acme');
    expect(selectPaymentProvider(env, { ...PAYMENT_PROVIDERS, acme: () => acme })).toMatchObject({ id: 'acme', testPayments: false });
  });

  it('a provider without an adapter stops the API from starting, naming the variable', async () => {
    await expect(buildTestApi({ ARENA_PAYMENT_PROVIDER: 'no-such-pay' })).rejects.toThrow(/ARENA_PAYMENT_PROVIDER=no-such-pay: no payment provider adapter/);
  });

  it('the systems answer says whether payments are test payments', async () => {
    const t = await buildTestApi();
    expect(t.json(await t.app.inject({ url: '/payments-api/systems' }))).toMatchObject({ testPayments: true });
    await t.app.close();
  });
});
