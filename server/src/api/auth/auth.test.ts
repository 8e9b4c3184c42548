import { describe, expect, it } from 'vitest';
import { b64, type TestApi, buildVisitorApi, freshForEachTest } from '../test-support.ts';
import { demoCredential, postOneTap } from './social/test-helpers.ts';

let t: TestApi;
let fp: string;
freshForEachTest(buildVisitorApi, (visitor) => {
  ({ t, fp } = visitor);
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-fingerprint': fp, ...headers } });

async function lastCode(query: string): Promise<string> {
  const response = await t.app.inject(`/test-api/codes?${query}`);
  return t.json<{ codes: Array<{ code: string }> }>(response).codes[0]?.code ?? '';
}

describe('login', () => {
  it('login by login+password (base64 of UTF-8) answers a token and sets ua and user_token', async () => {
    const response = await post('/auth-api/login', { login: b64('demo'), password: b64('Demo1234!') });
    expect(response.statusCode).toBe(200);
    expect(t.json(response)).toMatchObject({ success: true, login: 'demo' });
    expect(response.cookies.map((c) => c.name).sort()).toEqual(['ua', 'ua_present', 'user_token']);
  });

  it('wrong password answers 400 wrong_credentials', async () => {
    const response = await post('/auth-api/login', { login: b64('demo'), password: b64('nope') });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ code: 'wrong_credentials' });
  });

  it('credentials that are not base64 answer 400 validation_error', async () => {
    const response = await post('/auth-api/login', { login: 'demo!!', password: b64('x') });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ code: 'validation_error' });
  });

  it('login by phone+password (country code + number)', async () => {
    const response = await post('/auth-api/login/phone', { country_code: '7', phone_number: '9001234567', password: b64('Demo1234!') });
    expect(response.statusCode).toBe(200);
    expect(t.json(response)).toMatchObject({ login: 'demo' });
  });

  it('login by SMS code: send SMS, then the code read through test controls', async () => {
    const sent = await post('/auth-api/sms/send', { country_code: '7', phone_number: '9001234567' });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode('kind=sms&target=%2B79001234567');
    const wrong = await post('/auth-api/login/sms', { country_code: '7', phone_number: '9001234567', 'sms-code': '000000' });
    expect(t.json(wrong)).toMatchObject({ code: 'wrong_code' });
    const response = await post('/auth-api/login/sms', { country_code: '7', phone_number: '9001234567', 'sms-code': code });
    expect(response.statusCode).toBe(200);
    expect(t.json(response)).toMatchObject({ login: 'demo' });
  });

  it('a 2FA player gets two_step_required, then signs in with the two-step code', async () => {
    const first = await post('/auth-api/login', { login: b64('twofa'), password: b64('TwoFa1234!') });
    const pending = t.json<{ two_step_required: boolean; token: string }>(first);
    expect(pending.two_step_required).toBe(true);
    expect(first.cookies.find((c) => c.name === 'ua')).toBeUndefined();
    const code = await lastCode('kind=two_step&login=twofa');
    const second = await post('/auth-api/login/two-step', { token: pending.token, code });
    expect(second.statusCode).toBe(200);
    expect(t.json(second)).toMatchObject({ success: true, login: 'twofa' });
  });

  it('login by token: a one-time token signs in once', async () => {
    const oneTap = await postOneTap(t, 'arena-demo', await demoCredential(t, 'demo', 'Demo1234!'));
    expect(oneTap.statusCode).toBe(200);
    const redirectUrl = t.json<{ redirectUrl: string }>(oneTap).redirectUrl;
    expect(redirectUrl).toMatch(/^\/en\/user\/login\?auth_token=/);
    const token = decodeURIComponent(redirectUrl.split('auth_token=')[1] ?? '');
    expect((await post('/auth-api/login/token', { token })).statusCode).toBe(200);
    expect((await post('/auth-api/login/token', { token })).statusCode).toBe(400);
  });

  it('one-tap clientId per provider: the demo provider\'s, a real one only once configured', async () => {
    expect(t.json(await t.app.inject('/social-api/oauth/arena-demo-one-tap/clientId'))).toEqual({ clientId: 'arena-demo-client' });
    expect(t.json(await t.app.inject('/social-api/oauth/google-one-tap/clientId'))).toMatchObject({ code: 'provider_not_configured' });
    expect((await t.app.inject('/social-api/oauth/myspace-one-tap/clientId')).statusCode).toBe(400);
  });
});

describe('captcha after failed logins', () => {
  it('after 3 failures login answers 400 captcha 100; solving it lets the retried call through', async () => {
    for (let i = 0; i < 3; i++) await post('/auth-api/login', { login: b64('demo'), password: b64('bad') });
    const blocked = await post('/auth-api/login', { login: b64('demo'), password: b64('Demo1234!') });
    expect(blocked.statusCode).toBe(400);
    expect(t.json(blocked)).toMatchObject({ code: 'captcha_required', captchaCode: 100 });

    const challenge = t.json<{ captchaId: string; challenge: string }>(await t.app.inject('/captcha-api/update?captchaCode=100'));
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
    const answer = t.json<{ answer: string }>(await t.app.inject(`/test-api/captcha/${challenge.captchaId}`)).answer;
    const solved = await t.app.inject({ method: 'POST', url: '/captcha-api/validate', payload: { captchaId: challenge.captchaId, answer } });
    const { token } = t.json<{ token: string }>(solved);
    const retried = await post('/auth-api/login', { login: b64('demo'), password: b64('Demo1234!') }, { 'x-captcha-token': token });
    expect(retried.statusCode).toBe(200);
  });

  it('failed logins are counted per IP too (different logins from one IP)', async () => {
    for (const login of ['a1', 'a2', 'a3']) await post('/auth-api/login', { login: b64(login), password: b64('bad') });
    const blocked = await post('/auth-api/login', { login: b64('demo'), password: b64('Demo1234!') });
    expect(t.json(blocked)).toMatchObject({ captchaCode: 100 });
  });

  it('captcha gettime answers the server clock', async () => {
    t.clock.advance(3600_000);
    expect(t.json<{ time: number }>(await t.app.inject('/captcha-api/gettime')).time).toBe(t.clock.nowSeconds());
  });
});

describe('fingerprint', () => {
  it('a sensitive call without X-Fingerprint answers 400 fingerprintErrorCode 2001', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth-api/login', payload: { login: b64('demo'), password: b64('Demo1234!') } });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ code: 'fingerprint_invalid', fingerprintErrorCode: 2001 });
  });

  it('an expired fingerprint answers 400 fingerprintErrorCode 2002', async () => {
    t.clock.advance(16 * 60 * 1000);
    const response = await post('/auth-api/login', { login: b64('demo'), password: b64('Demo1234!') });
    expect(t.json(response)).toMatchObject({ code: 'fingerprint_invalid', fingerprintErrorCode: 2002 });
  });

  it('the hosted script defines a global whose run() fetches a token', async () => {
    const response = await t.app.inject('/fingerprint/fp.js');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body).toContain('ArenaFingerprint');
    expect(response.body).toContain('/fingerprint-api/issue');
  });
});
