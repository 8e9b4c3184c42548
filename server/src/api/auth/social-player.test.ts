import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
let fp: string;
beforeEach(async () => {
  t = await buildTestApi();
  fp = await t.fingerprint();
});
afterEach(async () => {
  await t.app.close();
});

async function credential(provider: string, sub: string, email?: string) {
  const fake = await t.app.inject({ method: 'POST', url: `/social-api/fake-provider/${provider}/credential`, payload: { sub, ...(email ? { email } : {}) } });
  return t.json<{ credential: string }>(fake).credential;
}

async function oneTap(provider: string, cred: string, currency = 'RUB') {
  const boundary = 'B0undary';
  const form = [['credential', cred], ['language', 'en'], ['currency', currency], ['countryId', '1']]
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`;
  const answer = await t.app.inject({ method: 'POST', url: `/social-api/oauth/${provider}-one-tap`, payload: form, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  const token = decodeURIComponent(t.json<{ redirectUrl: string }>(answer).redirectUrl.split('auth_token=')[1] ?? '');
  const login = await t.app.inject({ method: 'POST', url: '/auth-api/login/token', payload: { token }, headers: { 'x-fingerprint': fp } });
  return t.json<{ user_id: number; token: string }>(login);
}

describe('social players: one creation path for the registration form and one-tap', () => {
  it('registered through the social form, the same provider user signs in by one-tap (linked, not created twice)', async () => {
    const cred = await credential('vk', 'vk-42', 'vk42@x.test');
    const registered = await t.app.inject({
      method: 'POST', url: '/auth-api/registration/social', headers: { 'x-fingerprint': fp },
      payload: { currency_id: 2, country_id: 1, first_deposit_bonus_choice: 1, provider: 'vk', credential: cred },
    });
    expect(registered.statusCode).toBe(200);
    const { user_id } = t.json<{ user_id: number }>(registered);
    expect((await oneTap('vk', cred)).user_id).toBe(user_id);
  });

  it('one-tap of an unknown user creates the player once, with the provider e-mail only when it is free', async () => {
    const first = await oneTap('google', await credential('google', 'g-7', 'demo@arena.test'), 'USD');
    const config = t.json<{ result: { user_email: string } }>(await t.app.inject({ url: '/web-api/user/config', headers: bearer(first.token) }));
    // demo@arena.test belongs to the demo player, so the new player has no e-mail rather than a duplicate.
    expect(config.result.user_email).toBe('');
    const accounts = t.json<{ all_accounts: Array<{ iso: string }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(first.token) }));
    expect(accounts.all_accounts.map((a) => a.iso)).toEqual(['USD']);
    const again = await oneTap('google', await credential('google', 'g-7'));
    expect(again.user_id).toBe(first.user_id);
    const duplicate = await t.app.inject({
      method: 'POST', url: '/auth-api/registration/social', headers: { 'x-fingerprint': fp },
      payload: { currency_id: 1, country_id: 1, first_deposit_bonus_choice: 0, provider: 'google', credential: await credential('google', 'g-7') },
    });
    expect(duplicate.statusCode).toBe(409);
  });
});
