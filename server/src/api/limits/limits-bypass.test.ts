/**
 * Issue 16 finding 3 (limits bypassed), each hole as it was reproduced against the running site:
 * 1. money limits added amounts 1:1 across currencies (1 000 USD passed a 1 000 RUB deposit limit);
 * 2. the session limit ended only when the client pinged (2 h past a 1 h limit, bets and deposits went on);
 * 3. a self-excluded player's existing session still deposited, refreshed itself and added currencies;
 *    a time-out (33) only refused deposits: the player stayed signed in, betting and refreshing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATES_IN_RUB } from '../currencies/rates.ts';
import { accountIdOf, b64, bearer, buildTestApi, type TestApi } from '../test-support.ts';
import { LIMITS_BASE } from './limits-routes.ts';
import { HOUR_MS, limitsClient, placeBet, startAtSiteMorning } from './limits-test-support.ts';

const USD_IN_RUB = RATES_IN_RUB.USD!;

// Each test signs in (scrypt) several times and walks the betting feed: more than 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

let t: TestApi;

beforeEach(async () => {
  t = await buildTestApi();
  startAtSiteMorning(t);
});
afterEach(async () => {
  await t.app.close();
});

/** Logs in and keeps the `ua` cookie, so a fresh token of the same session can be had after a clock move. */
async function signIn() {
  const login = await t.app.inject({
    method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': await t.fingerprint(), 'x-language': 'en' },
    payload: { login: b64('demo'), password: b64('Demo1234!') },
  });
  expect(login.statusCode).toBe(200);
  const ua = login.cookies.find((cookie) => cookie.name === 'ua')!.value;
  const token = t.json<{ token: string }>(login).token;
  /** A new user token of this same session (tokens live 10 minutes), as the browser's gettoken does. */
  const freshToken = async () => t.json<{ data: { token: string } }>(await t.app.inject({ url: '/web-api/user/gettoken?force_refresh=true', cookies: { ua } })).data.token;
  return { token, ua, freshToken };
}

describe('money limits are kept in their currency; other currencies are converted at the rate table', () => {
  it('a 1 000 RUB deposit limit refuses a 1 000 USD deposit; 10 USD counts as 10 × the USD rate in RUB', async () => {
    const { token } = await signIn();
    const c = limitsClient(t, token);
    const usd = await accountIdOf(t, token, 9); // the demo player's USD account
    await c.set(20, 1000);

    const refused = await c.deposit(usd, 1000);
    expect(refused.statusCode).toBe(403);
    expect(t.json(refused)).toMatchObject({
      code: 'deposit_limit_exceeded', limitType: 20, remaining: 1000, currency: 'RUB', accountCurrency: 'USD', amountInLimitCurrency: 1000 * USD_IN_RUB,
      message: 'The amount exceeds your deposit limit: RUB\u00a01,000 left',
    });

    expect((await c.deposit(usd, 10)).statusCode).toBe(200);
    // 10 USD at the table's rate (90 RUB) is 900 RUB of the 1 000 RUB limit.
    expect(await c.one(20)).toMatchObject({ measure: 'RUB', limitBalance: 1000 - 10 * USD_IN_RUB });
    expect(t.json(await c.deposit(usd, 2))).toMatchObject({ code: 'deposit_limit_exceeded', remaining: 1000 - 10 * USD_IN_RUB });
    // The limit's own currency still counts 1:1.
    expect((await c.deposit(await c.mainAccountId(), 1000 - 10 * USD_IN_RUB)).statusCode).toBe(200);
  });

  it('wagering and loss limits convert stakes of a USD account into roubles', async () => {
    const { token } = await signIn();
    const c = limitsClient(t, token);
    const usd = await accountIdOf(t, token, 9); // the demo player's USD account (150 USD)

    await c.set(1, 1000);
    const wagering = await placeBet(t, token, usd, 20);
    expect(wagering.statusCode).toBe(403);
    expect(t.json(wagering)).toMatchObject({ code: 'wagering_limit_exceeded', remaining: 1000, currency: 'RUB', amountInLimitCurrency: 20 * USD_IN_RUB });
    expect((await placeBet(t, token, usd, 10)).statusCode).toBe(200);
    expect(await c.one(1)).toMatchObject({ limitBalance: 1000 - 10 * USD_IN_RUB });

    await c.set(10, 500);
    // The open 10 USD stake may be lost: 900 RUB of a 500 RUB loss limit leaves nothing.
    expect(t.json(await placeBet(t, token, usd, 1, 1))).toMatchObject({ code: 'loss_limit_exceeded', remaining: 0, currency: 'RUB' });
  });
});

