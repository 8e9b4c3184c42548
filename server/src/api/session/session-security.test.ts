/**
 * Issue 16, finding 6 (sessions): HttpOnly/SameSite/Secure identity cookies, no session id in a URL,
 * sessions revoked by a password reset, no codes in a production log, uniform answers for unknown
 * logins, the password policy, and the token secret outside the database.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../platform/clock.ts';
import { readEnv } from '../../platform/env.ts';
import { apiPlugin } from '../index.ts';
import { b64, bearer, buildTestApi, sharedSchemaController, type TestApi } from '../test-support.ts';

const opened: FastifyInstance[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

async function api(env: Record<string, string>, options: { trustProxy?: boolean; log?: string[] } = {}): Promise<FastifyInstance> {
  const stream = new Writable({ write: (chunk, _encoding, done) => (options.log?.push(String(chunk)), done()) });
  const app = Fastify({ trustProxy: options.trustProxy ?? false, logger: options.log ? { level: 'info', stream } : false, schemaController: sharedSchemaController });
  await app.register(apiPlugin, { env: readEnv({ ARENA_DB: ':memory:', ...env }), clock: new AdjustableClock() });
  await app.ready();
  opened.push(app);
  return app;
}

async function testApi(): Promise<TestApi> {
  const t = await buildTestApi();
  opened.push(t.app);
  return t;
}

const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) => JSON.parse(response.body) as T;
const fingerprint = async (app: FastifyInstance) =>
  json<{ token: string }>(await app.inject({ method: 'POST', url: '/fingerprint-api/issue', payload: { data: { userAgent: 'test' } } })).token;
const loginDemo = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST', url: '/auth-api/login',
    headers: { 'x-fingerprint': await fingerprint(app), ...headers }, payload: { login: b64('demo'), password: b64('Demo1234!') },
  });
const cookie = (response: LightMyRequestResponse, name: string) => response.cookies.find((c) => c.name === name);

describe('identity cookies', () => {
  it('ua and user_token are HttpOnly with SameSite; ua_present is the script-readable marker; no Secure over http', async () => {
    const app = await api({ ARENA_TEST_CONTROLS: '1' });
    const response = await loginDemo(app);
    expect(response.statusCode).toBe(200);
    expect(cookie(response, 'ua')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie(response, 'user_token')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie(response, 'ua_present')).toMatchObject({ value: '1', sameSite: 'Lax' });
    expect(cookie(response, 'ua_present')?.httpOnly).toBeFalsy();
    for (const name of ['ua', 'user_token', 'ua_present']) expect(cookie(response, name)?.secure, name).toBeFalsy();
  });

  it('over HTTPS (as told by a trusted proxy) every identity cookie is Secure; an untrusted X-Forwarded-Proto is ignored', async () => {
    const trusted = await api({ ARENA_TEST_CONTROLS: '1' }, { trustProxy: true });
    const secure = await loginDemo(trusted, { 'x-forwarded-proto': 'https' });
    for (const name of ['ua', 'user_token', 'ua_present']) expect(cookie(secure, name)?.secure, name).toBe(true);
    const token = await trusted.inject({ url: '/web-api/user/gettoken', headers: { 'x-forwarded-proto': 'https' } });
    expect(cookie(token, 'user_token')).toMatchObject({ secure: true, httpOnly: true });

    const untrusted = await api({ ARENA_TEST_CONTROLS: '1' });
    const plain = await loginDemo(untrusted, { 'x-forwarded-proto': 'https' });
    expect(cookie(plain, 'ua')?.secure).toBeFalsy();
  });

  it('auth-refresh renews ua and its marker with the same attributes; disconnect clears all three', async () => {
    const app = await api({ ARENA_TEST_CONTROLS: '1' });
    const login = await loginDemo(app);
    const token = json<{ token: string }>(login).token;
    const refreshed = await app.inject({ method: 'POST', url: '/web-api/user/auth-refresh', headers: bearer(token) });
    expect(cookie(refreshed, 'ua')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie(refreshed, 'ua_present')?.value).toBe('1');
    const out = await app.inject({ method: 'POST', url: '/auth-api/disconnect', headers: bearer(token) });
    for (const name of ['ua', 'user_token', 'ua_present']) expect(cookie(out, name)?.value, name).toBe('');
  });
});

describe('secure-data without the session id in the URL', () => {
  it('answers from the bearer token or from the ua cookie alone; ?id= is refused with session_id_in_url', async () => {
    const t = await testApi();
    const login = await loginDemo(t.app);
    const token = t.json<{ token: string }>(login).token;
    const ua = cookie(login, 'ua')!.value;
    const byToken = await t.app.inject({ url: '/web-api/user/secure-data', headers: bearer(token) });
    expect(byToken.statusCode).toBe(200);
    expect(t.json(byToken)).toMatchObject({ ggru: expect.any(String), grant: expect.any(String) });
    const byCookie = await t.app.inject({ url: '/web-api/user/secure-data', cookies: { ua } });
    expect(byCookie.statusCode).toBe(200);
    const inUrl = await t.app.inject({ url: `/web-api/user/secure-data?id=${ua}`, headers: bearer(token), cookies: { ua } });
    expect(inUrl.statusCode).toBe(400);
    expect(t.json(inUrl)).toMatchObject({ code: 'session_id_in_url' });
    expect((await t.app.inject({ url: '/web-api/user/secure-data' })).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  async function recover(t: TestApi, fp: string, password: string) {
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { 'x-fingerprint': fp } });
    const { recoveryToken } = t.json<{ recoveryToken: string }>(await post('/auth-api/password-recovery/request', { login: b64('demo') }));
    const codes = t.json<{ codes: Array<{ code: string }> }>(await t.app.inject('/test-api/codes?kind=recovery&login=demo'));
    const verified = await post('/auth-api/password-recovery/verify', { recoveryToken, code: codes.codes[0]!.code });
    const { resetToken } = t.json<{ resetToken: string }>(verified);
    return post('/auth-api/password-recovery/save', { resetToken, password: b64(password) });
  }

  it('saving a new password revokes every session of the player: an old token answers 401', async () => {
    const t = await testApi();
    const oldToken = await t.login('demo', 'Demo1234!');
    const otherToken = await t.login('demo', 'Demo1234!');
    expect((await t.app.inject({ url: '/web-api/user/config', headers: bearer(oldToken) })).statusCode).toBe(200);
    expect((await recover(t, await t.fingerprint(), 'Fresh-Start-2025')).statusCode).toBe(200);
    for (const token of [oldToken, otherToken]) expect((await t.app.inject({ url: '/web-api/user/config', headers: bearer(token) })).statusCode).toBe(401);
    expect(await t.login('demo', 'Fresh-Start-2025')).toBeTruthy();
  });

  it("'aaaaaa' and 'password1' are refused with weak_password and its reason", async () => {
    const t = await testApi();
    const fp = await t.fingerprint();
    const short = await recover(t, fp, 'aaaaaa');
    expect(short.statusCode).toBe(400);
    expect(t.json(short)).toMatchObject({ code: 'weak_password', reason: 'too_short' });
    const common = await recover(t, fp, 'password1');
    expect(t.json(common)).toMatchObject({ code: 'weak_password', reason: 'common' });
  });

  it('an unknown login or phone gets the same answer as a known one (a token that never verifies)', async () => {
    const t = await testApi();
    const fp = await t.fingerprint();
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/auth-api/password-recovery/request', payload, headers: { 'x-fingerprint': fp } });
    const shape = (response: LightMyRequestResponse) => {
      const body = t.json<Record<string, unknown>>(response);
      return { status: response.statusCode, keys: Object.keys(body).sort(), channel: body['channel'], expiresAt: body['expiresAt'] };
    };
    const known = await post({ login: b64('demo') });
    const unknown = await post({ login: b64('nobody-here') });
    expect(shape(unknown)).toEqual(shape(known));
    expect(shape(await post({ country_code: '7', phone_number: '9990000000' }))).toEqual(shape(await post({ country_code: '7', phone_number: '9001234567' })));
    const { recoveryToken } = t.json<{ recoveryToken: string }>(unknown);
    const verify = await t.app.inject({ method: 'POST', url: '/auth-api/password-recovery/verify', payload: { recoveryToken, code: '123456' }, headers: { 'x-fingerprint': fp } });
    expect(verify.statusCode).toBe(400);
    expect(t.json(verify)).toMatchObject({ code: 'wrong_code' });
  });
});

describe('registration and login answers', () => {
  const base = { currency_id: 1, country_id: 1, first_deposit_bonus_choice: 1 };

  it("registration refuses 'aaaaaa', 'password1' and the login as the password with weak_password", async () => {
    const t = await testApi();
    const post = async (type: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/auth-api/registration/${type}`, payload: { ...base, ...payload }, headers: { 'x-fingerprint': await t.fingerprint() } });
    const phone = await post('phone', { country_code: '7', phone_number: '9110000001', password: b64('aaaaaa') });
    expect(t.json(phone)).toMatchObject({ code: 'weak_password', reason: 'too_short' });
    const full = await post('full', { login: b64('newbie'), password: b64('password1'), email: 'n@x.test' });
    expect(t.json(full)).toMatchObject({ code: 'weak_password', reason: 'common' });
    const same = await post('full', { login: b64('newbie2024'), password: b64('NEWBIE2024'), email: 'n@x.test' });
    expect(t.json(same)).toMatchObject({ code: 'weak_password', reason: 'same_as_login' });
  });

  it('a taken login and a taken e-mail answer the same 409, naming no field', async () => {
    const t = await testApi();
    const post = async (payload: object) =>
      t.app.inject({ method: 'POST', url: '/auth-api/registration/full', payload: { ...base, ...payload }, headers: { 'x-fingerprint': await t.fingerprint() } });
    const takenLogin = await post({ login: b64('demo'), password: b64('Strong-Pass-77'), email: 'fresh@x.test' });
    const takenEmail = await post({ login: b64('fresh-login'), password: b64('Strong-Pass-77'), email: 'demo@arena.test' });
    expect(takenLogin.statusCode).toBe(409);
    expect(takenEmail.body).toBe(takenLogin.body);
  });

  it('unknown login and wrong password answer the same wrong_credentials', async () => {
    const t = await testApi();
    const post = async (login: string) =>
      t.app.inject({ method: 'POST', url: '/auth-api/login', payload: { login: b64(login), password: b64('Wrong-Pass-1') }, headers: { 'x-fingerprint': await t.fingerprint() } });
    const wrong = await post('demo');
    const unknown = await post('nobody-here');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
  });
});

describe('outbox', () => {
  const sendSms = async (app: FastifyInstance) =>
    app.inject({ method: 'POST', url: '/auth-api/sms/send', payload: { country_code: '7', phone_number: '9001234567' }, headers: { 'x-fingerprint': await fingerprint(app) } });

  it('writes no code to the log outside demo mode (npm start alone)', async () => {
    const log: string[] = [];
    const app = await api({}, { log });
    expect((await sendSms(app)).statusCode).toBe(200);
    expect(log.join('')).not.toContain('[outbox]');
  });

  it('writes codes to the log in demo mode (ARENA_DEMO=1)', async () => {
    const log: string[] = [];
    const app = await api({ ARENA_DEMO: '1' }, { log });
    expect((await sendSms(app)).statusCode).toBe(200);
    expect(log.join('')).toMatch(/\[outbox\] \[sms to \+79001234567\] Arena: [^"]*\b\d{6}\b/);
  });
});

describe('token-signing secret', () => {
  it('is not in the database; a token signed before a restart verifies after it (same secret file, mode 0600)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-secret-'));
    try {
      const env = { ARENA_DB: join(dir, 'arena.db'), ARENA_TEST_CONTROLS: '1' };
      const first = await api(env);
      const token = json<{ token: string }>(await loginDemo(first)).token;
      await first.close();
      opened.pop();
      expect(statSync(join(dir, 'arena.secret')).mode & 0o777).toBe(0o600);

      const second = await api(env);
      expect((await second.inject({ url: '/web-api/user/config', headers: bearer(token) })).statusCode).toBe(200);
      const { default: Database } = await import('better-sqlite3');
      const db = new Database(join(dir, 'arena.db'), { readonly: true });
      expect(db.prepare("SELECT COUNT(*) AS n FROM meta WHERE key LIKE '%secret%'").get()).toEqual({ n: 0 });
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('ARENA_SECRET is the secret when given (a fingerprint token of one process verifies in another); a short one is refused', async () => {
    const secret = 'x'.repeat(40);
    const sms = (app: FastifyInstance, fp: string) =>
      app.inject({ method: 'POST', url: '/auth-api/sms/send', payload: { country_code: '7', phone_number: '9001234567' }, headers: { 'x-fingerprint': fp } });
    const fp = await fingerprint(await api({ ARENA_SECRET: secret }));
    expect((await sms(await api({ ARENA_SECRET: secret }), fp)).statusCode).toBe(200);
    expect(json(await sms(await api({ ARENA_SECRET: 'y'.repeat(40) }), fp))).toMatchObject({ code: 'fingerprint_invalid' });
    await expect(api({ ARENA_SECRET: 'short' })).rejects.toThrow(/ARENA_SECRET/);
  }, 30_000);
});
