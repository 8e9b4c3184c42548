/**
 * Issue 32, finding 4: a stolen session re-bound the phone (no password, no word to the old phone), then
 * signed in by SMS past two-step. Now the code request carries the current password, a phone or two-step
 * change notifies the contacts the account had before and ends the other sessions, and the office lists the
 * live sessions with "sign out everywhere".
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../platform/clock.ts';
import { readEnv } from '../../platform/env.ts';
import { apiPlugin } from '../index.ts';
import { b64, bearer } from '../test-support.ts';

let app: FastifyInstance;
let log: string[];
beforeEach(async () => {
  log = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (log.push(String(chunk)), done()) });
  app = Fastify({ logger: { level: 'info', stream } });
  await app.register(apiPlugin, { env: readEnv({ ARENA_DB: ':memory:', ARENA_TEST_CONTROLS: '1' }), clock: new AdjustableClock() });
  await app.ready();
});
afterEach(async () => app.close());

const json = <T,>(body: string) => JSON.parse(body) as T;
async function login(): Promise<string> {
  const fingerprint = json<{ token: string }>((await app.inject({ method: 'POST', url: '/fingerprint-api/issue', payload: { data: { userAgent: 'test' } } })).body).token;
  const response = await app.inject({ method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': fingerprint }, payload: { login: b64('demo'), password: b64('Demo1234!') } });
  return json<{ token: string }>(response.body).token;
}
const askCode = (token: string, payload: object) => app.inject({ method: 'POST', url: '/office-api/security/code', headers: bearer(token), payload });
const outbox = () => log.map((line) => json<{ msg?: string }>(line).msg ?? '').filter((msg) => msg.startsWith('[outbox] '));
async function lastCode(target: string): Promise<string> {
  return json<{ codes: Array<{ code: string }> }>((await app.inject(`/test-api/codes?kind=sms&target=${encodeURIComponent(target)}`)).body).codes[0]!.code;
}
const profileStatus = async (token: string) => (await app.inject({ url: '/office-api/profile', headers: bearer(token) })).statusCode;

describe('sensitive changes need the password, tell the old contact and end the other sessions', () => {
  it('POST /office-api/security/code without the right password is refused, and no code is sent', async () => {
    const token = await login();
    const phone = { purpose: 'phone', country_code: '7', phone_number: '9005550101' };
    const without = await askCode(token, phone);
    expect(without.statusCode).toBe(400);
    const wrong = await askCode(token, { ...phone, password: b64('not-the-password') });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong.body)).toMatchObject({ code: 'wrong_password' });
    expect((await askCode(token, { purpose: 'two_step_on', password: b64('Demo1234!x') })).statusCode).toBe(400);
    expect(outbox().filter((msg) => msg.includes('9005550101'))).toEqual([]);
  });

  it('a phone change notifies the old phone and signs out every other session', async () => {
    const token = await login();
    const elsewhere = await login();
    const sent = await askCode(token, { purpose: 'phone', country_code: '7', phone_number: '9005550101', password: b64('Demo1234!') });
    expect(sent.statusCode).toBe(200);
    const profile = json<{ data: { user_id: number } }>((await app.inject({ url: '/office-api/profile', headers: bearer(token) })).body).data;
    const code = await lastCode(`office:phone:${profile.user_id}:+79005550101`);
    const bound = await app.inject({ method: 'POST', url: '/office-api/security/phone', headers: { ...bearer(token), 'x-language': 'en' }, payload: { country_code: '7', phone_number: '9005550101', code } });
    expect(bound.statusCode).toBe(200);
    expect(outbox()).toContainEqual(expect.stringMatching(/^\[outbox\] \[notice to \+79001234567\] Arena: .*phone number of your account was changed/));
    expect(await profileStatus(elsewhere)).toBe(401);
    expect(await profileStatus(token)).toBe(200);
  });

  it('turning two-step on notifies the contacts and signs out every other session', async () => {
    const token = await login();
    const elsewhere = await login();
    await askCode(token, { purpose: 'two_step_on', password: b64('Demo1234!') });
    const profile = json<{ data: { user_id: number } }>((await app.inject({ url: '/office-api/profile', headers: bearer(token) })).body).data;
    const code = await lastCode(`office:two_step_on:${profile.user_id}`);
    expect((await app.inject({ method: 'POST', url: '/office-api/security/two-step', headers: { ...bearer(token), 'x-language': 'en' }, payload: { enable: true, code } })).statusCode).toBe(200);
    expect(outbox()).toContainEqual(expect.stringMatching(/^\[outbox\] \[notice to \+79001234567\] Arena: two-step verification was turned on/));
    expect(await profileStatus(elsewhere)).toBe(401);
  });

  it('the office lists the live sessions and "sign out everywhere" ends all but the current one', async () => {
    const token = await login();
    const other = await login();
    const listed = json<{ sessions: Array<{ id: string; current: boolean }> }>((await app.inject({ url: '/office-api/security/sessions', headers: bearer(token) })).body).sessions;
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    const ended = await app.inject({ method: 'POST', url: '/office-api/security/sessions/end-others', headers: bearer(token) });
    expect(json<{ ended: number }>(ended.body).ended).toBeGreaterThanOrEqual(1);
    expect(await profileStatus(other)).toBe(401);
    const after = json<{ sessions: Array<{ current: boolean }> }>((await app.inject({ url: '/office-api/security/sessions', headers: bearer(token) })).body).sessions;
    expect(after).toEqual([expect.objectContaining({ current: true })]);
  });

  it('an e-mail change needs the current password, notifies the old address and signs out every other session', async () => {
    const token = await login();
    const elsewhere = await login();
    const profile = json<{ data: { email: string; user_data: Record<string, unknown> } }>((await app.inject({ url: '/office-api/profile', headers: bearer(token) })).body).data;
    const edit = { name: 'Demo', surname: 'Player', date_birthday: '1990-01-01', document_type_id: 0, inn: '', passport: '', passport_date: '', passport_end_date: '', registration_address: '' };
    const put = (payload: object) => app.inject({ method: 'PUT', url: '/office-api/profile', headers: { ...bearer(token), 'x-language': 'en' }, payload: { ...edit, ...payload } });
    const without = await put({ email: 'new-address@example.com' });
    expect(without.statusCode).toBe(400);
    expect(json(without.body)).toMatchObject({ code: 'wrong_password' });
    expect((await put({ email: 'new-address@example.com', password: b64('wrong-one') })).statusCode).toBe(400);
    // Other fields alone need no password.
    expect((await put({ email: profile.email })).statusCode).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(200);

    expect((await put({ email: 'new-address@example.com', password: b64('Demo1234!') })).statusCode).toBe(200);
    expect(outbox()).toContainEqual(`[outbox] [notice to ${profile.email}] Arena: the e-mail address of your account was changed and every other session was signed out. If this was not you, change your password at once and contact support.`);
    expect(await profileStatus(elsewhere)).toBe(401);
  });
});
