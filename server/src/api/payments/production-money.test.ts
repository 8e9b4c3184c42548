/**
 * Issue 32, finding 1, in production mode (no test controls): no endpoint credits money without a verified
 * provider notification. Tried: the instant deposit (absent: 404), posting the old hosted "approve" form,
 * paying in the sandbox (nothing until its notification is delivered), a checkout with a changed amount,
 * a forged notification; and the attack that followed — an unpaid 75 000 RUB deposit, then its withdrawal.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, idempotencyKey, type TestApi } from '../test-support.ts';
import {
  buildPaymentsSession,
  createDeposit,
  notificationFor,
  openCheckout,
  postSandbox,
  sendNotification,
  type SandboxOutbox,
} from './payments-test-support.ts';

let t: TestApi;
let outbox: SandboxOutbox;
let token: string;
let accountId: number;

beforeEach(async () => {
  ({ t, outbox, token, accountId } = await buildPaymentsSession({ ARENA_TEST_CONTROLS: '0' }));
});
afterEach(async () => t.app.close());

const balance = async () => {
  const data = t.json<{ all_accounts: Array<{ id: number; money: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) }));
  return data.all_accounts.find((a) => a.id === accountId)!.money;
};
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('production: money arrives only with a verified notification', () => {
  it('the instant deposit does not exist (404), whatever the amount', async () => {
    const before = await balance();
    const response = await t.app.inject({ method: 'POST', url: '/payments-api/deposit', headers: { ...bearer(token), ...idempotencyKey() }, payload: { accountId, amount: 1e9 } });
    expect(response.statusCode).toBe(404);
    expect(await balance()).toBe(before);
  });

  it('posting the old hosted "approve" form, or any form to the checkout address, credits nothing', async () => {
    const before = await balance();
    const deposit = await createDeposit(t, token, { accountId, systemId: 'visa', amount: 75_000 });
    const capability = deposit.url.split('/').pop()!;
    expect((await t.app.inject({ method: 'POST', url: `/payments-api/hosted/${capability}`, headers: form, payload: 'action=approve' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: deposit.url, headers: form, payload: 'action=approve' })).statusCode).toBe(404);
    expect(await balance()).toBe(before);
  });

  it('paying in the sandbox credits nothing until the sandbox’s signed notification arrives', async () => {
    const before = await balance();
    const deposit = await createDeposit(t, token, { accountId, systemId: 'visa', amount: 500 });
    const { fields } = await openCheckout(t, deposit.url);
    const paid = await postSandbox(t, 'checkout', fields, { card: '4242 4242 4242 4242' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/en/onpay/pending?payment=${deposit.id}`);
    expect(await balance()).toBe(before);
    const [reply] = await outbox.deliver();
    expect(reply!.statusCode).toBe(200);
    expect(await balance()).toBe(before + 500);
  });

  it('a checkout whose amount was changed in the browser is refused by the sandbox and sends nothing', async () => {
    const deposit = await createDeposit(t, token, { accountId, systemId: 'visa', amount: 500 });
    const { fields } = await openCheckout(t, deposit.url);
    const forged = await postSandbox(t, 'checkout', { ...fields, amount: '100000000000' }, { card: '4242424242424242' });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('data-testid="sandbox-error"');
    // The honest payment after it: the only notification the sandbox sent is that one, for 500 RUB.
    await postSandbox(t, 'checkout', fields, { card: '4242424242424242' });
    const before = await balance();
    const replies = await outbox.deliver();
    expect(replies).toHaveLength(1);
    expect(await balance()).toBe(before + 500);
  });

  it('a notification forged without the sandbox’s secret is refused (401) and credits nothing', async () => {
    const before = await balance();
    const deposit = await createDeposit(t, token, { accountId, systemId: 'visa', amount: 75_000 });
    const forged = await sendNotification(t, notificationFor(deposit), { secret: 'a-guessed-secret-that-is-long-enough-000' });
    expect(forged.statusCode).toBe(401);
    expect(await balance()).toBe(before);
  });

  it('the old attack — an unpaid 75 000 RUB deposit, then its withdrawal — pays nothing out', async () => {
    const before = await balance();
    const deposit = await createDeposit(t, token, { accountId, systemId: 'visa', amount: 75_000 });
    await t.app.inject({ method: 'POST', url: `/payments-api/hosted/${deposit.url.split('/').pop()!}`, headers: form, payload: 'action=approve' });
    const withdrawal = await t.app.inject({
      method: 'POST', url: '/payments-api/withdrawals', headers: { ...bearer(token), ...idempotencyKey() }, payload: { accountId, systemId: 'visa', amount: 75_000 },
    });
    expect(withdrawal.statusCode).toBe(422);
    expect(t.json(withdrawal)).toMatchObject({ code: 'insufficient_withdrawable' });
    const withdrawals = t.json<{ withdrawals: unknown[] }>(await t.app.inject({ url: '/payments-api/withdrawals', headers: bearer(token) }));
    expect(withdrawals.withdrawals).toEqual([]);
    const unpaid = t.json<{ payment: { status: string } }>(await t.app.inject({ url: `/payments-api/payments/${deposit.id}`, headers: bearer(token) }));
    expect(unpaid.payment.status).toBe('created');
    expect(await balance()).toBe(before);
  });
});
