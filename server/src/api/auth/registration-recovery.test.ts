import { describe, expect, it } from 'vitest';
import { b64, bearer, type TestApi, buildVisitorApi, freshForEachTest } from '../test-support.ts';
import { demoCredential } from './social/test-helpers.ts';

let t: TestApi;
let fp: string;
freshForEachTest(buildVisitorApi, (visitor) => {
  ({ t, fp } = visitor);
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-fingerprint': fp, ...headers } });
const base = { currency_id: 1, country_id: 1, first_deposit_bonus_choice: 1, promo_code: 'WELCOME' };
async function lastCode(query: string): Promise<string> {
  return t.json<{ codes: Array<{ code: string }> }>(await t.app.inject(`/test-api/codes?${query}`)).codes[0]?.code ?? '';
}

describe('registration', () => {
  it('one_click (alias fast) returns a generated login and password that then log in', async () => {
    const response = await post('/auth-api/registration/fast', base);
    expect(response.statusCode).toBe(200);
    const { generated } = t.json<{ generated: { login: string; password: string } }>(response);
    expect(generated.login).toMatch(/^u\d{8}$/);
    expect(await t.login(generated.login, generated.password)).toBeTruthy();
  });

  it('phone registration then phone login; a second one with the same phone answers 409', async () => {
    const body = { ...base, country_code: '7', phone_number: '9110000000', password: b64('Phone1234') };
    expect((await post('/auth-api/registration/phone', body)).statusCode).toBe(200);
    expect((await post('/auth-api/registration/phone', body)).statusCode).toBe(409);
    const login = await post('/auth-api/login/phone', { country_code: '7', phone_number: '9110000000', password: b64('Phone1234') });
    expect(login.statusCode).toBe(200);
  });

  it('full registration creates the main account in the chosen currency and an activation code', async () => {
    const response = await post('/auth-api/registration/full', {
      ...base, currency_id: 2, login: b64('newbie'), password: b64('Newbie123'), email: 'newbie@x.test', name: 'New',
    });
    expect(response.statusCode).toBe(200);
    const { token } = t.json<{ token: string }>(response);
    const accounts = t.json<{ all_accounts: Array<{ iso: string; type: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) }));
    expect(accounts.all_accounts).toEqual([expect.objectContaining({ iso: 'USD', type: 0 })]);
    const code = await lastCode('kind=activation&login=newbie');
    expect((await t.app.inject({ method: 'POST', url: '/auth-api/activate', payload: { code } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/auth-api/activate', payload: { code } })).statusCode).toBe(400);
  });

  it('social registration with a demo-provider credential (a tampered one is refused)', async () => {
    const credential = await demoCredential(t, 'demo', 'Demo1234!');
    expect((await post('/auth-api/registration/social', { ...base, provider: 'arena-demo', credential: credential + 'x' })).statusCode).toBe(400);
    expect((await post('/auth-api/registration/social', { ...base, provider: 'arena-demo', credential })).statusCode).toBe(200);
  });

  it('registration is refused (403) when config disallows it', async () => {
    await t.app.inject({ method: 'PATCH', url: '/test-api/config', payload: { auth: { registrationAllowed: false } } });
    const response = await post('/auth-api/registration/one_click', base);
    expect(response.statusCode).toBe(403);
    expect(t.json(response)).toMatchObject({ code: 'registration_disabled' });
  });

  it('bad bonus choice or unknown type answers 400 validation_error', async () => {
    expect((await post('/auth-api/registration/one_click', { ...base, first_deposit_bonus_choice: 3 })).statusCode).toBe(400);
    expect((await post('/auth-api/registration/vip', base)).statusCode).toBe(400);
  });
});

describe('password recovery', () => {
  async function request() {
    const response = await post('/auth-api/password-recovery/request', { login: b64('demo') });
    expect(response.statusCode).toBe(200);
    return t.json<{ recoveryToken: string }>(response).recoveryToken;
  }

  it("a wrong code answers 'wrong code' while the code is unexpired", async () => {
    const recoveryToken = await request();
    const response = await post('/auth-api/password-recovery/verify', { recoveryToken, code: '000000' });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ code: 'wrong_code', message: 'wrong code' });
  });

  it("after the code expired (test clock) the answer is 'time up'", async () => {
    const recoveryToken = await request();
    const code = await lastCode('kind=recovery&login=demo');
    t.clock.advance(6 * 60 * 1000);
    const response = await post('/auth-api/password-recovery/verify', { recoveryToken, code });
    expect(t.json(response)).toMatchObject({ code: 'time_up', message: 'time up' });
  });

  it('the right code, then save the new password: the new one logs in, the old one does not', async () => {
    const recoveryToken = await request();
    const code = await lastCode('kind=recovery&login=demo');
    const verified = await post('/auth-api/password-recovery/verify', { recoveryToken, code });
    const { resetToken } = t.json<{ resetToken: string }>(verified);
    expect((await post('/auth-api/password-recovery/save', { resetToken, password: b64('Fresh5678') })).statusCode).toBe(200);
    expect(await t.login('demo', 'Fresh5678')).toBeTruthy();
    expect((await post('/auth-api/login', { login: b64('demo'), password: b64('Demo1234!') })).statusCode).toBe(400);
  });

  it('more than 3 recovery requests for one login answer captcha 113', async () => {
    for (let i = 0; i < 3; i++) await request();
    const response = await post('/auth-api/password-recovery/request', { login: b64('demo') });
    expect(t.json(response)).toMatchObject({ code: 'captcha_required', captchaCode: 113 });
  });
});

describe('newsletter', () => {
  it('stop newsletter needs the link signature', async () => {
    const { sign } = t.json<{ sign: string }>(await t.app.inject('/test-api/newsletter-sign?email=demo@arena.test'));
    expect((await t.app.inject({ method: 'POST', url: '/auth-api/stop-newsletter', payload: { email: 'demo@arena.test', sign } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/auth-api/stop-newsletter', payload: { email: 'demo@arena.test', sign: 'forged' } })).statusCode).toBe(400);
  });
});
