/**
 * Issue 32, finding 1: a deposit moves only on the provider's verified notification at
 * POST /payments-api/notify/:provider. Every refusal (unsigned, wrongly signed, stale, replayed, unknown
 * provider, amount or currency mismatch, another transaction, malformed, unknown order) changes nothing;
 * a good one credits once (journaled, in the history) and is idempotent by the provider's transaction id.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_WINDOW_SECONDS, notificationHeaders } from '../../platform/payment-protocol.ts';
import { bearer, type TestApi } from '../test-support.ts';
import { buildPaymentsSession, createDeposit, notificationFor, sendNotification, TEST_SANDBOX_SECRET, type CreatedDeposit } from './payments-test-support.ts';

let t: TestApi;
let token: string;
let accountId: number;
let dir: string | undefined;

async function start(envOverrides: Record<string, string> = {}) {
  ({ t, token, accountId } = await buildPaymentsSession(envOverrides));
}
afterEach(async () => {
  await t.app.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const balance = async () => {
  const data = t.json<{ all_accounts: Array<{ id: number; money: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) }));
  return data.all_accounts.find((a) => a.id === accountId)!.money;
};
const paymentOf = async (id: number) =>
  t.json<{ payment: { status: string; reason: string | null; hostedUrl: string | null } }>(await t.app.inject({ url: `/payments-api/payments/${id}`, headers: { ...bearer(token), 'x-language': 'en' } })).payment;
const visa = (amount: number) => createDeposit(t, token, { accountId, systemId: 'visa', amount });

/** The notification is refused with `status` and `code`, and neither the balance nor the payment moved. */
async function expectRefused(deposit: CreatedDeposit, send: () => ReturnType<typeof sendNotification>, status: number, code: string) {
  const before = await balance();
  const reply = await send();
  expect(reply.statusCode).toBe(status);
  expect(t.json(reply)).toMatchObject({ code });
  expect(await balance()).toBe(before);
  expect((await paymentOf(deposit.id)).status).toBe('created');
}

describe('a verified notification credits the deposit', () => {
  it('approved: the amount less the fee is credited once; the payment is approved and in the history', async () => {
    await start();
    const before = await balance();
    // Arena Wallet takes 1.5 %: 1 000 RUB paid, 985 RUB credited.
    const deposit = await createDeposit(t, token, { accountId, systemId: 'ewallet-pay', amount: 1000 });
    expect(await balance()).toBe(before);
    const reply = await sendNotification(t, notificationFor(deposit));
    expect(reply.statusCode).toBe(200);
    expect(t.json(reply)).toMatchObject({ received: true, paymentId: deposit.id, status: 'approved', applied: true });
    expect(await balance()).toBe(before + 985);
    const history = t.json<{ items: Array<{ id: number; kind: string; status: string; net: number }> }>(
      await t.app.inject({ url: '/payments-api/history?kind=deposit', headers: bearer(token) }),
    );
    expect(history.items.find((item) => item.id === deposit.id)).toMatchObject({ kind: 'deposit', status: 'approved', net: 985 });
  });

  it('idempotent by transaction id: the provider notifying the same transaction again (newly signed) credits nothing more', async () => {
    await start();
    const before = await balance();
    const deposit = await visa(500);
    expect((await sendNotification(t, notificationFor(deposit))).statusCode).toBe(200);
    t.clock.advance(1000);
    const again = await sendNotification(t, notificationFor(deposit));
    expect(again.statusCode).toBe(200);
    expect(t.json(again)).toMatchObject({ status: 'approved', applied: false });
    expect(await balance()).toBe(before + 500);
  });

  it('journals every accepted notification with what it did', async () => {
    dir = mkdtempSync(join(tmpdir(), 'payments-journal-'));
    const file = join(dir, 'arena.db');
    await start({ ARENA_DB: file });
    const deposit = await visa(200);
    await sendNotification(t, notificationFor(deposit, { status: 'pending' }));
    t.clock.advance(1000);
    await sendNotification(t, notificationFor(deposit));
    t.clock.advance(1000);
    await sendNotification(t, notificationFor(deposit));
    const db = new Database(file, { readonly: true });
    const rows = db.prepare('SELECT provider, transaction_id, status, amount_minor, currency, applied, payment_status FROM payment_notifications WHERE payment_id = ? ORDER BY id').all(deposit.id);
    db.close();
    expect(rows).toEqual([
      { provider: 'sandbox', transaction_id: `tx-${deposit.id}`, status: 'pending', amount_minor: 20000, currency: 'RUB', applied: 1, payment_status: 'pending' },
      { provider: 'sandbox', transaction_id: `tx-${deposit.id}`, status: 'approved', amount_minor: 20000, currency: 'RUB', applied: 1, payment_status: 'approved' },
      { provider: 'sandbox', transaction_id: `tx-${deposit.id}`, status: 'approved', amount_minor: 20000, currency: 'RUB', applied: 0, payment_status: 'approved' },
    ]);
  });

  it('declined keeps the reason; pending then approved credits; cancelled ends it', async () => {
    await start();
    const before = await balance();
    const declined = await visa(300);
    await sendNotification(t, notificationFor(declined, { status: 'declined', reason: 'card_expired' }));
    expect(await paymentOf(declined.id)).toMatchObject({ status: 'declined', reason: 'card_expired', hostedUrl: null });
    const pending = await visa(200);
    await sendNotification(t, notificationFor(pending, { status: 'pending' }));
    expect(await paymentOf(pending.id)).toMatchObject({ status: 'pending', hostedUrl: pending.url });
    expect(await balance()).toBe(before);
    t.clock.advance(1000);
    await sendNotification(t, notificationFor(pending));
    expect(await balance()).toBe(before + 200);
    const cancelled = await visa(200);
    await sendNotification(t, notificationFor(cancelled, { status: 'cancelled' }));
    t.clock.advance(1000);
    // A finished payment takes no approval afterwards.
    expect(t.json(await sendNotification(t, notificationFor(cancelled)))).toMatchObject({ status: 'cancelled', applied: false });
    expect(await balance()).toBe(before + 200);
  });

  it('deposit limits are asked again at the notification: past the limit the deposit fails with reason `limit`', async () => {
    await start();
    const set = await t.app.inject({ method: 'POST', url: '/limit-service-api/api/external/web/v3/limit', headers: bearer(token), payload: { limitType: 20, limitValue: 1000 } });
    expect(set.statusCode).toBe(200);
    const first = await visa(700);
    const second = await visa(700);
    const before = await balance();
    await sendNotification(t, notificationFor(first));
    expect(t.json(await sendNotification(t, notificationFor(second)))).toMatchObject({ status: 'failed' });
    expect(await balance()).toBe(before + 700);
    expect(await paymentOf(second.id)).toMatchObject({ status: 'failed', reason: 'limit' });
  });
});

