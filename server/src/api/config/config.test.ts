import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import type { SiteConfig } from '@arena/domain';
import { buildTestApi, type TestApi } from '../test-support.ts';
import { DEFAULT_SITE_CONFIG } from './default-config.ts';
import { SiteConfig as SiteConfigSchema } from '@arena/contracts';

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi();
});
afterEach(async () => {
  await t.app.close();
});

describe('site config', () => {
  it('the shipped document satisfies its schema', () => {
    expect(Value.Check(SiteConfigSchema, DEFAULT_SITE_CONFIG)).toBe(true);
  });

  it('all.json answers the whole document, cached between 600 and 900 s', async () => {
    const response = await t.app.inject('/bff-api/config/all.json?lang=en');
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(600);
    expect(maxAge).toBeLessThanOrEqual(900);
    const config = t.json<SiteConfig>(response);
    expect(config.core).toMatchObject({ defaultLanguage: 'ru', fallbackLanguage: 'en', language: 'en' });
    expect(config.routes.availability).toMatchObject({ '47': true, '72': true });
  });

  it('group/get answers only the asked groups', async () => {
    const response = await t.app.inject('/bff-api/config/group/get?groups=core,auth&lang=ru');
    expect(Object.keys(t.json(response)).sort()).toEqual(['auth', 'core']);
    expect(response.headers['cache-control']).toContain('max-age=');
  });

  it('unknown groups or a bad lang answer 400 validation_error', async () => {
    expect(t.json(await t.app.inject('/bff-api/config/group/get?groups=core,nope'))).toMatchObject({ code: 'validation_error' });
    expect((await t.app.inject('/bff-api/config/all.json?lang=english')).statusCode).toBe(400);
    expect((await t.app.inject('/bff-api/config/group/get')).statusCode).toBe(400);
  });

  it('a test-control patch changes the served document; an invalid patch is refused', async () => {
    const ok = await t.app.inject({ method: 'PATCH', url: '/test-api/config', payload: { features: { flags: { '1788': true } }, payments: { accountDataVariant: 'v2' } } });
    expect(ok.statusCode).toBe(200);
    const config = t.json<SiteConfig>(await t.app.inject('/bff-api/config/all.json'));
    expect(config.features.flags['1788']).toBe(true);
    expect(config.payments.accountDataVariant).toBe('v2');
    const bad = await t.app.inject({ method: 'PATCH', url: '/test-api/config', payload: { application: { idleLogoutMinutes: 'soon' } } });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({ method: 'DELETE', url: '/test-api/config' });
    expect(t.json<SiteConfig>(await t.app.inject('/bff-api/config/all.json')).features.flags['1788']).toBe(false);
  });
});
