import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { b64, bearer, buildTestApi, type TestApi } from '../test-support.ts';

/** The text the registration form shows for a phone number of the wrong length (the "auth" dictionary). */
const formPhoneLengthText = (language: string) =>
  (JSON.parse(readFileSync(new URL(`../dictionaries/data/${language}/auth.json`, import.meta.url), 'utf8')) as Record<string, string>)['field_phone_length'];

let t: TestApi;
afterEach(async () => t?.app.close());

async function lastCode(target: string): Promise<string> {
  const answer = t.json<{ codes: Array<{ code: string }> }>(await t.app.inject({ url: `/test-api/codes?kind=sms&target=${encodeURIComponent(target)}` }));
  return answer.codes[0]!.code;
}

async function demo() {
  t = await buildTestApi();
  const token = await t.login('demo', 'Demo1234!');
  const profile = t.json<{ data: { user_id: number } }>(await t.app.inject({ url: '/office-api/profile', headers: bearer(token) }));
  return { token, userId: profile.data.user_id };
}

describe('office security: password change', { timeout: 30_000 }, () => {
  it('needs the old password, then the new one logs in and the old one no longer does', async () => {
    const { token } = await demo();
    const wrong = await t.app.inject({ method: 'POST', url: '/office-api/security/password', headers: bearer(token), payload: { old_password: b64('nope-nope'), new_password: b64('Fresh-Pass-77') } });
    expect(t.json(wrong)).toMatchObject({ code: 'wrong_password' });
    const changed = await t.app.inject({ method: 'POST', url: '/office-api/security/password', headers: bearer(token), payload: { old_password: b64('Demo1234!'), new_password: b64('Fresh-Pass-77') } });
    expect(changed.statusCode).toBe(200);
    expect(t.json<{ data: { protection_methods: { is_changed_password: boolean } } }>(changed).data.protection_methods.is_changed_password).toBe(true);
    await expect(t.login('demo', 'Demo1234!')).rejects.toThrow();
    expect(await t.login('demo', 'Fresh-Pass-77')).toBeTruthy();
  });

  it('issue 32, finding 4: a password change signs out every other session of the player, and keeps the one that changed it', async () => {
    const { token } = await demo();
    const elsewhere = await t.login('demo', 'Demo1234!');
    expect((await t.app.inject({ url: '/office-api/profile', headers: bearer(elsewhere) })).statusCode).toBe(200);
    const changed = await t.app.inject({ method: 'POST', url: '/office-api/security/password', headers: bearer(token), payload: { old_password: b64('Demo1234!'), new_password: b64('Fresh-Pass-77') } });
    expect(changed.statusCode).toBe(200);
    // A stolen session does not outlive the password it was stolen with.
    expect((await t.app.inject({ url: '/office-api/profile', headers: bearer(elsewhere) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/office-api/profile', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('applies the password policy to the new password', async () => {
    const { token } = await demo();
    const weak = await t.app.inject({ method: 'POST', url: '/office-api/security/password', headers: bearer(token), payload: { old_password: b64('Demo1234!'), new_password: b64('short') } });
    expect(t.json(weak)).toMatchObject({ code: 'weak_password', reason: 'too_short' });
  });
});

describe('office security: two-step confirmed by a code', { timeout: 30_000 }, () => {
  it('turns two-step on only with the code sent for that purpose, and the level rises', async () => {
    const { token, userId } = await demo();
    const before = t.json<{ data: { protection_level: number } }>(await t.app.inject({ url: '/office-api/profile', headers: bearer(token) })).data.protection_level;
    const sent = await t.app.inject({ method: 'POST', url: '/office-api/security/code', headers: bearer(token), payload: { password: b64('Demo1234!'), purpose: 'two_step_on' } });
    expect(t.json(sent)).toMatchObject({ success: true });
    const wrong = await t.app.inject({ method: 'POST', url: '/office-api/security/two-step', headers: bearer(token), payload: { enable: true, code: '000000' === (await lastCode(`office:two_step_on:${userId}`)) ? '111111' : '000000' } });
    expect(t.json(wrong)).toMatchObject({ code: 'wrong_code', attemptsLeft: 4 });
    const code = await lastCode(`office:two_step_on:${userId}`);
    const on = await t.app.inject({ method: 'POST', url: '/office-api/security/two-step', headers: bearer(token), payload: { enable: true, code } });
    const data = t.json<{ data: { protection_level: number; protection_methods: { enable_two_factor_auth: boolean } } }>(on).data;
    expect(data.protection_methods.enable_two_factor_auth).toBe(true);
    expect(data.protection_level).toBe(before + 30);
    // The next login asks for the two-step code.
    const login = await t.app.inject({ method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': await t.fingerprint() }, payload: { login: b64('demo'), password: b64('Demo1234!') } });
    expect(t.json(login)).toMatchObject({ two_step_required: true });
  });

  it('burns the code after 5 wrong answers and refuses an expired code', async () => {
    const { token, userId } = await demo();
    await t.app.inject({ method: 'POST', url: '/office-api/security/code', headers: bearer(token), payload: { password: b64('Demo1234!'), purpose: 'two_step_on' } });
    const code = await lastCode(`office:two_step_on:${userId}`);
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await t.app.inject({ method: 'POST', url: '/office-api/security/two-step', headers: bearer(token), payload: { enable: true, code: wrongCode } });
    const burned = await t.app.inject({ method: 'POST', url: '/office-api/security/two-step', headers: bearer(token), payload: { enable: true, code } });
    expect(t.json(burned)).toMatchObject({ code: 'code_attempts_exceeded' });

    await t.app.inject({ method: 'POST', url: '/office-api/security/code', headers: bearer(token), payload: { password: b64('Demo1234!'), purpose: 'two_step_on' } });
    const late = await lastCode(`office:two_step_on:${userId}`);
    t.clock.advance(6 * 60 * 1000);
    const fresh = await t.login('demo', 'Demo1234!');
    const expired = await t.app.inject({ method: 'POST', url: '/office-api/security/two-step', headers: bearer(fresh), payload: { enable: true, code: late } });
    expect(t.json(expired)).toMatchObject({ code: 'time_up' });
  });
});

describe('office security: phone binding, security question, e-mail auth', { timeout: 30_000 }, () => {
  it('binds a new phone only with the code sent to that very number', async () => {
    const { token, userId } = await demo();
    await t.app.inject({ method: 'POST', url: '/office-api/security/code', headers: bearer(token), payload: { password: b64('Demo1234!'), purpose: 'phone', country_code: '7', phone_number: '9005550101' } });
    const code = await lastCode(`office:phone:${userId}:+79005550101`);
    const other = await t.app.inject({ method: 'POST', url: '/office-api/security/phone', headers: bearer(token), payload: { country_code: '7', phone_number: '9005550102', code } });
    expect(t.json(other)).toMatchObject({ code: 'wrong_code' });
    const bound = await t.app.inject({ method: 'POST', url: '/office-api/security/phone', headers: bearer(token), payload: { country_code: '7', phone_number: '9005550101', code } });
    expect(t.json<{ data: { phone_number: string } }>(bound).data.phone_number).toBe('9005550101');
  });

  it("refuses another player's phone", async () => {
    const { token } = await demo();
    const taken = await t.app.inject({ method: 'POST', url: '/office-api/security/code', headers: bearer(token), payload: { password: b64('Demo1234!'), purpose: 'phone', country_code: '7', phone_number: '9001234569' } });
    expect(t.json(taken)).toMatchObject({ code: 'phone_taken' });
  });

  it('sets a security question with the password and switches e-mail auth on', async () => {
    const { token } = await demo();
    const noPassword = await t.app.inject({ method: 'PUT', url: '/office-api/security/question', headers: bearer(token), payload: { question_id: 2, answer: 'Barsik', password: b64('wrong-one') } });
    expect(t.json(noPassword)).toMatchObject({ code: 'wrong_password' });
    const set = await t.app.inject({ method: 'PUT', url: '/office-api/security/question', headers: bearer(token), payload: { question_id: 2, answer: 'Barsik', password: b64('Demo1234!') } });
    expect(t.json<{ data: { security_question_id: number; protection_methods: { enable_security_question: boolean } } }>(set).data).toMatchObject({ security_question_id: 2, protection_methods: { enable_security_question: true } });
    const email = await t.app.inject({ method: 'PUT', url: '/office-api/security/email-auth', headers: bearer(token), payload: { enabled: true } });
    expect(t.json<{ data: { protection_methods: { enable_email_auth: boolean } } }>(email).data.protection_methods.enable_email_auth).toBe(true);
  });
});

describe('office phone change: the shared phone rule (@arena/domain phoneRules, as at registration)', { timeout: 30_000 }, () => {
  it.each([
    ['ru', '7', '900555010'], // Russia: 10 digits, 9 given
    ['en', '994', '5012345678'], // Azerbaijan: 9 digits, 10 given
  ])('in %s, +%s %s is refused with the form\'s message, both for the code and for the binding', async (language, dial, number) => {
    const { token, userId } = await demo();
    const headers = { ...bearer(token), 'x-language': language };
    const sent = await t.app.inject({ method: 'POST', url: '/office-api/security/code', headers, payload: { password: b64('Demo1234!'), purpose: 'phone', country_code: dial, phone_number: number } });
    expect(sent.statusCode).toBe(400);
    expect(t.json(sent)).toMatchObject({ code: 'invalid_field', messageKey: 'field_phone_length', message: formPhoneLengthText(language) });
    // Even with a code for that very number (sent before the rule was enforced), the binding is refused.
    const codes = t.json<{ codes: Array<{ code: string }> }>(await t.app.inject({ url: `/test-api/codes?kind=sms&target=${encodeURIComponent(`office:phone:${userId}:+${dial}${number}`)}` })).codes;
    const bound = await t.app.inject({ method: 'POST', url: '/office-api/security/phone', headers, payload: { country_code: dial, phone_number: number, code: codes[0]?.code ?? '1234' } });
    expect(bound.statusCode).toBe(400);
    expect(t.json(bound)).toMatchObject({ code: 'invalid_field', message: formPhoneLengthText(language) });
    const profile = t.json<{ data: { phone_number: string } }>(await t.app.inject({ url: '/office-api/profile', headers: bearer(token) }));
    expect(profile.data.phone_number).toBe('9001234567');
  });
});
