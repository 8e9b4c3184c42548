/**
 * The sandbox in the server's compositions (issue 32): in `npm start`'s one process, in production mode, a
 * sandbox card payment reaches the balance through the sandbox's signed notification (delivered through
 * the server's own router); `npm run payment-sandbox` is the sandbox alone, without the backend.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-app.ts';
import { processWorkspace } from '../process-test-support.ts';
import { readEnv } from '../platform/env.ts';
import { NOTIFICATION_HOLD_PATH } from '../api/test-controls/notification-hold.ts';

let importMapFile = '';
beforeAll(async () => {
  importMapFile = (await processWorkspace()).importMapFile;
}, 300_000);

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function signIn(server: FastifyInstance) {
  const fingerprint = (await server.inject({ method: 'POST', url: '/fingerprint-api/issue', payload: { data: { userAgent: 'test' } } })).json<{ token: string }>().token;
  const login = await server.inject({ method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': fingerprint }, payload: { login: b64('demo'), password: b64('Demo1234!') } });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const accounts = (await server.inject({ url: '/web-api/user/account-data', headers })).json<{ all_accounts: Array<{ id: number; type: number }> }>();
  return { headers, accountId: accounts.all_accounts.find((a) => a.type === 0)!.id };
}

describe('one process (npm start, production mode)', () => {
  it('a sandbox card payment is credited by the sandbox’s notification, and the instant deposit is absent', async () => {
    app = await buildServer(readEnv({ ARENA_DB: ':memory:', ARENA_IMPORTMAP: importMapFile, ARENA_PAYMENT_SANDBOX_DELAY_MS: '0' }), false);
    const server = app;
    const { headers, accountId } = await signIn(server);
    const key = () => ({ 'idempotency-key': crypto.randomUUID() });
    expect((await server.inject({ method: 'POST', url: '/payments-api/deposit', headers: { ...headers, ...key() }, payload: { accountId, amount: 1e9 } })).statusCode).toBe(404);
    expect((await server.inject({ url: '/payments-api/systems' })).json()).toMatchObject({ testPayments: true });
    // The test controls' hold of the notifications (e2e) does not exist here.
    expect((await server.inject({ method: 'POST', url: NOTIFICATION_HOLD_PATH })).statusCode).toBe(404);

    const created = await server.inject({ method: 'POST', url: '/payments-api/deposits', headers: { ...headers, ...key(), 'x-language': 'en' }, payload: { accountId, systemId: 'visa', amount: 500 } });
    const { redirectUrl, payment } = created.json<{ redirectUrl: string; payment: { id: number } }>();
    const checkout = String((await server.inject({ url: redirectUrl })).headers.location);
    const page = await server.inject({ url: checkout });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test payments');
    const fields = Object.fromEntries(new URL(checkout, 'http://site').searchParams);
    const paid = await server.inject({
      method: 'POST', url: '/payment-sandbox/checkout', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, card: '4242424242424242' }).toString(),
    });
    expect(paid.headers.location).toBe(`/en/onpay/pending?payment=${payment.id}`);
    const read = async () => (await server.inject({ url: `/payments-api/payments/${payment.id}`, headers })).json<{ payment: { status: string }; balance: number }>();
    await expect.poll(async () => (await read()).payment.status).toBe('approved');
    expect((await read()).balance).toBe(10_500);
  });
});

describe('the sandbox alone (npm run payment-sandbox)', () => {
  it('answers its checkout (an unsigned one refused) and nothing of the backend', async () => {
    app = await buildServer(readEnv({ ARENA_DB: ':memory:', ARENA_PAYMENT_SANDBOX_SECRET: 'sandbox-alone-secret-0123456789abcdef' }), false, 'sandbox');
    const unsigned = await app.inject({ url: '/payment-sandbox/checkout?order=1' });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.body).toContain('data-testid="sandbox-badge"');
    expect((await app.inject({ url: '/payments-api/systems' })).statusCode).toBe(404);
  });
});
