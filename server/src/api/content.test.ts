import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './test-support.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi();
});
afterEach(async () => {
  await t.app.close();
});

const block = (payload: object, country?: string) =>
  t.app.inject({ method: 'POST', url: '/blocks-api/api/v2/block', payload, headers: country ? { 'x-geo-country': country } : {} });

describe('redirects', () => {
  it('a legacy promotion path redirects to promotions/{slug} in the same language', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', payload: { url: '/en/bonus/rules/welcome?x=1' } });
    expect(t.json(response)).toEqual({
      code: 301, url: '/en/promotions/welcome?x=1', reasons: ['legacy_promotion'], breadcrumbs: [{ title: 'promotions/welcome', url: '/en/promotions/welcome' }],
    });
  });

  it('lpage/{id} redirects to landing-page/{id}; an unknown path answers code 0', async () => {
    const lpage = await t.app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', payload: { url: '/ru/lpage/spring' } });
    expect(t.json(lpage)).toMatchObject({ code: 301, url: '/ru/landing-page/spring' });
    const none = await t.app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', payload: { url: '/ru/live' } });
    expect(t.json(none)).toEqual({ code: 0, url: '', reasons: [], breadcrumbs: [] });
  });
});

describe('blocks', () => {
  it('no X-Geo-Country means no block', async () => {
    expect(t.json(await block({ auth: false, url: '/ru/' }))).toEqual({ displayType: 0, templateTypeId: null });
  });

  it('seeded rules: ua → 13 (block-ua), ie → 17 (block-ie), ru → none', async () => {
    expect(t.json(await block({ auth: false, url: '/ru/' }, 'UA'))).toEqual({ displayType: 1, templateTypeId: 13 });
    expect(t.json(await block({ auth: true, url: '/en/live' }, 'ie'))).toEqual({ displayType: 1, templateTypeId: 17 });
    expect(t.json(await block({ auth: false, url: '/ru/' }, 'ru'))).toEqual({ displayType: 0, templateTypeId: null });
  });

  it('rules set through test controls apply by country, auth scope and path prefix', async () => {
    await t.app.inject({
      method: 'PUT', url: '/test-api/blocks',
      payload: { rules: [{ country: 'ru', auth_scope: 'guest', path_prefix: 'casino', display_type: 1, template_type_id: 4 }, { country: '*', display_type: 1, template_type_id: 8 }] },
    });
    expect(t.json(await block({ auth: false, url: '/ru/casino/x' }, 'ru'))).toMatchObject({ templateTypeId: 4 });
    expect(t.json(await block({ auth: true, url: '/ru/casino/x' }, 'ru'))).toMatchObject({ templateTypeId: 8 });
  });
});

describe('dictionaries', () => {
  it('the spec texts are present (errors namespace)', async () => {
    const errors = t.json<Record<string, string>>(await t.app.inject('/dictionary-api/en/errors'));
    for (const key of ['main_dictionary_load_error', 'responsible_gaming_cancel_limit_error', 'responsible_gaming_confirm_limit_error', 'session limit ended', 'visit tomorrow', 'page refresh', 'This page could not be found', 'Unknown middleware']) {
      expect(errors[key], key).toBeTruthy();
    }
  });

  it('a language answers its own dictionary with its language tag; one without files answers en; an unknown namespace 404', async () => {
    const kz = await t.app.inject('/dictionary-api/kz/common');
    expect(kz.headers['content-language']).toBe('kk');
    expect(t.json<Record<string, string>>(kz)).not.toEqual(t.json<Record<string, string>>(await t.app.inject('/dictionary-api/en/common')));
    expect((await t.app.inject('/dictionary-api/uz/common')).headers['content-language']).toBe('en');
    expect((await t.app.inject('/dictionary-api/ru/nothing')).statusCode).toBe(404);
    expect((await t.app.inject('/dictionary-api/russian/common')).statusCode).toBe(400);
  });

  it('the ops namespace answers its nested groups whole, in the language asked (the recursive DictionaryResource schema)', async () => {
    const ops = (lang: string) => t.app.inject(`/dictionary-api/${lang}/ops`);
    const en = t.json<{ signIn: { token: string; submit: string }; reason: Record<string, string> }>(await ops('en'));
    expect(en.signIn).toEqual({ token: 'Operator token', submit: 'Sign in' });
    expect(Object.keys(en.reason)).toEqual(['label', 'placeholder', 'required']);
    const ru = t.json<{ signIn: { token: string } }>(await ops('ru'));
    expect(ru.signIn.token).not.toBe('Operator token');
    expect(typeof ru.signIn.token).toBe('string');
  });
});

describe('SEO page data', () => {
  it('per path and language, with defaults and inheritance of the nearest entry', async () => {
    const about = t.json<Record<string, unknown>>(await t.app.inject('/seo-api/page-data?path=/en/about&lang=en'));
    expect(about).toMatchObject({ title: 'About us', siteName: 'Arena', metaRobots: 'index, follow', customCanonical: null });
    const office = t.json<Record<string, unknown>>(await t.app.inject('/seo-api/page-data?path=/ru/office/account&lang=ru'));
    expect(office).toMatchObject({ metaRobots: 'noindex, nofollow' });
    const unknown = t.json<Record<string, unknown>>(await t.app.inject('/seo-api/page-data?path=/ru/zzz'));
    expect(unknown).toMatchObject({ title: 'Arena', content: { html: '', styles: '' } });
  });
});

describe('policy logo', () => {
  it('web-api/policy/logo.agif answers an uncached transparent GIF', async () => {
    const response = await t.app.inject('/web-api/policy/logo.agif');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  });
});

describe('phone countries and masks', () => {
  it('countries carry id, name, country_code, tel_code; masks CountryId, Mask, Max, Min', async () => {
    const { countries } = t.json<{ countries: Array<Record<string, unknown>> }>(await t.app.inject('/web-api/phone/countries?lang=en'));
    expect(countries[0]).toEqual({ id: 1, name: 'Russia', country_code: 'ru', tel_code: '7' });
    const { masks } = t.json<{ masks: Array<Record<string, unknown>> }>(await t.app.inject('/web-api/phone/masks'));
    expect(masks[0]).toEqual({ CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10 });
  });
});
