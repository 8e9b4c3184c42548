import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { b64, bearer, buildTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi();
});
afterEach(async () => {
  await t.app.close();
});

describe('tokens and sessions', () => {
  it('gettoken issues a visitor token (user 0) with expiry and sets cookie user_token', async () => {
    // The test clock runs with real time: a second may tick between the issue and this check.
    const before = t.clock.nowSeconds();
    const response = await t.app.inject('/web-api/user/gettoken?force_refresh=true');
    expect(response.statusCode).toBe(200);
    const { data } = t.json<{ data: { token: string; expiresAt: number } }>(response);
    expect(data.expiresAt).toBeGreaterThanOrEqual(before + 600);
    expect(data.expiresAt).toBeLessThanOrEqual(t.clock.nowSeconds() + 600);
    expect(response.cookies.find((c) => c.name === 'user_token')?.value).toBe(data.token);
    const check = await t.app.inject({ url: '/web-api/user/session-check', headers: bearer(data.token) });
    expect(t.json(check)).toEqual({ user_id: 0 });
  });

  it('gettoken after login carries the user of the ua cookie', async () => {
    const fp = await t.fingerprint();
    const login = await t.app.inject({ method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': fp }, payload: { login: b64('demo'), password: b64('Demo1234!') } });
    const ua = login.cookies.find((c) => c.name === 'ua')?.value ?? '';
    expect(ua).not.toBe('');
    const token = await t.app.inject({ url: '/web-api/user/gettoken', cookies: { ua } });
    const check = await t.app.inject({ url: '/web-api/user/session-check', headers: bearer(t.json<{ data: { token: string } }>(token).data.token) });
    expect(t.json<{ user_id: number }>(check).user_id).toBeGreaterThan(0);
  });

  it('GET /web-api/session answers ok, uncached', async () => {
    const response = await t.app.inject('/web-api/session');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('user config answers 401 without a token', async () => {
    const response = await t.app.inject('/web-api/user/config');
    expect(response.statusCode).toBe(401);
    expect(t.json(response)).toMatchObject({ code: 'unauthorized' });
  });

  it('user config answers 401 token_invalid once the token expired (test clock)', async () => {
    const token = await t.login('demo', 'Demo1234!');
    t.clock.advance(11 * 60 * 1000);
    const response = await t.app.inject({ url: '/web-api/user/config', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(t.json(response)).toMatchObject({ code: 'token_invalid' });
  });

  it('user config answers { result: UserConfig } with the §3 fields', async () => {
    const token = await t.login('demo', 'Demo1234!');
    const response = await t.app.inject({ url: '/web-api/user/config', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const { result } = t.json<{ result: Record<string, unknown> }>(response);
    expect(result).toMatchObject({ user_email: 'demo@arena.test', phone_code: '7', phone_number: '9001234567', ban_level: 0, user_country_code: 'ru' });
    for (const field of ['disallow_line_sport', 'protection_methods', 'user_data', 'remaining_days_to_activate', 'verification_types']) {
      expect(result).toHaveProperty(field);
    }
  });

  it('auth refresh extends the session of a signed-in user', async () => {
    const token = await t.login('demo', 'Demo1234!');
    const response = await t.app.inject({ method: 'POST', url: '/web-api/user/auth-refresh', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(t.json(response)).toEqual({ ok: true });
  });

  it('disconnect revokes the session: its token then answers 401 and the cookies are cleared', async () => {
    const token = await t.login('demo', 'Demo1234!');
    const out = await t.app.inject({ method: 'POST', url: '/auth-api/disconnect', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'ua')?.value).toBe('');
    const after = await t.app.inject({ url: '/web-api/user/config', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });
});

describe('terms (451 until accepted)', () => {
  it('a player who must accept new terms gets 451 exception_code 1 on protected calls', async () => {
    const token = await t.login('terms', 'Terms1234!');
    const response = await t.app.inject({ url: '/web-api/user/config', headers: bearer(token) });
    expect(response.statusCode).toBe(451);
    expect(t.json(response)).toMatchObject({ code: 'terms_not_accepted', exception_code: 1 });
    const status = await t.app.inject({ url: '/web-api/api-v3/v2/user/agreement-rules/status', headers: bearer(token) });
    expect(t.json(status)).toMatchObject({ result: false });
  });

  it('after a terms change every user gets 451 until accept, then 200', async () => {
    const token = await t.login('demo', 'Demo1234!');
    await t.app.inject({ method: 'POST', url: '/test-api/terms/bump' });
    expect((await t.app.inject({ url: '/web-api/user/config', headers: bearer(token) })).statusCode).toBe(451);
    const accept = await t.app.inject({ method: 'POST', url: '/web-api/api-v3/v2/user/agreement-rules/accept', headers: bearer(token) });
    expect(t.json(accept)).toEqual({ result: true });
    const status = await t.app.inject({ url: '/web-api/api-v3/v2/user/agreement-rules/status', headers: bearer(token) });
    expect(t.json<{ result: boolean; updatedAt: number }>(status).result).toBe(true);
    expect((await t.app.inject({ url: '/web-api/user/config', headers: bearer(token) })).statusCode).toBe(200);
  });
});
