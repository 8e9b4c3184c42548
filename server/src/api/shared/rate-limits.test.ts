/**
 * Issue 16, findings 2 and 5: auth calls are throttled per IP and per account (429 too_many_requests
 * with Retry-After), and the IP is the socket's unless ARENA_TRUSTED_PROXIES names the proxy: with
 * `trustProxy: true` any client could pick a new IP per request with X-Forwarded-For.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { trustProxyOption } from '../../build-app.ts';
import { AdjustableClock } from '../../platform/clock.ts';
import { readEnv } from '../../platform/env.ts';
import { apiPlugin } from '../index.ts';
import { b64, buildTestApi } from '../test-support.ts';
import { clientKey } from '../../platform/throttling.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The API behind Fastify built with the server's own trustProxy rule (build-app.ts). */
async function apiBehind(env: Record<string, string> = {}) {
  const serverEnv = readEnv({ ARENA_DB: ':memory:', ARENA_TEST_CONTROLS: '1', ...env });
  const app = Fastify({ logger: false, trustProxy: trustProxyOption(serverEnv) });
  await app.register(apiPlugin, { env: serverEnv, clock: new AdjustableClock() });
  await app.ready();
  apps.push(app);
  return app;
}

const IP_LIMIT = AUTH_RATE_LIMITS.captchaValidate.perIp.max;
/** A cheap throttled call: validating an unknown captcha (400 captcha_wrong until the limit). */
const validate = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/captcha-api/validate', payload: { captchaId: 'nope', answer: 'x' }, headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('rate limits', () => {
  it('over the per-IP limit a call answers 429 too_many_requests with Retry-After and a ru/en message', async () => {
    const app = await apiBehind();
    for (let i = 0; i < IP_LIMIT; i++) expect((await validate(app)).statusCode).toBe(400);
    const limited = await validate(app, { 'x-language': 'en' });
    expect(limited.statusCode).toBe(429);
    const body = JSON.parse(limited.body) as { code: string; message: string; retryAfter: number };
    expect(body).toMatchObject({ code: 'too_many_requests', message: 'Too many attempts. Please wait a little and try again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(body.retryAfter).toBe(Number(limited.headers['retry-after']));
    expect(JSON.parse((await validate(app, { 'x-language': 'ru' })).body)).toMatchObject({ message: expect.stringMatching(/Слишком много/) });
  });

  it('X-Forwarded-For is ignored by default: requests naming different IPs share one counter', async () => {
    const app = await apiBehind();
    for (let i = 0; i < IP_LIMIT; i++) await validate(app, { 'x-forwarded-for': `203.0.113.${i % 250}` });
    const limited = await validate(app, { 'x-forwarded-for': '198.51.100.7' });
    expect(limited.statusCode).toBe(429);
  });

  it('X-Forwarded-For is honoured only from a configured proxy (ARENA_TRUSTED_PROXIES)', async () => {
    const app = await apiBehind({ ARENA_TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16' });
    // Through the proxy, each forwarded client has its own counter.
    for (let i = 0; i < IP_LIMIT + 5; i++) expect((await validate(app, { 'x-forwarded-for': `203.0.113.${i}` }, '10.0.0.1')).statusCode).toBe(400);
    // A client connecting directly cannot name itself: its header is ignored and its own address counts.
    for (let i = 0; i < IP_LIMIT; i++) await validate(app, { 'x-forwarded-for': `198.51.100.${i % 250}` }, '172.16.0.9');
    expect((await validate(app, { 'x-forwarded-for': '198.51.100.251' }, '172.16.0.9')).statusCode).toBe(429);
  });

  it('trustProxy is off unless proxies are configured', () => {
    expect(trustProxyOption(readEnv({}))).toBe(false);
    expect(trustProxyOption(readEnv({ ARENA_TRUSTED_PROXIES: '10.0.0.1,10.1.0.0/16' }))).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it('per-account: two-step attempts for one player are limited even when each token is new', async () => {
    const t = await buildTestApi();
    apps.push(t.app);
    const fp = await t.fingerprint();
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { 'x-fingerprint': fp } });
    const { token } = t.json<{ token: string }>(await post('/auth-api/login', { login: b64('twofa'), password: b64('TwoFa1234!') }));
    const perAccount = AUTH_RATE_LIMITS.twoStep.perAccount.max;
    for (let i = 0; i < perAccount; i++) expect((await post('/auth-api/login/two-step', { token, code: '000000' })).statusCode).toBe(400);
    expect((await post('/auth-api/login/two-step', { token, code: '000000' })).statusCode).toBe(429);
    // Another player from the same IP is not affected.
    const demo = await post('/auth-api/login', { login: b64('demo'), password: b64('Demo1234!') });
    expect(demo.statusCode).toBe(200);
  });

  it('the test controls reset clears the counters (test runs log in many times from 127.0.0.1)', async () => {
    const app = await apiBehind();
    for (let i = 0; i <= IP_LIMIT; i++) await validate(app);
    expect((await validate(app)).statusCode).toBe(429);
    expect((await app.inject({ method: 'POST', url: '/test-api/reset' })).statusCode).toBe(200);
    expect((await validate(app)).statusCode).toBe(400);
  });

  it('clients count by IPv4 address and by IPv6 /64 network', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