describe('the session limit is enforced by the server on every protected call', () => {
  it.each(['bet', 'deposit', 'add currency'] as const)('1 h limit, server clock +2 h without a single ping: a %s answers 403 session_limit_reached and ends the session', async (call) => {
    const { token, freshToken } = await signIn();
    const c = limitsClient(t, token);
    const main = await c.mainAccountId();
    await c.set(31, 1);

    t.clock.advance(2 * HOUR_MS);
    const later = await freshToken();
    const answer =
      call === 'bet'
        ? await placeBet(t, later, main, 100)
        : call === 'deposit'
          ? await limitsClient(t, later).deposit(main, 100)
          : await t.app.inject({ method: 'POST', url: '/office-api/accounts/add', headers: { ...bearer(later), 'x-language': 'en' }, payload: { currency_id: 3 } });
    expect(answer.statusCode).toBe(403);
    expect(t.json(answer)).toMatchObject({ code: 'session_limit_reached', message: 'Your session time for today is used up. Please visit tomorrow' });

    // The session is over: the next call is a 401, and logging in again is refused today.
    expect((await limitsClient(t, later).deposit(main, 100)).statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': await t.fingerprint(), 'x-language': 'ru' },
      payload: { login: b64('demo'), password: b64('Demo1234!') },
    });
    expect(relogin.statusCode).toBe(403);
    expect(t.json(relogin)).toMatchObject({ code: 'session_limit_reached', message: 'Лимит времени сессии на сегодня исчерпан. Приходите завтра' });
  });

  it('counts from the session itself: within the hour calls pass, past it they stop; the limits stay readable', async () => {
    const { token, freshToken } = await signIn();
    const c = limitsClient(t, token);
    const main = await c.mainAccountId();
    await c.set(31, 1);
    t.clock.advance(40 * 60_000);
    const at40 = await freshToken();
    expect((await placeBet(t, at40, main, 100)).statusCode).toBe(200);
    t.clock.advance(21 * 60_000);
    const at61 = await freshToken();
    // Reading the limits is allowed (the player sees why); the ping then ends the session with its own answer.
    expect(await limitsClient(t, at61).one(31)).toMatchObject({ limitBalance: 0 });
    expect(t.json(await placeBet(t, at61, main, 100, 1))).toMatchObject({ code: 'session_limit_reached' });
    expect((await t.app.inject({ url: `${LIMITS_BASE}/limits`, headers: bearer(at61) })).statusCode).toBe(401);
  });

  it('players without a session limit are not stopped, however long the session', async () => {
    const { token, freshToken } = await signIn();
    const main = await limitsClient(t, token).mainAccountId();
    t.clock.advance(5 * HOUR_MS);
    const placed = await placeBet(t, await freshToken(), main, 100);
    expect(placed.statusCode, placed.body).toBe(200);
  });
});

describe('a break (self-exclusion, time-out) ends every session and refuses login until it ends', () => {
  it('after self-exclusion the old token and cookie are refused on deposit, refresh, gettoken and add currency', async () => {
    const device1 = await signIn();
    const device2 = await signIn();
    const c = limitsClient(t, device1.token);
    const main = await c.mainAccountId();
    expect(t.json(await c.set(30, 7))).toMatchObject({ status: true, decision: 'applied' });

    for (const { token } of [device1, device2]) {
      const deposit = await limitsClient(t, token).deposit(main, 100);
      expect(deposit.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/web-api/user/auth-refresh', headers: bearer(token) })).statusCode).toBe(401);
      const add = await t.app.inject({ method: 'POST', url: '/office-api/accounts/add', headers: bearer(token), payload: { currency_id: 2 } });
      expect(add.statusCode).toBe(401);
      expect((await placeBet(t, token, main, 100)).statusCode).toBe(401);
    }
    // The `ua` cookie only gets a visitor token now.
    const visitor = await t.app.inject({ url: '/web-api/user/gettoken?force_refresh=true', cookies: { ua: device2.ua } });
    expect((await t.app.inject({ url: '/web-api/user/session-check', headers: bearer(t.json<{ data: { token: string } }>(visitor).data.token) })).json()).toMatchObject({ user_id: 0 });
    t.clock.advance(30 * 86_400_000);
    expect(t.json(await t.app.inject({ method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': await t.fingerprint() }, payload: { login: b64('demo'), password: b64('Demo1234!') } }))).toMatchObject({ success: true });
  });

  it.each([
    ['en', 'You are taking a time-out until'],
    ['ru', 'Действует перерыв до'],
  ])('a time-out (33) is a break too: every session ends, login is refused (%s) until it ends, then login works', async (language, text) => {
    const device1 = await signIn();
    const device2 = await signIn();
    const c = limitsClient(t, device1.token);
    const main = await c.mainAccountId();
    expect(t.json(await c.set(33, 1))).toMatchObject({ status: true, decision: 'applied' });

    for (const { token } of [device1, device2]) {
      expect((await limitsClient(t, token).deposit(main, 100)).statusCode).toBe(401);
      expect((await placeBet(t, token, main, 100)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/web-api/user/auth-refresh', headers: bearer(token) })).statusCode).toBe(401);
      const add = await t.app.inject({ method: 'POST', url: '/office-api/accounts/add', headers: bearer(token), payload: { currency_id: 2 } });
      expect(add.statusCode).toBe(401);
    }
    // The `ua` cookie only gets a visitor token now.
    const visitor = await t.app.inject({ url: '/web-api/user/gettoken?force_refresh=true', cookies: { ua: device2.ua } });
    expect((await t.app.inject({ url: '/web-api/user/session-check', headers: bearer(t.json<{ data: { token: string } }>(visitor).data.token) })).json()).toMatchObject({ user_id: 0 });

    const login = async () => t.app.inject({
      method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': await t.fingerprint(), 'x-language': language },
      payload: { login: b64('demo'), password: b64('Demo1234!') },
    });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    const body = t.json<{ code: string; message: string; endsAt: number }>(refused);
    expect(body).toMatchObject({ code: 'deposit_timeout', endsAt: expect.any(Number) });
    expect(body.message).toContain(text);
    expect(body.endsAt * 1000).toBeGreaterThan(t.clock.now());

    t.clock.advance(86_400_000 + 60_000);
    expect(t.json(await login())).toMatchObject({ success: true });
  });

});
