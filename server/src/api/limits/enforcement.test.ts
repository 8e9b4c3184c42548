import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { b64, bearer, buildTestApi, type TestApi, idempotencyKey } from '../test-support.ts';
import { HOUR_MS, limitsClient, startAtSiteMorning } from './limits-test-support.ts';

interface Game { id: string; startTime: number; markets: Array<{ typeId: number; outcomes: Array<{ id: string; coef: number }> }> }

let t: TestApi;
let token: string;
let c: ReturnType<typeof limitsClient>;
let mainId: number;

beforeEach(async () => {
  t = await buildTestApi();
  startAtSiteMorning(t);
  token = await t.login('demo', 'Demo1234!');
  c = limitsClient(t, token);
  mainId = await c.mainAccountId();
});
afterEach(async () => {
  await t.app.close();
});

async function outcomes(n: number) {
  const { games } = t.json<{ games: Game[] }>(await t.app.inject('/betting-api/games?section=line&limit=60'));
  return games
    .filter((g) => g.startTime * 1000 > t.clock.now() + 3600_000)
    .slice(0, n)
    .map((g) => g.markets.find((m) => m.typeId === 1)!.outcomes[0]!);
}
const bet = async (amount: number, outcomeIndex = 0) => {
  const outcome = (await outcomes(outcomeIndex + 1))[outcomeIndex]!;
  return t.app.inject({
    method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(token), ...idempotencyKey(), 'x-language': 'en' },
    payload: { typeId: 0, accountId: mainId, amount, bets: [{ outcomeId: outcome.id, coef: outcome.coef }] },
  });
};
const loginAnswer = async () =>
  t.app.inject({
    method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': await t.fingerprint(), 'x-language': 'en' },
    payload: { login: b64('demo'), password: b64('Demo1234!') },
  });

describe('deposits', () => {
  it('credits the account and counts against the deposit limit; above what is left is refused with the message', async () => {
    await c.set(20, 1000);
    const first = await c.deposit(mainId, 600);
    expect(first.statusCode).toBe(200);
    expect(t.json(first)).toMatchObject({ success: true, balance: 10_600 });
    expect(await c.one(20)).toMatchObject({ limitBalance: 400 });
    const refused = await c.deposit(mainId, 500);
    expect(refused.statusCode).toBe(403);
    expect(t.json(refused)).toMatchObject({
      code: 'deposit_limit_exceeded', success: false, limitType: 20, remaining: 400,
      message: 'The amount exceeds your deposit limit: RUB\u00a0400 left',
    });
    expect((await c.deposit(mainId, 400)).statusCode).toBe(200);
  });

  it('the tightest deposit limit wins, and the 24 h window rolls with the server clock', async () => {
    await c.set(21, 1500);
    await c.set(20, 1000);
    await c.deposit(mainId, 1000);
    t.clock.advance(25 * HOUR_MS);
    c = limitsClient(t, (token = await t.login('demo', 'Demo1234!')));
    expect(await c.one(20)).toMatchObject({ limitBalance: 1000 });
    expect(t.json(await c.deposit(mainId, 800))).toMatchObject({ code: 'deposit_limit_exceeded', limitType: 21, remaining: 500 });
  });

  it('a time-out ends the session (the deposit is a 401) and login is refused with its end', async () => {
    await c.set(33, 1);
    expect((await c.deposit(mainId, 10)).statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': await t.fingerprint(), 'x-language': 'en' },
      payload: { login: b64('demo'), password: b64('Demo1234!') },
    });
    expect(relogin.statusCode).toBe(403);
    expect(t.json(relogin)).toMatchObject({ code: 'deposit_timeout', endsAt: expect.any(Number) });
  });

  it('validates the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/payments-api/deposit', headers: c.headers, payload: { accountId: mainId, amount: -5 } });
    expect(response.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/payments-api/deposit', payload: { accountId: mainId, amount: 5 } })).statusCode).toBe(401);
  });
});

