/** Spec §2: bonus/slot_first_deposit → 301 /{lng}/casino/slot-first-deposit, only while the config enables it. */
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../platform/env.ts';
import { apiPlugin } from '../index.ts';

/** What the host is told about a page path: the site facts' redirect (GET /site-api/page-facts, platform/site-facts.ts). */
async function pageRedirectFor(app: FastifyInstance, path: string) {
  const response = await app.inject({ url: `/site-api/page-facts?path=${encodeURIComponent(path)}` });
  expect(response.statusCode).toBe(200);
  return (JSON.parse(response.body) as { status: number; redirect: { location: string; status: number } | null }).redirect;
}

describe('first-deposit bonus redirect for the host', () => {
  it('301 to the casino first-deposit page in the same language while payments.firstDepositRedirect is on', async () => {
    const env = readEnv({ ARENA_DB: ':memory:', ARENA_TEST_CONTROLS: '1' });
    const app = Fastify({ logger: false });
    await app.register(apiPlugin, { env });
    await app.ready();
    expect(await pageRedirectFor(app, '/ru/bonus/slot_first_deposit')).toEqual({ location: '/ru/casino/slot-first-deposit', status: 301 });
    expect(await pageRedirectFor(app, '/en/bonus/slot_first_deposit/')).toEqual({ location: '/en/casino/slot-first-deposit', status: 301 });
    expect(await pageRedirectFor(app, '/ru/bonus/reload-bonus')).toBeNull();
    expect(await pageRedirectFor(app, '/ru/bonus/slot_first_deposit/rules')).toBeNull();

    const off = await app.inject({ method: 'PATCH', url: '/test-api/config', payload: { payments: { firstDepositRedirect: false } } });
    expect(off.statusCode).toBe(200);
    expect(await pageRedirectFor(app, '/ru/bonus/slot_first_deposit')).toBeNull();
    await app.close();
  });

  it('every legacy promotion path of the redirect table answers 301 to promotions/{slug}; other rows are not this rule', async () => {
    const env = readEnv({ ARENA_DB: ':memory:' });
    const app = Fastify({ logger: false });
    await app.register(apiPlugin, { env });
    await app.ready();
    expect(await pageRedirectFor(app, '/ru/promo/cashback')).toEqual({ location: '/ru/promotions/cashback', status: 301 });
    expect(await pageRedirectFor(app, '/en/bonus/rules/welcome')).toEqual({ location: '/en/promotions/welcome', status: 301 });
    expect(await pageRedirectFor(app, '/ru/actions/express-day')).toEqual({ location: '/ru/promotions/express-day', status: 301 });
    expect(await pageRedirectFor(app, '/ru/bonus/first-deposit/')).toEqual({ location: '/ru/promotions/first-deposit', status: 301 });
    expect(await pageRedirectFor(app, '/ru/information/about')).toBeNull();
    expect(await pageRedirectFor(app, '/ru/promotions/cashback')).toBeNull();
    expect(await pageRedirectFor(app, '/ru/promo/unknown')).toBeNull();
    await app.close();
  });
});
