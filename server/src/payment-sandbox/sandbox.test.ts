/**
 * The payment sandbox (issue 32): a checkout opens only with the backend's signature; each test card gives
 * its outcome — approve, decline with a reason, 3-D Secure challenge, pending — and the outcome leaves
 * the sandbox only as a notification signed over timestamp + body; every page says "Test payments".
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkNotificationSignature, NOTIFICATION_SIGNATURE_HEADER, NOTIFICATION_TIMESTAMP_HEADER, type PaymentNotification } from '../platform/payment-protocol.ts';
import type { TestApi } from '../api/test-support.ts';
import { buildPaymentsSession, createDeposit, openCheckout, postSandbox, TEST_SANDBOX_SECRET, type SandboxOutbox } from '../api/payments/payments-test-support.ts';

let t: TestApi;
let outbox: SandboxOutbox;
let token: string;
let accountId: number;

beforeEach(async () => {
  ({ t, outbox, token, accountId } = await buildPaymentsSession());
});
afterEach(async () => t.app.close());

/** A 500 RUB Visa deposit's checkout in the sandbox. */
async function checkout(lang = 'en') {
  const deposit = await createDeposit(t, token, { accountId, systemId: 'visa', amount: 500 }, lang);
  return { deposit, ...(await openCheckout(t, deposit.url)) };
}

/** The notifications the sandbox sent so far, each checked against the protocol's signature. */
async function sent(): Promise<PaymentNotification[]> {
  await expect.poll(() => outbox.waiting.length).toBeGreaterThan(0);
  return outbox.waiting.splice(0).map(({ headers, body }) => {
    const check = checkNotificationSignature(TEST_SANDBOX_SECRET, headers[NOTIFICATION_TIMESTAMP_HEADER], headers[NOTIFICATION_SIGNATURE_HEADER], body, t.clock.nowSeconds());
    expect(check.ok).toBe(true);
    return JSON.parse(body) as PaymentNotification;
  });
}

describe('the sandbox checkout', () => {
  it('is marked "Test payments", lists the test cards, has no script, and shows the signed amount', async () => {
    const { location, page } = await checkout();
    expect(location).toMatch(/^\/payment-sandbox\/checkout\?/);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="sandbox-badge">Test payments<');
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('4000 0000 0000 3220');
    expect(page.body).not.toContain('<script');
    expect(page.body).toMatch(/data-testid="sandbox-amount">RUB\s500\.00</);
  });

  it('is in the payment’s language (Kazakh: the badge, lang="kk")', async () => {
    const { page } = await checkout('kz');
    expect(page.body).toContain('<html lang="kk" dir="ltr">');
    expect(page.body).toContain('Сынақ төлемдері');
  });

  it('opens only with the backend’s signature: a changed field, another secret or an expired link is refused', async () => {
    const { fields } = await checkout();
    const open = (query: Record<string, string>) => t.app.inject({ url: `/payment-sandbox/checkout?${new URLSearchParams(query).toString()}` });
    expect((await open({ ...fields, amount: '1' })).statusCode).toBe(400);
    expect((await open({ ...fields, return: '//evil.example/' })).statusCode).toBe(400);
    expect((await open({ ...fields, sig: '0'.repeat(64) })).statusCode).toBe(400);
    t.clock.advance(2 * 3600 * 1000);
    const expired = await open(fields);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('This payment link is not valid or has expired');
  });
});

describe('test cards', () => {
  it('4242 4242 4242 4242 approves: back to the return page, an approved notification for the order and amount', async () => {
    const { deposit, fields } = await checkout();
    const paid = await postSandbox(t, 'checkout', fields, { card: '4242 4242 4242 4242' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/en/onpay/pending?payment=${deposit.id}`);
    const [notification] = await sent();
    expect(notification).toMatchObject({ orderId: String(deposit.id), status: 'approved', amountMinor: 50_000, currency: 'RUB' });
    expect(notification!.transactionId).toMatch(/^sbx_[0-9a-f]{24}$/);
  });

  it('4000 0000 0000 0002 and …0069 decline with their reasons', async () => {
    const first = await checkout();
    await postSandbox(t, 'checkout', first.fields, { card: '4000000000000002' });
    const second = await checkout();
    await postSandbox(t, 'checkout', second.fields, { card: '4000-0000-0000-0069' });
    await expect.poll(() => outbox.waiting.length).toBe(2);
    expect((await sent()).map((n) => [n.status, n.reason])).toEqual([['declined', 'insufficient_funds'], ['declined', 'card_expired']]);
  });

  it('4000 0000 0000 3220 asks for 3-D Secure: the wrong code declines, 1234 approves, one transaction per order', async () => {
    const { deposit, fields } = await checkout();
    const challenge = await postSandbox(t, 'checkout', fields, { card: '4000 0000 0000 3220' });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('data-testid="sandbox-challenge"');
    expect(challenge.body).toContain('the code is 1234');
    const wrong = await postSandbox(t, 'challenge', fields, { code: '0000' });
    expect(wrong.headers.location).toBe(`/en/onpay/pending?payment=${deposit.id}`);
    const right = await postSandbox(t, 'challenge', fields, { code: '1234' });
    expect(right.statusCode).toBe(303);
    await expect.poll(() => outbox.waiting.length).toBe(2);
    const [failed, passed] = await sent();
    expect(failed).toMatchObject({ status: 'declined', reason: 'authentication_failed' });
    expect(passed).toMatchObject({ status: 'approved', transactionId: failed!.transactionId });
  });

  it('4000 0000 0000 0077 leaves the payment pending; cancel sends cancelled', async () => {
    const pending = await checkout();
    await postSandbox(t, 'checkout', pending.fields, { card: '4000000000000077' });
    const cancelled = await checkout();
    await postSandbox(t, 'checkout', cancelled.fields, { action: 'cancel' });
    await expect.poll(() => outbox.waiting.length).toBe(2);
    expect((await sent()).map((n) => n.status)).toEqual(['pending', 'cancelled']);
  });

  it('a number that is no test card is refused on the page (422) and sends nothing', async () => {
    const { fields } = await checkout();
    const refused = await postSandbox(t, 'checkout', fields, { card: '5500 0000 0000 0004' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('This is not a test card');
    // Timers run in order: had the refused card sent anything, it would come before this approval.
    await postSandbox(t, 'checkout', fields, { card: '4242424242424242' });
    expect((await sent()).map((n) => n.status)).toEqual(['approved']);
  });
});

describe('sandbox and backend together', () => {
  it('the 3-D Secure payment is credited when the notification arrives, not before', async () => {
    const { deposit, fields } = await checkout();
    const read = async () => t.json<{ payment: { status: string }; balance: number }>(await t.app.inject({ url: `/payments-api/payments/${deposit.id}`, headers: { authorization: `Bearer ${token}` } }));
    const { balance: before } = await read();
    await postSandbox(t, 'checkout', fields, { card: '4000000000003220' });
    await postSandbox(t, 'challenge', fields, { code: '1234' });
    expect(await read()).toMatchObject({ payment: { status: 'created' }, balance: before });
    await outbox.deliver();
    expect(await read()).toMatchObject({ payment: { status: 'approved' }, balance: before + 500 });
  });
});
