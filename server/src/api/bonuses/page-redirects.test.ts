/** Spec §2: bonus/slot_first_deposit → 301 /{lng}/casino/slot-first-deposit, only while the config enables it. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../platform/env.ts';
import { apiPlugin } from '../index.ts';
import { pageRedirectFor } from './page-redirects.ts';

describe('first-deposit bonus redirect for the host', () => {
  it('301 to the casino first-deposit page in the same language while payments.firstDepositRedirect is on', async () => {
    const env = readEnv({ ARENA_DB: ':memory:', ARENA_TEST_CONTROLS: '1' });
    const app = Fastify({ logger: false });
    await app.register(apiPlugin, { env });
    await app.ready();
    expect(pageRedirectFor(env, '/ru/bonus/slot_first_deposit')).toEqual({ location: '/ru/casino/slot-first-deposit', status: 301 });
    expect(pageRedirectFor(env, '/en/bonus/slot_first_deposit/')).toEqual({ location: '/en/casino/slot-first-deposit', status: 301 });
    expect(pageRedirectFor(env, '/ru/bonus/reload-bonus')).toBeNull();
    expect(pageRedirectFor(env, '/ru/bonus/slot_first_deposit/rules')).toBeNull();

    const off = await app.inject({ method: 'PATCH', url: '/test-api/config', payload: { payments: { firstDepositRedirect: false } } });
    expect(off.statusCode).toBe(200);
    expect(pageRedirectFor(env, '/ru/bonus/slot_first_deposit')).toBeNull();
    await app.close();
  });

  it('every legacy promotion path of the redirect table answers 301 to promotions/{slug}; other rows are not this rule', async () => {
    const env = readEnv({ ARENA_DB: ':memory:' });
    const app = Fastify({ logger: false });
    await app.register(apiPlugin, { env });
    await app.ready();
    expect(pageRedirectFor(env, '/ru/promo/cashback')).toEqual({ location: '/ru/promotions/cashback', status: 301 });
    expect(pageRedirectFor(env, '/en/bonus/rules/welcome')).toEqual({ location: '/en/promotions/welcome', status: 301 });
    expect(pageRedirectFor(env, '/ru/actions/express-day')).toEqual({ location: '/ru/promotions/express-day', status: 301 });
    expect(pageRedirectFor(env, '/ru/bonus/first-deposit/')).toEqual({ location: '/ru/promotions/first-deposit', status: 301 });
    expect(pageRedirectFor(env, '/ru/information/about')).toBeNull();
    expect(pageRedirectFor(env, '/ru/promotions/cashback')).toBeNull();
    expect(pageRedirectFor(env, '/ru/promo/unknown')).toBeNull();
    await app.close();
  });
});
