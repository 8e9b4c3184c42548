/** Issue 17 item 13: the policy logo follows the geo header; the host tells the shell the geo country. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi();
});
afterEach(async () => {
  await t.app.close();
});

describe('GET /web-api/policy/geo (the country of X-Geo-Country, spec §2 policy logo)', () => {
  it('answers the header country in lower case, never cached across visitors', async () => {
    const response = await t.app.inject({ url: '/web-api/policy/geo', headers: { 'x-geo-country': 'KZ' } });
    expect(response.statusCode).toBe(200);
    expect(t.json(response)).toEqual({ country: 'kz' });
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('no or a malformed header: null', async () => {
    expect(t.json(await t.app.inject('/web-api/policy/geo'))).toEqual({ country: null });
    expect(t.json(await t.app.inject({ url: '/web-api/policy/geo', headers: { 'x-geo-country': 'k<z' } }))).toEqual({ country: null });
  });
});
