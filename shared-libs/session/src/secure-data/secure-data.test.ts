import { describe, expect, it, vi } from 'vitest';
import { GRANT_COOKIE_LIFETIME_SECONDS, createSecureDataLoader } from './secure-data.ts';
import { harness } from '../test-support.ts';
import type { CookieStore } from '@arena/utils';

describe('secure-data grant', () => {
  it('the grant cookie is stored for 1800 s; the session id is never put in the URL (the HttpOnly cookie keys the call)', async () => {
    const h = harness();
    const cookies: CookieStore = { get: vi.fn((name: string) => (name === 'ua_present' ? '1' : undefined)), set: vi.fn(), remove: vi.fn() };
    h.fetch.on('GET', '/web-api/user/secure-data', { body: { ggru: 'g', grant: 'gr', expiresAt: 1_800 } });
    await expect(createSecureDataLoader({ http: h.http, cookies })()).resolves.toBe(true);
    expect(h.fetch.calls[0]?.url).toBe('/web-api/user/secure-data');
    expect(cookies.set).toHaveBeenCalledWith('ggru', 'g');
    expect(cookies.set).toHaveBeenCalledWith('grant', 'gr', { maxAgeSeconds: 1800 });
    expect(GRANT_COOKIE_LIFETIME_SECONDS).toBe(1800);
  });

  it('without the ua_present marker (no session) nothing is requested', async () => {
    const h = harness();
    const cookies: CookieStore = { get: () => undefined, set: vi.fn(), remove: vi.fn() };
    await expect(createSecureDataLoader({ http: h.http, cookies })()).resolves.toBe(false);
    expect(h.fetch.calls).toHaveLength(0);
  });
});
