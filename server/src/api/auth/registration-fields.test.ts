/**
 * Issue 27: the full registration checks the shared field rules (@arena/domain fields/) on the server and
 * answers the refusal the form shows, in the form's words (the auth dictionary).
 */
import { describe, expect, it } from 'vitest';
import ruAuth from '../dictionaries/data/ru/auth.json' with { type: 'json' };
import enAuth from '../dictionaries/data/en/auth.json' with { type: 'json' };
import { b64, type TestApi, buildVisitorApi, freshForEachTest } from '../test-support.ts';

let t: TestApi;
let fp: string;
freshForEachTest(buildVisitorApi, (visitor) => {
  ({ t, fp } = visitor);
});

const valid = {
  currency_id: 1, country_id: 1, first_deposit_bonus_choice: 1,
  login: b64('newbie'), password: b64('Newbie123'), email: 'newbie@x.test', name: 'New', surname: "O'Neil", date_birthday: '1990-05-01',
};
const register = (changes: object, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/auth-api/registration/full', payload: { ...valid, ...changes }, headers: { 'x-fingerprint': fp, 'x-language': language } });

describe('full registration applies the shared field rules (issue 27)', () => {
  it('a login "<b> x" is refused 400 with the form’s login-format message', async () => {
    const response = await register({ login: b64('<b> x') });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ code: 'invalid_field', field: 'login', messageKey: 'field_login_format', message: enAuth.field_login_format });
  });

  it('spec 18+: a birth date of 2020-01-01 is refused 400 with the form’s adults-only message, in the asked language', async () => {
    const response = await register({ date_birthday: '2020-01-01' }, 'ru');
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ field: 'dateBirthday', messageKey: 'field_adult_only', message: ruAuth.field_adult_only });
  });

  it('a name of 51 letters or with markup is refused; the e-mail a@b.c is refused as by the profile', async () => {
    expect(t.json(await register({ name: 'A'.repeat(51) }))).toMatchObject({ field: 'name', messageKey: 'field_too_long' });
    expect(t.json(await register({ surname: '<b>' }))).toMatchObject({ field: 'surname', messageKey: 'field_name_letters' });
    const email = await register({ email: 'a@b.c' });
    expect(email.statusCode).toBe(400);
    expect(t.json(email)).toMatchObject({ field: 'email', messageKey: 'field_email_format', message: enAuth.field_email_format });
  });

  it('valid details still register', async () => {
    expect((await register({})).statusCode).toBe(200);
  });
});

describe('phone registration applies the shared phone rule (issue 27)', () => {
  const registerPhone = (phone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth-api/registration/phone',
      payload: { currency_id: 1, country_id: 1, first_deposit_bonus_choice: 1, country_code: '7', phone_number: phone, password: b64('Phone1234') },
      headers: { 'x-fingerprint': fp, 'x-language': 'en' },
    });

  it('a Russian number of 9 digits (the form wants 10 after +7) is refused 400 with the form’s message', async () => {
    const response = await registerPhone('911000000');
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ code: 'invalid_field', field: 'phone', messageKey: 'field_phone_length', message: enAuth.field_phone_length });
  });

  it('a Russian number of 10 digits registers', async () => {
    expect((await registerPhone('9110000001')).statusCode).toBe(200);
  });
});
