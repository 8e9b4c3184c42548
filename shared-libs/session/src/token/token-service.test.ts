import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_CACHE_MS, createTokenService, isTokenValid } from './token-service.ts';
import { harness, inSeconds } from '../test-support.ts';

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2030, 0, 1) }));
afterEach(() => vi.useRealTimers());

const tokenReply = (token: string, ttl = 600) => () => ({ body: { data: { token, expiresAt: inSeconds(ttl) } } });

describe('token validity (spec §5)', () => {
  it('a token is valid only if it exists, has an expiry and the expiry is in the future', () => {
    const now = Date.now();
    expect(isTokenValid(null, now)).toBe(false);
    expect(isTokenValid({ value: '', expiresAt: inSeconds(60) }, now)).toBe(false);
    expect(isTokenValid({ value: 't' }, now)).toBe(false);
    expect(isTokenValid({ value: 't', expiresAt: inSeconds(0) }, now)).toBe(false);
    expect(isTokenValid({ value: 't', expiresAt: inSeconds(-1) }, now)).toBe(false);
    expect(isTokenValid({ value: 't', expiresAt: inSeconds(1) }, now)).toBe(true);
  });
});

describe('token service', () => {
  it('fetches gettoken?force_refresh=true without an Authorization header', async () => {
    const h = harness();
    h.fetch.on('GET', '/web-api/user/gettoken', tokenReply('t1'));
    const tokens = createTokenService(h);
    await expect(tokens.getToken()).resolves.toBe('t1');
    expect(h.fetch.calls[0]?.url).toBe('/web-api/user/gettoken?force_refresh=true');
    expect(h.fetch.calls[0]?.headers['authorization']).toBeUndefined();
  });

  it('concurrent callers share one token request in flight', async () => {
    const h = harness();
    h.fetch.on('GET', '/web-api/user/gettoken', tokenReply('t1'));
    const tokens = createTokenService(h);
    const all = await Promise.all([tokens.getToken(), tokens.getToken(), tokens.refresh()]);
    expect(all).toEqual(['t1', 't1', 't1']);
    expect(h.fetch.calls).toHaveLength(1);
  });

  it('a fetched token is cached for 60 s, then fetched again', async () => {
    const h = harness();
    h.fetch.on('GET', '/web-api/user/gettoken', tokenReply('t1'), tokenReply('t2'));
    const tokens = createTokenService(h);
    await tokens.getToken();
    vi.advanceTimersByTime(TOKEN_CACHE_MS - 1);
    await expect(tokens.getToken()).resolves.toBe('t1');
    expect(h.fetch.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect(tokens.getToken()).resolves.toBe('t2');
    expect(h.fetch.calls).toHaveLength(2);
    expect(TOKEN_CACHE_MS).toBe(60_000);
  });

  it('an expired token is not served from the cache', async () => {
    const h = harness();
    h.fetch.on('GET', '/web-api/user/gettoken', tokenReply('short', 10), tokenReply('t2'));
    const tokens = createTokenService(h);
    await tokens.getToken();
    vi.advanceTimersByTime(10_000);
    await expect(tokens.getToken()).resolves.toBe('t2');
  });

  it("a token fetch error is logged as 'Fetch token error' and rejected", async () => {
    const h = harness();
    h.fetch.on('GET', '/web-api/user/gettoken', { status: 500, body: { code: 'internal_error', message: 'Internal error' } });
    const tokens = createTokenService(h);
    await expect(tokens.getToken()).rejects.toMatchObject({ status: 500 });
    expect(h.logged('error')).toEqual(['Fetch token error']);
  });

  it('an answer without a valid token and expiry is a token fetch error: refused at the boundary when malformed, by the service when expired', async () => {
    const h = harness();
    h.fetch.on('GET', '/web-api/user/gettoken', { body: { data: { token: 't' } } }, { body: { data: { token: 't', expiresAt: inSeconds(-1) } } });
    await expect(createTokenService(h).getToken()).rejects.toMatchObject({ name: 'AnswerShapeError', route: 'GET /web-api/user/gettoken', path: '/data' });
    await expect(createTokenService(h).getToken()).rejects.toThrow('incorrect token response');
    expect(h.logged('error')).toEqual(['Fetch token error', 'Fetch token error']);
  });

  it('publishes auth:token-changed when the token appears and when it is deleted', async () => {
    const h = harness();
    h.fetch.on('GET', '/web-api/user/gettoken', tokenReply('t1'));
    const seen: boolean[] = [];
    h.bus.subscribe('auth:token-changed', (e) => seen.push(e.hasToken));
    const tokens = createTokenService(h);
    await tokens.getToken();
    tokens.invalidate();
    expect(seen).toEqual([true, false]);
  });

  it('as the auth provider, it heals a 401: the call is retried with a freshly fetched token', async () => {
    const h = harness();
    h.fetch
      .on('GET', '/web-api/user/gettoken', tokenReply('old'), tokenReply('new'))
      .on('GET', '/web-api/user/config', { status: 401, body: { code: 'token_invalid' } }, { body: { result: { ok: 1 } } });
    h.http.setAuthProvider(createTokenService(h));
    await expect(h.http.get('/web-api/user/config')).resolves.toEqual({ result: { ok: 1 } });
    expect(h.fetch.callsTo('/web-api/user/config').map((c) => c.headers['authorization'])).toEqual(['Bearer old', 'Bearer new']);
  });
});
