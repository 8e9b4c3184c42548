import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_STATE, createEventBus, type ArenaBus } from '@arena/event-bus';
import { createSecureDataLoader, SESSION_COOKIES } from '@arena/session';
import { createFakeFetch, createHttpClient } from '@arena/http';
import { systemTimers, type CookieStore } from '@arena/utils';
import { GRANT_RENEW_MS, connectSecureDataGrant } from './secure-data-grant.ts';

const USER = { userId: 5, login: 'demo', banLevel: 0, banVersion: 0 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(load = vi.fn(async () => true)) {
  const bus: ArenaBus = createEventBus(INITIAL_STATE);
  const cookies = { remove: vi.fn() };
  const onError = vi.fn();
  const off = connectSecureDataGrant({ bus, load, cookies, timers: systemTimers, onError });
  return { bus, load, cookies, onError, off };
}

describe('secure-data grant at the shell boot', () => {
  it('a visitor asks for nothing; a player (restored or signed in) gets the grant at once', () => {
    const { bus, load } = setup();
    expect(load).not.toHaveBeenCalled();
    bus.setState('user', USER);
    expect(load).toHaveBeenCalledTimes(1);
    bus.setState('user', { ...USER });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renews the grant a minute before its 1800 s lapse while the player stays', () => {
    const { bus, load } = setup();
    bus.setState('user', USER);
    expect(GRANT_RENEW_MS).toBe(1740_000);
    vi.advanceTimersByTime(GRANT_RENEW_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(GRANT_RENEW_MS);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('sign-out stops renewing and removes both cookies; unmount stops too', () => {
    const { bus, load, cookies, off } = setup();
    bus.setState('user', USER);
    bus.setState('user', null);
    expect(cookies.remove.mock.calls).toEqual([['ggru'], ['grant']]);
    vi.advanceTimersByTime(GRANT_RENEW_MS * 2);
    expect(load).toHaveBeenCalledTimes(1);
    bus.setState('user', USER);
    off();
    vi.advanceTimersByTime(GRANT_RENEW_MS * 2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed call is reported, not thrown', async () => {
    const { bus, onError } = setup(vi.fn(async () => Promise.reject(new Error('down'))));
    bus.setState('user', USER);
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
  });

  it('wired with the session library: calls the backend path (the HttpOnly ua cookie keys it, no id in the URL) and stores the grant cookies', async () => {
    const fetch = createFakeFetch();
    fetch.on('GET', '/web-api/user/secure-data', { body: { ggru: 'g1', grant: '123.mac', expiresAt: 123 } });
    const http = createHttpClient({ fetch });
    const jar: CookieStore = { get: (name) => (name === SESSION_COOKIES.marker ? '1' : undefined), set: vi.fn(), remove: vi.fn() };
    const { bus } = setup(vi.fn(createSecureDataLoader({ http, cookies: jar })));
    bus.setState('user', USER);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.calls[0]?.url).toBe('/web-api/user/secure-data');
    expect(jar.set).toHaveBeenCalledWith('grant', '123.mac', { maxAgeSeconds: 1800 });
  });
});
