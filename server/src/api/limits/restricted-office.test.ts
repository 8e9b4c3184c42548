/**
 * Issue 32, finding 7: a self-excluded player could not sign in, so a balance stayed locked for as long as
 * the exclusion ran. Now they sign in to a restricted office: withdrawal, history and the responsible-gaming
 * limits work; bets, deposits and the casino are refused by the server.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountIdOf, b64, bearer, buildTestApi, idempotencyKey, type TestApi } from '../test-support.ts';
import { limitsClient, placeBet, startAtSiteMorning } from './limits-test-support.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi();
  startAtSiteMorning(t);
});
afterEach(async () => t.app.close());

async function selfExcludedLogin(): Promise<{ token: string; accountId: number }> {
  const first = await t.login('demo', 'Demo1234!');
  const accountId = await accountIdOf(t, first);
  expect((await limitsClient(t, first).set(30, 30)).statusCode).toBe(200);
  const login = await t.app.inject({
    method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': await t.fingerprint(), 'x-language': 'en' },
    payload: { login: b64('demo'), password: b64('Demo1234!') },
  });
  expect(login.statusCode).toBe(200);
  return { token: t.json<{ token: string }>(login).token, accountId };
}

describe('the restricted office of a self-excluded player', () => {
  it('signs in and withdraws; history, payment history and the limits are open', async () => {
    const { token, accountId } = await selfExcludedLogin();
    const as = { ...bearer(token), 'x-language': 'en' };
    const withdrawal = await t.app.inject({
      method: 'POST', url: '/payments-api/withdrawals', headers: { ...as, ...idempotencyKey() }, payload: { accountId, systemId: 'ewallet-pay', amount: 4000 },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect(t.json(withdrawal)).toMatchObject({ payment: { status: 'pending', amount: 4000 } });
    for (const url of ['/betting-api/coupons', '/payments-api/history', '/payments-api/withdrawals', '/office-api/profile', '/web-api/user/config']) {
      expect((await t.app.inject({ url, headers: as })).statusCode, url).toBe(200);
    }
    expect(Array.isArray((await limitsClient(t, token).list()).limits)).toBe(true);
    // The browser is told, so its guards keep to the restricted office (root-config guards/restricted-office.ts).
    const config = t.json<{ result: { self_excluded_until: number | null } }>(await t.app.inject({ url: '/web-api/user/config', headers: as }));
    expect(config.result.self_excluded_until).toBeGreaterThan(t.clock.nowSeconds());
    // The support chat is open too (the bot answers how to withdraw; a person can be asked for).
    const chat = await t.app.inject({ method: 'POST', url: '/support-api/chat', headers: as, payload: {} });
    expect(chat.statusCode, chat.body).toBe(200);
  });

  it('bets, deposits and the casino are refused by the server with self_excluded', async () => {
    const { token, accountId } = await selfExcludedLogin();
    const refusedBet = await placeBet(t, token, accountId, 100);
    expect(refusedBet.statusCode).toBe(403);
    expect(t.json(refusedBet)).toMatchObject({ code: 'self_excluded', endsAt: expect.any(Number) });
    const deposit = await t.app.inject({
      method: 'POST', url: '/payments-api/deposits', headers: { ...bearer(token), ...idempotencyKey(), 'x-language': 'en' }, payload: { accountId, systemId: 'card-pay', amount: 1000 },
    });
    expect(deposit.statusCode).toBe(403);
    expect(t.json(deposit)).toMatchObject({ code: 'self_excluded' });
    const launch = await t.app.inject({ method: 'POST', url: '/casino-api/games/fruit-fiesta-5/launch', headers: { ...bearer(token), 'x-language': 'en' }, payload: { mode: 'real' } });
    expect(launch.statusCode).toBe(403);
    expect(t.json(launch)).toMatchObject({ code: 'self_excluded' });
    // The session is kept: the restricted office still answers after a refusal.
    expect((await t.app.inject({ url: '/payments-api/withdrawals', headers: bearer(token) })).statusCode).toBe(200);
  });
});
