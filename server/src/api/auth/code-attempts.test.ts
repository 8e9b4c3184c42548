/**
 * Issue 16, finding 2: one-time codes could be brute-forced (400 wrong two-step codes, then the right one
 * accepted). Every code now survives MAX_CODE_ATTEMPTS wrong answers; the one that reaches it burns the
 * code, and even the right code is then refused until a new one is asked for.
 */
import { describe, expect, it } from 'vitest';
import { b64, bearer, type TestApi, buildVisitorApi, freshForEachTest } from '../test-support.ts';
import { MAX_CODE_ATTEMPTS } from './login-service.ts';

let t: TestApi;
let fp: string;

freshForEachTest(buildVisitorApi, (visitor) => {
  ({ t, fp } = visitor);
});

/** A sensitive call; a captcha_required answer (the failed-login rule) is solved and the call retried. */
async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const send = (extra: Record<string, string>) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-fingerprint': fp, ...headers, ...extra } });
  const first = await send({});
  const body = t.json<{ code?: string; captchaCode?: number }>(first);
  if (body.code !== 'captcha_required') return first;
  const challenge = t.json<{ captchaId: string }>(await t.app.inject(`/captcha-api/update?captchaCode=${body.captchaCode}`));
  const { answer } = t.json<{ answer: string }>(await t.app.inject(`/test-api/captcha/${challenge.captchaId}`));
  const solved = t.json<{ token: string }>(await t.app.inject({ method: 'POST', url: '/captcha-api/validate', payload: { captchaId: challenge.captchaId, answer } }));
  return send({ 'x-captcha-token': solved.token });
}

const lastCode = async (query: string) => t.json<{ codes: Array<{ code: string }> }>(await t.app.inject(`/test-api/codes?limit=1&${query}`)).codes[0]!.code;
/** Codes are 100000..999999, so this is never the right one. */
const WRONG = '000000';

/** Sends WRONG MAX_CODE_ATTEMPTS + 1 times: wrong_code (attempts left) until the code burns. */
async function burn(attempt: (code: string) => Promise<{ statusCode: number; body: string }>) {
  for (let i = 1; i <= MAX_CODE_ATTEMPTS + 1; i++) {
    const response = await attempt(WRONG);
    expect(response.statusCode).toBe(400);
    if (i < MAX_CODE_ATTEMPTS) expect(t.json(response as never)).toMatchObject({ code: 'wrong_code', attemptsLeft: MAX_CODE_ATTEMPTS - i });
    else expect(t.json(response as never)).toMatchObject({ code: 'code_attempts_exceeded' });
  }
}

