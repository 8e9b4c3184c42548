/** Builds the API alone (no host) on an in-memory DB with test controls, plus small call helpers. */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { AdjustableClock } from '../platform/clock.ts';
import { readEnv } from '../platform/env.ts';
import { apiPlugin } from './index.ts';

export interface TestApi {
  app: FastifyInstance;
  clock: AdjustableClock;
  fingerprint(): Promise<string>;
  /** Logs in by login+password and answers the bearer token. */
  login(login: string, password: string): Promise<string>;
  json<T = Record<string, unknown>>(response: LightMyRequestResponse): T;
}

export const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export async function buildTestApi(envOverrides: Record<string, string> = {}): Promise<TestApi> {
  const clock = new AdjustableClock();
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, { env: readEnv({ ARENA_DB: ':memory:', ARENA_TEST_CONTROLS: '1', ...envOverrides }), clock });
  await app.ready();
  const json = <T,>(response: LightMyRequestResponse) => JSON.parse(response.body) as T;
  const fingerprint = async () => {
    const response = await app.inject({ method: 'POST', url: '/fingerprint-api/issue', payload: { data: { userAgent: 'test' } } });
    return json<{ token: string }>(response).token;
  };
  return {
    app,
    clock,
    json,
    fingerprint,
    async login(login, password) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth-api/login',
        headers: { 'x-fingerprint': await fingerprint() },
        payload: { login: b64(login), password: b64(password) },
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return json<{ token: string }>(response).token;
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh Idempotency-Key header (coupon placement and deposits require one; shared/idempotency.ts). */
export const idempotencyKey = (key: string = randomUUID()) => ({ 'idempotency-key': key });

/** The id of the player's account of a type (0 main, 4 bonus, 9 currency): the first one of that type. */
export async function accountIdOf(t: TestApi, token: string, type: 0 | 4 | 9 = 0): Promise<number> {
  const data = t.json<{ all_accounts: Array<{ id: number; type: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) }));
  return data.all_accounts.find((a) => a.type === type)!.id;
}

/** A fresh API with the demo player signed in and their main account: where most betting tests start. */
export async function buildDemoSession(): Promise<{ t: TestApi; token: string; accountId: number }> {
  const t = await buildTestApi();
  const token = await t.login('demo', 'Demo1234!');
  return { t, token, accountId: await accountIdOf(t, token) };
}
