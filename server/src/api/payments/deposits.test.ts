/**
 * Deposits through the payment provider: creation checks (system, currency, min/max, minor unit, deposit
 * limits), the checkout address that sends the browser on to the provider with the order signed,
 * idempotency. What a provider's notification does: notifications.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { notificationHeaders } from '../../platform/payment-protocol.ts';
import { accountIdOf, bearer, idempotencyKey, freshForEachTest, type TestApi } from '../test-support.ts';
import { buildPaymentsSession, TEST_SANDBOX_SECRET } from './payments-test-support.ts';

let t: TestApi;
let token: string;
let accountId: number;

freshForEachTest(() => buildPaymentsSession(), (session) => {
  ({ t, token, accountId } = session);
});

const balanceOf = async (id = accountId) => {
  const data = t.json<{ all_accounts: Array<{ id: number; money: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) }));
  return data.all_accounts.find((a) => a.id === id)!.money;
};

async function createDeposit(body: Record<string, unknown>, key = idempotencyKey()) {
  return t.app.inject({ method: 'POST', url: '/payments-api/deposits', headers: { ...bearer(token), ...key, 'x-language': 'en' }, payload: body });
}

async function checkoutOf(body: Record<string, unknown>) {
  const response = await createDeposit(body);
  expect(response.statusCode).toBe(200);
  const answer = t.json<{ redirectUrl: string; payment: { id: number; status: string } }>(response);
  return { url: answer.redirectUrl, id: answer.payment.id };
}

const paymentOf = async (id: number) => t.json<{ payment: { status: string; hostedUrl: string | null } }>(await t.app.inject({ url: `/payments-api/payments/${id}`, headers: bearer(token) })).payment;

describe('deposit through the payment provider', () => {
  it('creating it moves no money and answers its checkout address, which goes on to the provider with the order signed', async () => {
    const before = await balanceOf();
    const { url, id } = await checkoutOf({ accountId, systemId: 'visa', amount: 500 });
    expect(url).toMatch(/^\/payments-api\/checkout\/[0-9a-f]{48}$/);
    expect(await balanceOf()).toBe(before);
    const redirect = await t.app.inject({ url });
    expect(redirect.statusCode).toBe(303);
    const location = new URL(String(redirect.headers.location), 'http://site');
    expect(location.pathname).toBe('/payment-sandbox/checkout');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      order: String(id), amount: '50000', precision: '2', currency: 'RUB', method: 'Visa', lang: 'en', return: `/en/onpay/pending?payment=${id}`,
    });
    expect(location.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    expect(await balanceOf()).toBe(before);
  });

  it('an unfinished deposit can be continued (hostedUrl); a finished one sends its address to the return page', async () => {
    const { url, id } = await checkoutOf({ accountId, systemId: 'visa', amount: 200 });
    expect((await paymentOf(id)).hostedUrl).toBe(url);
    const notification = JSON.stringify({ transactionId: 'tx-c', orderId: String(id), status: 'cancelled', amountMinor: 20000, currency: 'RUB' });
    const notified = await t.app.inject({ method: 'POST', url: '/payments-api/notify/sandbox', headers: notificationHeaders(TEST_SANDBOX_SECRET, t.clock.nowSeconds(), notification), payload: notification });
    expect(notified.statusCode).toBe(200);
    expect(await paymentOf(id)).toMatchObject({ status: 'cancelled', hostedUrl: null });
    expect((await t.app.inject({ url })).headers.location).toBe(`/en/onpay/cancel?payment=${id}`);
  });

  it('an unknown address goes back to onpay/fail, and another player cannot read the payment', async () => {
    const unknown = await t.app.inject({ url: `/payments-api/checkout/${'0'.repeat(48)}`, headers: { 'x-language': 'en' } });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/en/onpay/fail?payment=unknown');
    const { id } = await checkoutOf({ accountId, systemId: 'visa', amount: 200 });
    const other = await t.login('banned', 'Banned1234!');
    expect((await t.app.inject({ url: `/payments-api/payments/${id}`, headers: bearer(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/payments-api/payments/${id}` })).statusCode).toBe(401);
  });
});

describe('deposit rules', () => {
  it('per-system min and max in the account currency', async () => {
    const low = await createDeposit({ accountId, systemId: 'visa', amount: 99 });
    expect(low.statusCode).toBe(422);
    expect(t.json(low)).toMatchObject({ code: 'amount_below_min', min: 100, currency: 'RUB' });
    const high = await createDeposit({ accountId, systemId: 'quickpay', amount: 60_000.01 });
    expect(t.json(high)).toMatchObject({ code: 'amount_above_max', max: 60_000 });
  });

  it('a system that does not take the currency is refused (Mir on the USD account)', async () => {
    const usd = await accountIdOf(t, token, 9);
    const response = await createDeposit({ accountId: usd, systemId: 'mir', amount: 10 });
    expect(t.json(response)).toMatchObject({ code: 'system_not_available', currency: 'USD' });
    expect((await createDeposit({ accountId, systemId: 'no-such', amount: 500 })).statusCode).toBe(404);
  });

  it('amounts finer than the minor unit are refused (amount_precision)', async () => {
    const response = await createDeposit({ accountId, systemId: 'visa', amount: 500.005 });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ code: 'amount_precision', step: '0.01' });
  });

  it('the bonus account takes no deposit', async () => {
    const bonus = await accountIdOf(t, token, 4);
    expect((await createDeposit({ accountId: bonus, systemId: 'visa', amount: 500 })).statusCode).toBe(404);
  });

  it('deposit limits apply before the payment is created (at the notification too: notifications.test.ts)', async () => {
    const set = await t.app.inject({
      method: 'POST', url: '/limit-service-api/api/external/web/v3/limit', headers: bearer(token), payload: { limitType: 20, limitValue: 1000 },
    });
    expect(set.statusCode).toBe(200);
    const over = await createDeposit({ accountId, systemId: 'visa', amount: 1500 });
    expect(t.json(over)).toMatchObject({ code: 'deposit_limit_exceeded', remaining: 1000 });
  });

  it('Idempotency-Key: required, and the same key twice answers the first payment again', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/payments-api/deposits', headers: bearer(token), payload: { accountId, systemId: 'visa', amount: 500 } });
    expect(t.json(missing)).toMatchObject({ code: 'idempotency_key_required' });
    const key = idempotencyKey();
    const one = await createDeposit({ accountId, systemId: 'visa', amount: 500 }, key);
    const two = await createDeposit({ accountId, systemId: 'visa', amount: 500 }, key);
    expect(two.headers['idempotent-replayed']).toBe('true');
    expect(t.json<{ payment: { id: number } }>(two).payment.id).toBe(t.json<{ payment: { id: number } }>(one).payment.id);
  });

  it('a banned player cannot deposit', async () => {
    const banned = await t.login('banned', 'Banned1234!');
    const account = await accountIdOf(t, banned, 0);
    const response = await t.app.inject({ method: 'POST', url: '/payments-api/deposits', headers: { ...bearer(banned), ...idempotencyKey() }, payload: { accountId: account, systemId: 'visa', amount: 500 } });
    expect(response.statusCode).toBe(403);
  });
});