describe('one-time codes are burned after a few wrong answers', () => {
  it('two-step: the 6th wrong code answers code_attempts_exceeded, the right code is then refused; a resent code works', async () => {
    const pending = t.json<{ token: string }>(await post('/auth-api/login', { login: b64('twofa'), password: b64('TwoFa1234!') }));
    const code = await lastCode('kind=two_step&login=twofa');
    await burn((c) => post('/auth-api/login/two-step', { token: pending.token, code: c }));
    const right = await post('/auth-api/login/two-step', { token: pending.token, code }, { 'x-language': 'en' });
    expect(right.statusCode).toBe(400);
    expect(t.json(right)).toMatchObject({ code: 'code_attempts_exceeded' });
    expect(t.json<{ message: string }>(right).message).toMatch(/new code/);

    const resent = await post('/auth-api/login/two-step/send', { token: pending.token });
    expect(resent.statusCode).toBe(200);
    const renewed = t.json<{ token: string; two_step_required: boolean }>(resent);
    expect(renewed.two_step_required).toBe(true);
    const fresh = await lastCode('kind=two_step&login=twofa');
    const signedIn = await post('/auth-api/login/two-step', { token: renewed.token, code: fresh });
    expect(signedIn.statusCode).toBe(200);
    expect(t.json(signedIn)).toMatchObject({ success: true });
  });

  it('two-step resend refuses a token that is not a pending login (e.g. a recovery token)', async () => {
    const recovery = t.json<{ recoveryToken: string }>(await post('/auth-api/password-recovery/request', { login: b64('twofa') }));
    const resent = await post('/auth-api/login/two-step/send', { token: recovery.recoveryToken });
    expect(t.json(resent)).toMatchObject({ code: 'time_up' });
  });

  it('an older unexpired code does not come back once the newest is burned', async () => {
    await post('/auth-api/login', { login: b64('twofa'), password: b64('TwoFa1234!') });
    const older = await lastCode('kind=two_step&login=twofa');
    const pending = t.json<{ token: string }>(await post('/auth-api/login', { login: b64('twofa'), password: b64('TwoFa1234!') }));
    await burn((c) => post('/auth-api/login/two-step', { token: pending.token, code: c }));
    expect(t.json(await post('/auth-api/login/two-step', { token: pending.token, code: older }))).toMatchObject({ code: 'code_attempts_exceeded' });
  });

  it('password recovery: the 6th wrong code burns it, the right one is refused; a new request sends a working code', async () => {
    const { recoveryToken } = t.json<{ recoveryToken: string }>(await post('/auth-api/password-recovery/request', { login: b64('demo') }));
    const code = await lastCode('kind=recovery&login=demo');
    await burn((c) => post('/auth-api/password-recovery/verify', { recoveryToken, code: c }));
    expect(t.json(await post('/auth-api/password-recovery/verify', { recoveryToken, code }))).toMatchObject({ code: 'code_attempts_exceeded' });

    const again = t.json<{ recoveryToken: string }>(await post('/auth-api/password-recovery/request', { login: b64('demo') }));
    const fresh = await lastCode('kind=recovery&login=demo');
    const verified = await post('/auth-api/password-recovery/verify', { recoveryToken: again.recoveryToken, code: fresh });
    expect(verified.statusCode).toBe(200);
  });

  it('SMS login: the 6th wrong code burns it, the right one is refused; a new SMS works', async () => {
    const phone = { country_code: '7', phone_number: '9001234567' };
    expect((await post('/auth-api/sms/send', phone)).statusCode).toBe(200);
    const code = await lastCode('kind=sms&target=%2B79001234567');
    await burn((c) => post('/auth-api/login/sms', { ...phone, 'sms-code': c }));
    expect(t.json(await post('/auth-api/login/sms', { ...phone, 'sms-code': code }))).toMatchObject({ code: 'code_attempts_exceeded' });

    expect((await post('/auth-api/sms/send', phone)).statusCode).toBe(200);
    const fresh = await lastCode('kind=sms&target=%2B79001234567');
    expect((await post('/auth-api/login/sms', { ...phone, 'sms-code': fresh })).statusCode).toBe(200);
  });

  it('activation (signed in): the 6th wrong code burns it, the right one is refused; a resent code works', async () => {
    const token = await t.login('demo', 'Demo1234!');
    const activate = (code: string) => t.app.inject({ method: 'POST', url: '/auth-api/activate', payload: { code }, headers: bearer(token) });
    expect((await t.app.inject({ method: 'POST', url: '/auth-api/activation/send', headers: bearer(token) })).statusCode).toBe(200);
    const code = await lastCode('kind=activation&login=demo');
    await burn(activate);
    expect(t.json(await activate(code))).toMatchObject({ code: 'code_attempts_exceeded' });

    expect((await t.app.inject({ method: 'POST', url: '/auth-api/activation/send', headers: bearer(token) })).statusCode).toBe(200);
    expect((await activate(await lastCode('kind=activation&login=demo'))).statusCode).toBe(200);
  });

  it('the message is in the request language', async () => {
    const pending = t.json<{ token: string }>(await post('/auth-api/login', { login: b64('twofa'), password: b64('TwoFa1234!') }));
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i++) await post('/auth-api/login/two-step', { token: pending.token, code: WRONG });
    const burned = await post('/auth-api/login/two-step', { token: pending.token, code: WRONG }, { 'x-language': 'ru' });
    expect(t.json<{ message: string }>(burned).message).toMatch(/новый код/);
  });
});