describe('bets', () => {
  it('a stake above what is left of the wagering limit is refused; stakes count against it', async () => {
    await c.set(1, 500);
    expect((await bet(300)).statusCode).toBe(200);
    expect(await c.one(1)).toMatchObject({ limitBalance: 200 });
    const refused = await bet(300, 1);
    expect(refused.statusCode).toBe(403);
    expect(t.json(refused)).toMatchObject({ code: 'wagering_limit_exceeded', limitType: 1, remaining: 200, message: 'The stake exceeds your wagering limit: RUB\u00a0200 left' });
    expect((await bet(200, 1)).statusCode).toBe(200);
  });

  it('a stake above what is left of the loss limit is refused (an open stake may be lost)', async () => {
    await c.set(10, 400);
    expect((await bet(250)).statusCode).toBe(200);
    const refused = await bet(200, 1);
    expect(refused.statusCode).toBe(403);
    expect(t.json(refused)).toMatchObject({ code: 'loss_limit_exceeded', limitType: 10, remaining: 150 });
  });

  it('no limit, no refusal', async () => {
    expect((await bet(1000)).statusCode).toBe(200);
  });
});

describe('self-exclusion and the session limit', () => {
  it('self-exclusion signs the player out everywhere; signing in again opens only the restricted office (issue 32, finding 7), and everything after it ends', async () => {
    const set = t.json<{ limits: Array<{ limitType: number; endsAt: number }> }>(await c.set(30, 7));
    const endsAt = set.limits.find((l) => l.limitType === 30)!.endsAt;
    // Setting it signed the player out everywhere: the old token bets nothing (limits-bypass.test.ts has more).
    expect(t.json(await bet(100))).toMatchObject({ code: 'token_invalid' });
    const restricted = await loginAnswer();
    expect(restricted.statusCode).toBe(200);
    token = t.json<{ token: string }>(restricted).token;
    const refused = await bet(100);
    expect(refused.statusCode).toBe(403);
    expect(t.json(refused)).toMatchObject({ code: 'self_excluded', endsAt, message: expect.stringContaining('self-excluded until') });
    t.clock.advance(7 * 24 * HOUR_MS + 1000);
    token = t.json<{ token: string }>(await loginAnswer()).token;
    expect((await bet(100)).statusCode).toBe(200);
  });

  it('the ping reports session time; a used-up session limit ends the session (revoked) and refuses login today', async () => {
    // The same login session across the clock move: a fresh token from its `ua` cookie, as the browser does.
    const login0 = await loginAnswer();
    const ua = login0.cookies.find((cookie) => cookie.name === 'ua')!.value;
    const refreshToken = async () => {
      const fresh = t.json<{ data: { token: string } }>(await t.app.inject({ url: '/web-api/user/gettoken?force_refresh=true', cookies: { ua } }));
      c = limitsClient(t, fresh.data.token);
    };
    c = limitsClient(t, t.json<{ token: string }>(login0).token);
    const start = t.json(await c.ping());
    expect(start).toMatchObject({ sessionEnded: false, remainingSeconds: null, hasSessionLimit: false });
    await c.set(31, 1);
    expect(t.json(await c.ping())).toMatchObject({ sessionEnded: false, hasSessionLimit: true, netResult: 0 });
    t.clock.advance(5 * 60_000);
    await refreshToken();
    expect((await c.one(31))?.limitBalance).toBeCloseTo(55 / 60, 2);
    t.clock.advance(56 * 60_000);
    await refreshToken();
    const ended = await c.ping();
    expect(ended.statusCode).toBe(200);
    expect(t.json(ended)).toMatchObject({ sessionEnded: true, remainingSeconds: 0, code: 'session_limit_reached' });
    expect((await c.ping()).statusCode).toBe(401);
    const login = await loginAnswer();
    expect(login.statusCode).toBe(403);
    expect(t.json(login)).toMatchObject({ code: 'session_limit_reached' });
  });
});
