/**
 * Deposits through the hosted payment page: creation checks (system, currency, min/max, minor unit,
 * deposit limits), the four outcomes of the page, the credit through the one deposit credit, idempotency.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountIdOf, bearer, buildDemoSession, idempotencyKey, type TestApi } from '../test-support.ts';

let t: TestApi;
let token: string;
let accountId: number;

beforeEach(async () => {
  ({ t, token, accountId } = await buildDemoSession());
});
afterEach(async () => t.app.close());

const balanceOf = async (id = accountId) => {
  const data = t.json<{ all_accounts: Array<{ id: number; money: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) }));
  return data.all_accounts.find((a) => a.id === id)!.money;
};

async function createDeposit(body: Record<string, unknown>, key = idempotencyKey()) {
  return t.app.inject({ method: 'POST', url: '/payments-api/deposits', headers: { ...bearer(token), ...key, 'x-language': 'en' }, payload: body });
}

async function hostedTokenOf(body: Record<string, unknown>) {
  const response = await createDeposit(body);
  expect(response.statusCode).toBe(200);
  const answer = t.json<{ redirectUrl: string; payment: { id: number; status: string } }>(response);
  return { url: answer.redirectUrl, id: answer.payment.id };
}

const submit = (url: string, form: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });

describe('deposit through the hosted payment page', () => {
  it('creating it moves no money and answers the hosted page, which renders without any script', async () => {
    const before = await balanceOf();
    const { url } = await hostedTokenOf({ accountId, systemId: 'visa', amount: 500 });
    expect(url).toMatch(/^\/payments-api\/hosted\/[0-9a-f]{48}$/);
    expect(await balanceOf()).toBe(before);
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('data-testid="hosted-approve"');
    expect(page.body).not.toContain('<script');
  });

  it('approve credits the amount less the fee once, and returns to onpay/success', async () => {
    const before = await balanceOf();
    // Arena Wallet takes 1.5 % on deposits: 1 000 RUB credits 985 RUB.
    const { url, id } = await hostedTokenOf({ accountId, systemId: 'ewallet-pay', amount: 1000 });
    const first = await submit(url, 'action=approve');
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/en/onpay/success?payment=${id}`);
    expect(await balanceOf()).toBe(before + 985);
    // The same form posted twice (double click, back button) credits nothing more.
    const again = await submit(url, 'action=approve');
    expect(again.headers.location).toBe(`/en/onpay/success?payment=${id}`);
    expect(await balanceOf()).toBe(before + 985);
    const payment = t.json<{ payment: { status: string; net: number; fee: number } }>(await t.app.inject({ url: `/payments-api/payments/${id}`, headers: bearer(token) }));
    expect(payment.payment).toMatchObject({ status: 'approved', net: 985, fee: 15 });
  });

  it('decline keeps the reason and returns to onpay/fail; nothing is credited', async () => {
    const before = await balanceOf();
    const { url, id } = await hostedTokenOf({ accountId, systemId: 'visa', amount: 300 });
    const response = await submit(url, 'action=decline&reason=card_expired');
    expect(response.headers.location).toBe(`/en/onpay/fail?payment=${id}`);
    const payment = t.json<{ payment: { status: string; reason: string; reasonText: string } }>(
      await t.app.inject({ url: `/payments-api/payments/${id}`, headers: { ...bearer(token), 'x-language': 'en' } }),
    );
    expect(payment.payment).toMatchObject({ status: 'declined', reason: 'card_expired', reasonText: 'The card has expired' });
    expect(await balanceOf()).toBe(before);
  });

  it('leave pending → onpay/pending, and the page can still approve it later; cancel → onpay/cancel', async () => {
    const before = await balanceOf();
    const pending = await hostedTokenOf({ accountId, systemId: 'visa', amount: 200 });
    expect((await submit(pending.url, 'action=pending')).headers.location).toBe(`/en/onpay/pending?payment=${pending.id}`);
    expect(await balanceOf()).toBe(before);
    // Its owner can go back to the page while it is not finished (onpay/pending shows the link).
    const view = t.json<{ payment: { hostedUrl: string | null } }>(await t.app.inject({ url: `/payments-api/payments/${pending.id}`, headers: bearer(token) }));
    expect(view.payment.hostedUrl).toBe(pending.url);
    expect((await submit(pending.url, 'action=approve')).headers.location).toBe(`/en/onpay/success?payment=${pending.id}`);
    expect(await balanceOf()).toBe(before + 200);
    const cancelled = await hostedTokenOf({ accountId, systemId: 'visa', amount: 200 });
    expect((await submit(cancelled.url, 'action=cancel')).headers.location).toBe(`/en/onpay/cancel?payment=${cancelled.id}`);
    expect((await submit(cancelled.url, 'action=approve')).headers.location).toBe(`/en/onpay/cancel?payment=${cancelled.id}`);
    const finished = t.json<{ payment: { hostedUrl: string | null } }>(await t.app.inject({ url: `/payments-api/payments/${cancelled.id}`, headers: bearer(token) }));
    expect(finished.payment.hostedUrl).toBeNull();
    expect(await balanceOf()).toBe(before + 200);
  });

  it('an unknown token goes back to onpay/fail, and another player cannot read the payment', async () => {
    const unknown = await t.app.inject({ url: `/payments-api/hosted/${'0'.repeat(48)}`, headers: { 'x-language': 'en' } });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/en/onpay/fail?payment=unknown');
    const { id } = await hostedTokenOf({ accountId, systemId: 'visa', amount: 200 });
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

  it('deposit limits apply before the page opens and again at approval', async () => {
    const set = await t.app.inject({
      method: 'POST', url: '/limit-service-api/api/external/web/v3/limit', headers: bearer(token), payload: { limitType: 20, limitValue: 1000 },
    });
    expect(set.statusCode).toBe(200);
    const over = await createDeposit({ accountId, systemId: 'visa', amount: 1500 });
    expect(t.json(over)).toMatchObject({ code: 'deposit_limit_exceeded', remaining: 1000 });
    // Two pages opened within the limit; the second approval would pass it and fails with reason `limit`.
    const first = await hostedTokenOf({ accountId, systemId: 'visa', amount: 700 });
    const second = await hostedTokenOf({ accountId, systemId: 'visa', amount: 700 });
    const before = await balanceOf();
    await submit(first.url, 'action=approve');
    expect((await submit(second.url, 'action=approve')).headers.location).toBe(`/en/onpay/fail?payment=${second.id}`);
    expect(await balanceOf()).toBe(before + 700);
    const failed = t.json<{ payment: { status: string; reason: string } }>(await t.app.inject({ url: `/payments-api/payments/${second.id}`, headers: bearer(token) }));
    expect(failed.payment).toMatchObject({ status: 'failed', reason: 'limit' });
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
