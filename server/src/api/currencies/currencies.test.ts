import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES } from '../shared/reference-data.ts';
import { bearer, buildTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await buildTestApi();
});
afterAll(async () => {
  await t.app.close();
});

type Answer = { currencies: Array<{ id: number; iso: string; symbol: string; name: string }> };

describe('GET /web-api/currencies', () => {
  it('lists the account currencies (the reference table) with English names by default', async () => {
    const response = await t.app.inject({ url: '/web-api/currencies', headers: { 'x-language': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { currencies } = t.json<Answer>(response);
    expect(currencies.map((c) => [c.id, c.iso, c.symbol])).toEqual(CURRENCIES.map((c) => [c.id, c.iso, c.symbol]));
    expect(currencies.find((c) => c.iso === 'USD')?.name).toBe('US dollar');
  });

  it('names follow ?lang, else X-Language, in the six interface languages; any other language reads English', async () => {
    const ru = t.json<Answer>(await t.app.inject({ url: '/web-api/currencies?lang=ru' }));
    expect(ru.currencies.find((c) => c.iso === 'RUB')?.name).toBe('Российский рубль');
    const header = t.json<Answer>(await t.app.inject({ url: '/web-api/currencies', headers: { 'x-language': 'ru' } }));
    expect(header.currencies.find((c) => c.iso === 'EUR')?.name).toBe('Евро');
    const kz = t.json<Answer>(await t.app.inject({ url: '/web-api/currencies?lang=kz' }));
    expect(kz.currencies.find((c) => c.iso === 'KZT')?.name).toBe('Қазақстан теңгесі');
    const ar = t.json<Answer>(await t.app.inject({ url: '/web-api/currencies', headers: { 'x-language': 'ar' } }));
    expect(ar.currencies.find((c) => c.iso === 'KWD')?.name).toBe('الدينار الكويتي');
    const de = t.json<Answer>(await t.app.inject({ url: '/web-api/currencies?lang=de' }));
    expect(de.currencies.find((c) => c.iso === 'KZT')?.name).toBe('Kazakhstani tenge');
  });

  it('refuses a malformed lang with a validation error', async () => {
    const response = await t.app.inject({ url: '/web-api/currencies?lang=english' });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ code: 'validation_error' });
  });

  it('every listed currency is one registration accepts', async () => {
    const { currencies } = t.json<Answer>(await t.app.inject({ url: '/web-api/currencies' }));
    const fp = await t.fingerprint();
    for (const currency of currencies) {
      const response = await t.app.inject({
        method: 'POST', url: '/auth-api/registration/one_click', headers: { 'x-fingerprint': fp }, remoteAddress: `10.0.0.${currency.id}`,
        payload: { currency_id: currency.id, country_id: 1, first_deposit_bonus_choice: 0 },
      });
      expect(response.statusCode, currency.iso).toBe(200);
      const accounts = t.json<{ all_accounts: Array<{ iso: string }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(t.json<{ token: string }>(response).token) }));
      expect(accounts.all_accounts[0]?.iso).toBe(currency.iso);
    }
  });
});
