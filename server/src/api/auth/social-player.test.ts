import { describe, expect, it } from 'vitest';
import { bearer, type TestApi, buildVisitorApi, freshForEachTest } from '../test-support.ts';
import { demoCredential, postOneTap, signInWithRedirect } from './social/test-helpers.ts';

let t: TestApi;
let fp: string;
freshForEachTest(buildVisitorApi, (visitor) => {
  ({ t, fp } = visitor);
});

async function oneTap(provider: string, cred: string, currency = 'RUB') {
  const answer = await postOneTap(t, provider, cred, { currency });
  expect(answer.statusCode).toBe(200);
  return t.json<{ user_id: number; token: string }>(await signInWithRedirect(t, answer));
}

describe('social players: one creation path for the registration form and one-tap', () => {
  it('registered through the social form, the same provider user signs in by one-tap (linked, not created twice)', async () => {
    const cred = await demoCredential(t, 'demo', 'Demo1234!');
    const registered = await t.app.inject({
      method: 'POST', url: '/auth-api/registration/social', headers: { 'x-fingerprint': fp },
      payload: { currency_id: 2, country_id: 1, first_deposit_bonus_choice: 1, provider: 'arena-demo', credential: cred },
    });
    expect(registered.statusCode).toBe(200);
    const { user_id } = t.json<{ user_id: number }>(registered);
    expect((await oneTap('arena-demo', await demoCredential(t, 'demo', 'Demo1234!'))).user_id).toBe(user_id);
  });

  it('one-tap of an unknown user creates the player once, with the provider e-mail only when it is free', async () => {
    const first = await oneTap('arena-demo', await demoCredential(t, 'terms', 'Terms1234!'), 'USD');
    const config = t.json<{ result: { user_email: string } }>(await t.app.inject({ url: '/web-api/user/config', headers: bearer(first.token) }));
    // terms@arena.test belongs to the demo identity's own player, so the new player has no e-mail rather than a duplicate.
    expect(config.result.user_email).toBe('');
    const accounts = t.json<{ all_accounts: Array<{ iso: string }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(first.token) }));
    expect(accounts.all_accounts.map((a) => a.iso)).toEqual(['USD']);
    const again = await oneTap('arena-demo', await demoCredential(t, 'terms', 'Terms1234!'));
    expect(again.user_id).toBe(first.user_id);
    const duplicate = await t.app.inject({
      method: 'POST', url: '/auth-api/registration/social', headers: { 'x-fingerprint': fp },
      payload: { currency_id: 1, country_id: 1, first_deposit_bonus_choice: 0, provider: 'arena-demo', credential: await demoCredential(t, 'terms', 'Terms1234!') },
    });
    expect(duplicate.statusCode).toBe(409);
  });
});