describe('a notification that is not verified changes nothing', () => {
  it('unsigned: 401 signature_missing', async () => {
    await start();
    const deposit = await visa(500);
    const body = JSON.stringify(notificationFor(deposit));
    await expectRefused(deposit, () => t.app.inject({ method: 'POST', url: '/payments-api/notify/sandbox', headers: { 'content-type': 'application/json' }, payload: body }), 401, 'signature_missing');
  });

  it('signed with another secret, or the body changed after signing: 401 signature_invalid', async () => {
    await start();
    const deposit = await visa(500);
    await expectRefused(deposit, () => sendNotification(t, notificationFor(deposit), { secret: 'someone-else-s-secret-0123456789abcdef' }), 401, 'signature_invalid');
    const signed = JSON.stringify(notificationFor(deposit));
    const headers = notificationHeaders(TEST_SANDBOX_SECRET, t.clock.nowSeconds(), signed);
    const changed = JSON.stringify(notificationFor(deposit, { amountMinor: 1e11 }));
    await expectRefused(deposit, () => t.app.inject({ method: 'POST', url: '/payments-api/notify/sandbox', headers, payload: changed }), 401, 'signature_invalid');
  });

  it('stale: a timestamp outside the 5-minute window either way is 401 notification_stale', async () => {
    await start();
    const deposit = await visa(500);
    const now = t.clock.nowSeconds();
    await expectRefused(deposit, () => sendNotification(t, notificationFor(deposit), { timestamp: now - NOTIFICATION_WINDOW_SECONDS - 1 }), 401, 'notification_stale');
    await expectRefused(deposit, () => sendNotification(t, notificationFor(deposit), { timestamp: now + NOTIFICATION_WINDOW_SECONDS + 1 }), 401, 'notification_stale');
  });

  it('replayed: the same signed notification again is 409 notification_replayed, and after the window it is stale', async () => {
    await start();
    const before = await balance();
    const deposit = await visa(500);
    const body = JSON.stringify(notificationFor(deposit, { status: 'pending' }));
    const headers = notificationHeaders(TEST_SANDBOX_SECRET, t.clock.nowSeconds(), body);
    const send = () => t.app.inject({ method: 'POST', url: '/payments-api/notify/sandbox', headers, payload: body });
    expect((await send()).statusCode).toBe(200);
    const replay = await send();
    expect(replay.statusCode).toBe(409);
    expect(t.json(replay)).toMatchObject({ code: 'notification_replayed' });
    t.clock.advance((NOTIFICATION_WINDOW_SECONDS + 1) * 1000);
    expect(t.json(await send())).toMatchObject({ code: 'notification_stale' });
    expect(await balance()).toBe(before);
    expect((await paymentOf(deposit.id)).status).toBe('pending');
  });

  it('an unknown provider is 404 provider_unknown', async () => {
    await start();
    const deposit = await visa(500);
    await expectRefused(deposit, () => sendNotification(t, notificationFor(deposit), { provider: 'acme-pay' }), 404, 'provider_unknown');
  });

  it('an amount or currency that is not the order’s is 422 amount_mismatch', async () => {
    await start();
    const deposit = await visa(500);
    await expectRefused(deposit, () => sendNotification(t, notificationFor(deposit, { amountMinor: 100_000_000_000 })), 422, 'amount_mismatch');
    await expectRefused(deposit, () => sendNotification(t, notificationFor(deposit, { currency: 'USD' })), 422, 'amount_mismatch');
  });

  it('another transaction for an order already notified is 409 transaction_mismatch', async () => {
    await start();
    const before = await balance();
    const deposit = await visa(500);
    expect((await sendNotification(t, notificationFor(deposit, { status: 'pending' }))).statusCode).toBe(200);
    const other = await sendNotification(t, notificationFor(deposit, { transactionId: 'tx-forged' }));
    expect(other.statusCode).toBe(409);
    expect(t.json(other)).toMatchObject({ code: 'transaction_mismatch' });
    expect(await balance()).toBe(before);
    expect((await paymentOf(deposit.id)).status).toBe('pending');
  });

  it('a signed body that is no notification is 400 notification_malformed; an unknown order 404 payment_not_found', async () => {
    await start();
    const deposit = await visa(500);
    await expectRefused(deposit, () => sendNotification(t, '{"orderId":1,'), 400, 'notification_malformed');
    await expectRefused(deposit, () => sendNotification(t, JSON.stringify({ ...notificationFor(deposit), amountMinor: 1.5 })), 400, 'notification_malformed');
    await expectRefused(deposit, () => sendNotification(t, notificationFor(deposit, { orderId: '999999' })), 404, 'payment_not_found');
  });
});
