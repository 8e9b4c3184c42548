import { afterEach, describe, expect, it } from 'vitest';
import { b64, bearer, buildTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
afterEach(async () => t?.app.close());

const edit = {
  name: 'Иван', surname: 'Петров', email: 'ivan@example.com', date_birthday: '1991-03-04', document_type_id: 1, inn: '500100732259',
  passport: '4510 654321', passport_date: '2012-01-10', passport_end_date: '2032-01-10', registration_address: 'Казань, ул. Баумана, 5',
};

describe('office profile (account and account/edit)', { timeout: 30_000 }, () => {
  it('saves valid user data and answers it again on the next read', async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    const saved = await t.app.inject({ method: 'PUT', url: '/office-api/profile', headers: bearer(token), payload: { ...edit, password: b64('Demo1234!') } });
    expect(saved.statusCode).toBe(200);
    const read = t.json<{ data: { email: string; user_data: Record<string, unknown> } }>(await t.app.inject({ url: '/office-api/profile', headers: bearer(token) }));
    expect(read.data.email).toBe('ivan@example.com');
    expect(read.data.user_data).toMatchObject({ name: 'Иван', surname: 'Петров', inn: '500100732259', registration_address: 'Казань, ул. Баумана, 5' });
  });

  it('refuses invalid fields with a reason per field and saves nothing', async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    const refused = await t.app.inject({ method: 'PUT', url: '/office-api/profile', headers: { ...bearer(token), 'x-language': 'en' }, payload: { ...edit, name: '', date_birthday: '2015-01-01' } });
    expect(refused.statusCode).toBe(400);
    expect(t.json(refused)).toMatchObject({ code: 'invalid_fields', message: 'Please check the form fields', fields: { name: 'required', date_birthday: 'too_young' } });
    const read = t.json<{ data: { user_data: { name: string } } }>(await t.app.inject({ url: '/office-api/profile', headers: bearer(token) }));
    expect(read.data.user_data.name).not.toBe('');
  });

  it("refuses another player's e-mail", async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    const refused = await t.app.inject({ method: 'PUT', url: '/office-api/profile', headers: bearer(token), payload: { ...edit, email: 'twofa@arena.test' } });
    expect(t.json(refused)).toMatchObject({ code: 'invalid_fields', fields: { email: 'taken' } });
  });

  it('a banned player may read the profile but not change it', async () => {
    t = await buildTestApi();
    const token = await t.login('banned', 'Banned1234!');
    expect((await t.app.inject({ url: '/office-api/profile', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/office-api/profile', headers: bearer(token), payload: edit })).statusCode).toBe(403);
  });

  it('persists display settings for the player and refuses values outside the lists', async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    expect(t.json(await t.app.inject({ url: '/office-api/settings', headers: bearer(token) }))).toEqual({ data: null });
    const settings = { appTheme: 0, appViewType: 1, appFontSize: 18, coefViewId: 2, timeZone: 5, is12h: true };
    expect((await t.app.inject({ method: 'PUT', url: '/office-api/settings', headers: bearer(token), payload: settings })).statusCode).toBe(200);
    expect(t.json(await t.app.inject({ url: '/office-api/settings', headers: bearer(token) }))).toEqual({ data: settings });
    expect((await t.app.inject({ method: 'PUT', url: '/office-api/settings', headers: bearer(token), payload: { ...settings, appFontSize: 40 } })).statusCode).toBe(400);
  });

  it('the user config (spec §3) carries the saved user data and the office protection level', async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    await t.app.inject({ method: 'PUT', url: '/office-api/profile', headers: bearer(token), payload: { ...edit, password: b64('Demo1234!') } });
    const config = t.json<{ result: { user_data: Record<string, unknown>; protection_level: number } }>(await t.app.inject({ url: '/web-api/user/config', headers: bearer(token) }));
    const profile = t.json<{ data: { protection_level: number } }>(await t.app.inject({ url: '/office-api/profile', headers: bearer(token) }));
    expect(config.result.user_data).toMatchObject({ passport: '4510 654321', registration_address: 'Казань, ул. Баумана, 5', surname: 'Петров' });
    expect(config.result.protection_level).toBe(profile.data.protection_level);
  });

  it('needs a signed-in player', async () => {
    t = await buildTestApi();
    expect((await t.app.inject({ url: '/office-api/profile' })).statusCode).toBe(401);
    expect(b64('x')).toBe('eA==');
  });
});
