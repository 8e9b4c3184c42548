import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountData } from '@arena/domain';
import { bearer, buildTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await buildTestApi();
  auth = bearer(await t.login('demo', 'Demo1234!'));
});
afterEach(async () => {
  await t.app.close();
});

const legacy = async () => t.json<AccountData>(await t.app.inject({ url: '/web-api/user/account-data', headers: auth }));

describe('account data', () => {
  it('the demo player has main RUB, bonus and a USD currency account (types 0, 4, 9)', async () => {
    const data = await legacy();
    expect(data.all_accounts.map((a) => [a.type, a.iso])).toEqual([[0, 'RUB'], [4, 'RUB'], [9, 'USD']]);
    expect(data.balance).toBe(10000);
    expect(data.bonus).toMatchObject({ money: 500 });
    expect(data.is_available_first_deposit_bonus).toBe(false);
    expect(data.all_accounts[0]).toMatchObject({ isActive: true, symbol: '₽', currencyId: 1 });
  });

  it('config 1788 variant v2 answers the same data under { data }', async () => {
    const v2 = await t.app.inject({ url: '/office-api/v2/accounts', headers: auth });
    expect(t.json<{ data: AccountData }>(v2).data).toEqual(await legacy());
  });

  it('account data answers 401 without a token', async () => {
    expect((await t.app.inject('/web-api/user/account-data')).statusCode).toBe(401);
  });
});

describe('set active account', () => {
  it('param id makes that account active and the balance follows it', async () => {
    const usd = (await legacy()).all_accounts.find((a) => a.iso === 'USD');
    const response = await t.app.inject({ method: 'POST', url: `/office-api/accounts/active?id=${usd?.id}`, headers: auth });
    expect(t.json(response)).toMatchObject({ success: true });
    const data = await legacy();
    expect(data.balance).toBe(150);
    expect(data.all_accounts.filter((a) => a.isActive).map((a) => a.iso)).toEqual(['USD']);
  });

  it('an unknown account id answers 404 with success false', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/office-api/accounts/active?id=9999', headers: auth });
    expect(response.statusCode).toBe(404);
    expect(t.json(response)).toMatchObject({ success: false, code: 'account_not_found' });
  });

  it('the refusal text is in the request language, at the top and in data.message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/office-api/accounts/active?id=9999', headers: { ...auth, 'X-Language': 'kz' } });
    const body = t.json<{ message: string; data: { message: string } }>(response);
    expect(body.message).toBe('Шот табылмады');
    expect(body.data.message).toBe(body.message);
  });
});

describe('add and remove currency', () => {
  it('an added currency account appears only after the add-currency delay (~2.5 s on the server clock)', async () => {
    const added = await t.app.inject({ method: 'POST', url: '/office-api/accounts/add', headers: auth, payload: { currency_id: 3 } });
    expect(t.json(added)).toMatchObject({ success: true, data: { message: expect.any(String) } });
    expect((await legacy()).all_accounts.some((a) => a.iso === 'EUR')).toBe(false);
    t.clock.advance(1000);
    expect((await legacy()).all_accounts.some((a) => a.iso === 'EUR')).toBe(false);
    t.clock.advance(2000);
    expect((await legacy()).all_accounts.find((a) => a.iso === 'EUR')).toMatchObject({ type: 9, money: 0 });
  });

  it('adding a currency the player already has answers 409 currency_exists', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/office-api/accounts/add', headers: auth, payload: { currency_id: 2 } });
    expect(response.statusCode).toBe(409);
    expect(t.json(response)).toMatchObject({ success: false, code: 'currency_exists' });
  });

  it('remove answers {success, message} for an empty currency account and refuses the main one', async () => {
    await t.app.inject({ method: 'POST', url: '/office-api/accounts/add', headers: auth, payload: { currency_id: 4 } });
    t.clock.advance(3000);
    const accounts = (await legacy()).all_accounts;
    const kzt = accounts.find((a) => a.iso === 'KZT');
    const removed = await t.app.inject({ method: 'POST', url: '/office-api/accounts/remove', headers: auth, payload: { id: kzt?.id } });
    expect(t.json(removed)).toMatchObject({ success: true, message: expect.any(String) });
    expect((await legacy()).all_accounts.some((a) => a.iso === 'KZT')).toBe(false);
    const main = accounts.find((a) => a.type === 0);
    const refused = await t.app.inject({ method: 'POST', url: '/office-api/accounts/remove', headers: auth, payload: { id: main?.id } });
    expect(refused.statusCode).toBe(400);
    expect(t.json(refused)).toMatchObject({ success: false, code: 'account_not_removable' });
  });

  it('a banned player may read accounts but not add a currency (403 banned)', async () => {
    const banned = bearer(await t.login('banned', 'Banned1234!'));
    expect((await t.app.inject({ url: '/web-api/user/account-data', headers: banned })).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'POST', url: '/office-api/accounts/add', headers: banned, payload: { currency_id: 3 } });
    expect(response.statusCode).toBe(403);
    expect(t.json(response)).toMatchObject({ code: 'banned', ban_level: 45 });
  });
});
