/**
 * The payments tests' API: the backend with the payment sandbox beside it, as `npm start` composes them,
 * except that the sandbox's notifications wait in an outbox until the test delivers them (so a test sees
 * what changes before and after a notification), and helpers to sign notifications as a provider would.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { notificationHeaders, type PaymentNotification } from '../../platform/payment-protocol.ts';
import { paymentSandboxPlugin } from '../../payment-sandbox/sandbox-plugin.ts';
import { accountIdOf, bearer, buildTestApi, idempotencyKey, type TestApi } from '../test-support.ts';

export const TEST_SANDBOX_SECRET = 'payments-test-sandbox-secret-0123456789abcdef';

export interface SandboxOutbox {
  /** Notifications the sandbox sent, not yet delivered. */
  waiting: Array<{ headers: Record<string, string>; body: string }>;
  /** Delivers the waiting notifications to the backend in order; answers its replies. */
  deliver(): Promise<LightMyRequestResponse[]>;
}

export interface PaymentsSession {
  t: TestApi;
  outbox: SandboxOutbox;
  token: string;
  accountId: number;
}

/** The API (test controls on unless overridden) and the sandbox, the demo player signed in. */
export async function buildPaymentsSession(envOverrides: Record<string, string> = {}): Promise<PaymentsSession> {
  const waiting: SandboxOutbox['waiting'] = [];
  const t = await buildTestApi({ ARENA_PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET, ...envOverrides }, async (app, env, clock) => {
    const deliver = async (headers: Record<string, string>, body: string) => {
      waiting.push({ headers, body });
      return 200;
    };
    await app.register(paymentSandboxPlugin, { secret: env.paymentSandboxSecret, clock, deliver, notifyDelayMs: 0 });
  });
  const outbox: SandboxOutbox = {
    waiting,
    async deliver() {
      // The sandbox sends a moment later (a timer): wait for it, then hand everything over.
      await expect.poll(() => waiting.length).toBeGreaterThan(0);
      const replies: LightMyRequestResponse[] = [];
      for (const { headers, body } of waiting.splice(0)) replies.push(await t.app.inject({ method: 'POST', url: '/payments-api/notify/sandbox', headers, payload: body }));
      return replies;
    },
  };
  const token = await t.login('demo', 'Demo1234!');
  return { t, outbox, token, accountId: await accountIdOf(t, token) };
}

export interface CreatedDeposit {
  id: number;
  /** The payment's checkout address on the site (/payments-api/checkout/{token}). */
  url: string;
  payment: { id: number; amount: number; currency: string; status: string };
}

export async function createDeposit(t: TestApi, token: string, body: Record<string, unknown>, lang = 'en'): Promise<CreatedDeposit> {
  const response = await t.app.inject({ method: 'POST', url: '/payments-api/deposits', headers: { ...bearer(token), ...idempotencyKey(), 'x-language': lang }, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  const answer = t.json<{ redirectUrl: string; payment: CreatedDeposit['payment'] }>(response);
  return { id: answer.payment.id, url: answer.redirectUrl, payment: answer.payment };
}

/** Follows the site's checkout address to the sandbox: its address and signed fields, and the page. */
export async function openCheckout(t: TestApi, url: string) {
  const redirect = await t.app.inject({ url });
  expect(redirect.statusCode).toBe(303);
  const location = String(redirect.headers.location);
  const page = await t.app.inject({ url: location });
  return { location, fields: Object.fromEntries(new URL(location, 'http://site').searchParams), page };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Posts the sandbox's card form (or its 3-D Secure form) with the checkout's signed fields. */
export function postSandbox(t: TestApi, path: 'checkout' | 'challenge', fields: Record<string, string>, extra: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: `/payment-sandbox/${path}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ ...fields, ...extra }) });
}

/** A provider's notification about a deposit as the API showed it (major units → minor units of 2 decimals). */
export function notificationFor(deposit: CreatedDeposit, overrides: Partial<PaymentNotification> = {}): PaymentNotification {
  return {
    transactionId: `tx-${deposit.id}`,
    orderId: String(deposit.id),
    status: 'approved',
    amountMinor: Math.round(deposit.payment.amount * 100),
    currency: deposit.payment.currency,
    ...overrides,
  };
}

/** Posts a notification signed with the sandbox's secret at `timestamp` (default: the API's clock now). */
export function sendNotification(
  t: TestApi,
  notification: PaymentNotification | string,
  { timestamp = t.clock.nowSeconds(), secret = TEST_SANDBOX_SECRET, provider = 'sandbox' }: { timestamp?: number; secret?: string; provider?: string } = {},
) {
  const body = typeof notification === 'string' ? notification : JSON.stringify(notification);
  return t.app.inject({ method: 'POST', url: `/payments-api/notify/${provider}`, headers: notificationHeaders(secret, timestamp, body), payload: body });
}

/** A deposit the provider settled: created, then notified with `status`. */
export async function settledDeposit(t: TestApi, token: string, body: Record<string, unknown>, overrides: Partial<PaymentNotification> = {}) {
  const deposit = await createDeposit(t, token, body);
  const reply = await sendNotification(t, notificationFor(deposit, overrides));
  expect(reply.statusCode, reply.body).toBe(200);
  return deposit;
}
