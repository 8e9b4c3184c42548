/**
 * Issue 32, finding 3: one shared per-address budget across every way to log in, no per-account lockout
 * of the right password (50 wrong passwords from anywhere used to lock the owner out for 15 minutes),
 * and exponential back-off per account and address.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../shared/rate-limits.ts';
import { BACKOFF_AFTER } from './login-service.ts';
import { b64, type TestApi, buildVisitorApi, freshForEachTest } from '../test-support.ts';

let t: TestApi;
let fp: string;
freshForEachTest(buildVisitorApi, (visitor) => {
  ({ t, fp } = visitor);
});

const login = (password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/auth-api/login', remoteAddress, payload: { login: b64('demo'), password: b64(password) }, headers: { 'x-fingerprint': fp, ...headers } });

/** A solved captcha 100 token (the number from the test controls: the search itself is captcha.test.ts's). */
async function captchaToken(remoteAddress: string): Promise<Record<string, string>> {
  const { captchaId } = t.json<{ captchaId: string }>(await t.app.inject({ url: '/captcha-api/update?captchaCode=100', remoteAddress }));
  const { answer } = t.json<{ answer: string }>(await t.app.inject(`/test-api/captcha/${captchaId}`));
  const solved = await t.app.inject({ method: 'POST', url: '/captcha-api/validate', remoteAddress, payload: { captchaId, answer } });
  return { 'x-captcha-token': t.json<{ token: string }>(solved).token };
}

/** A wrong password from an address, with a solved captcha once one is asked for. */
async function failFrom(address: string): Promise<number> {
  let response = await login('wrong-password', address);
  if (t.json(response)['code'] === 'captcha_required') response = await login('wrong-password', address, await captchaToken(address));
  return response.statusCode;
}

describe('login throttling (issue 32, finding 3)', () => {
  it('50 wrong passwords from anywhere, then the right one from a new device with a solved captcha signs in', async () => {
    for (let i = 0; i < 50; i++) expect(await failFrom(`10.7.0.${i + 1}`)).toBe(400);
    const withoutCaptcha = await login('Demo1234!', '10.8.0.1');
    expect(t.json(withoutCaptcha)).toMatchObject({ code: 'captcha_required', captchaCode: 100 });
    const response = await login('Demo1234!', '10.8.0.1', await captchaToken('10.8.0.1'));
    expect(response.statusCode).toBe(200);
    expect(t.json(response)).toMatchObject({ success: true, login: 'demo' });
  }, 60_000);

  it('one address that keeps failing on an account waits longer each time (exponential back-off); the owner elsewhere does not', async () => {
    const attacker = '10.9.0.1';
    for (let i = 0; i < BACKOFF_AFTER; i++) expect(await failFrom(attacker)).toBe(400);
    const first = await login('wrong-password', attacker, await captchaToken(attacker));
    expect(first.statusCode).toBe(429);
    expect(t.json(first)).toMatchObject({ code: 'too_many_requests', retryAfter: 1 });
    t.clock.advance(1000);
    expect(await failFrom(attacker)).toBe(400);
    t.clock.advance(1000);
    expect(t.json(await login('wrong-password', attacker, await captchaToken(attacker)))).toMatchObject({ retryAfter: 2 });
    t.clock.advance(1000);
    expect(await failFrom(attacker)).toBe(400);
    expect(t.json(await login('wrong-password', attacker))).toMatchObject({ code: 'too_many_requests', retryAfter: 4 });

    expect((await login('Demo1234!', '10.9.0.2', await captchaToken('10.9.0.2'))).statusCode).toBe(200);
  });

  it('every way to log in draws on one budget per address: token logins use up the password login', async () => {
    const address = '10.10.0.1';
    const { max } = AUTH_RATE_LIMITS.login.perIp;
    for (let i = 0; i < max; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/auth-api/login/token', remoteAddress: address, payload: { token: `junk-${i}` }, headers: { 'x-fingerprint': fp } });
      expect(response.statusCode).toBe(400);
    }
    const response = await login('Demo1234!', address);
    expect(response.statusCode).toBe(429);
    expect(t.json(response)).toMatchObject({ code: 'too_many_requests' });
  }, 60_000);
});
