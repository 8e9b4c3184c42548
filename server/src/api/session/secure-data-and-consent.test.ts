import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { b64, bearer, buildTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi();
});
afterEach(async () => {
  await t.app.close();
});

/** Logs the demo player in; answers the bearer token and the `ua` session cookie. */
async function signIn(login = 'demo', password = 'Demo1234!') {
  const response = await t.app.inject({
    method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': await t.fingerprint() }, payload: { login: b64(login), password: b64(password) },
  });
  expect(response.statusCode).toBe(200);
  return { token: t.json<{ token: string }>(response).token, ua: response.cookies.find((c) => c.name === 'ua')?.value ?? '' };
}

type Grant = { ggru: string; grant: string; expiresAt: number };

describe('GET /web-api/user/secure-data', () => {
  it('keyed by the caller\'s session (no id in the URL): answers ggru and a grant lasting 1800 s', async () => {
    const { token } = await signIn();
    const response = await t.app.inject({ url: '/web-api/user/secure-data', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = t.json<Grant>(response);
    // The clock is real time: a second may tick between the answer and this line.
    expect(t.clock.nowSeconds() + 1800 - body.expiresAt).toBeGreaterThanOrEqual(0);
    expect(t.clock.nowSeconds() + 1800 - body.expiresAt).toBeLessThanOrEqual(1);
    expect(body.grant).toMatch(new RegExp(`^${body.expiresAt}\\.`));
    expect(body.ggru).toMatch(/^[\w-]{16,}$/);
    // ggru is the player's, stable across sessions; the grant belongs to the session.
    const again = await signIn();
    const second = t.json<Grant>(await t.app.inject({ url: '/web-api/user/secure-data', headers: bearer(again.token) }));
    expect(second.ggru).toBe(body.ggru);
    expect(second.grant).not.toBe(body.grant);
  });

  it('a host cookie naming another session is refused; no token or cookie is 401; an id in the URL is 400', async () => {
    const demo = await signIn();
    // The same player's other session: its cookie is still not this caller's session.
    const foreign = (await signIn()).ua;
    const refused = await t.app.inject({ url: '/web-api/user/secure-data', headers: bearer(demo.token), cookies: { ua: foreign } });
    expect(refused.statusCode).toBe(403);
    expect(t.json(refused)).toMatchObject({ code: 'forbidden' });
    expect((await t.app.inject({ url: '/web-api/user/secure-data' })).statusCode).toBe(401);
    const inUrl = await t.app.inject({ url: `/web-api/user/secure-data?id=${demo.ua}`, headers: bearer(demo.token) });
    expect(inUrl.statusCode).toBe(400);
    expect(t.json(inUrl)).toMatchObject({ code: 'session_id_in_url' });
  });

  it('is answered to a player who still has to accept new terms (boot plumbing, not a player action)', async () => {
    const { token, ua } = await signIn('terms', 'Terms1234!');
    expect((await t.app.inject({ url: '/web-api/user/secure-data', headers: bearer(token), cookies: { ua } })).statusCode).toBe(200);
  });
});

describe('/web-api/user/cookies-agree', () => {
  const AGREED = 1_760_000_000;

  it('a player\'s agreement is stored for the session and the user', async () => {
    const { token } = await signIn();
    const posted = await t.app.inject({ method: 'POST', url: `/web-api/user/cookies-agree?cookiesAgreeTime=${AGREED}`, headers: bearer(token) });
    expect(posted.statusCode).toBe(200);
    expect(t.json(posted)).toEqual({ ok: true, cookiesAgreeTime: AGREED });
    expect(t.json(await t.app.inject({ url: '/web-api/user/cookies-agree', headers: bearer(token) }))).toEqual({ cookiesAgreeTime: AGREED });
    // A new session of the same player reads the player's latest agreement.
    const later = await signIn();
    expect(t.json(await t.app.inject({ url: '/web-api/user/cookies-agree', headers: bearer(later.token) }))).toEqual({ cookiesAgreeTime: AGREED });
  });

  it('the ua cookie alone identifies the session; a newer agreement replaces the older', async () => {
    const { ua } = await signIn();
    await t.app.inject({ method: 'POST', url: `/web-api/user/cookies-agree?cookiesAgreeTime=${AGREED}`, cookies: { ua } });
    await t.app.inject({ method: 'POST', url: `/web-api/user/cookies-agree?cookiesAgreeTime=${AGREED + 60}`, cookies: { ua } });
    expect(t.json(await t.app.inject({ url: '/web-api/user/cookies-agree', cookies: { ua } }))).toEqual({ cookiesAgreeTime: AGREED + 60 });
  });

  it('a visitor gets a visitor cookie that keys the agreement', async () => {
    const posted = await t.app.inject({ method: 'POST', url: `/web-api/user/cookies-agree?cookiesAgreeTime=${AGREED}` });
    expect(posted.statusCode).toBe(200);
    const visitor = posted.cookies.find((c) => c.name === 'arena_visitor');
    expect(visitor?.httpOnly).toBe(true);
    const read = await t.app.inject({ url: '/web-api/user/cookies-agree', cookies: { arena_visitor: visitor?.value ?? '' } });
    expect(t.json(read)).toEqual({ cookiesAgreeTime: AGREED });
    expect(t.json(await t.app.inject({ url: '/web-api/user/cookies-agree' }))).toEqual({ cookiesAgreeTime: null });
  });

  it('refuses a missing, millisecond or far-future time with validation_error', async () => {
    for (const query of ['', '?cookiesAgreeTime=abc', `?cookiesAgreeTime=${AGREED * 1000}`, `?cookiesAgreeTime=${t.clock.nowSeconds() + 3 * 24 * 3600}`]) {
      const response = await t.app.inject({ method: 'POST', url: `/web-api/user/cookies-agree${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(t.json(response)).toMatchObject({ code: 'validation_error' });
    }
  });
});
