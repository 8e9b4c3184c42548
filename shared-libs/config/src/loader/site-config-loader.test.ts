import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { createFakeFetch, createHttpClient, type FakeFetch } from '@arena/http';
import { bffConfigAllAnswer, bffConfigGroupGetAnswer, isAnswerShapeError, type AnswerShapeError } from '@arena/contracts/answer-checks';
import { siteConfigFixture } from '@arena/testing/site-config';
import { createLogger, logger as pageLogger } from '@arena/utils';
import { CONFIG_CACHE_TTL_MS, NO_SITE_CONFIG, createSiteConfigLoader } from './site-config-loader.ts';

// Whole groups of the backend's shipped config: the loader refuses any other shape.
const served = siteConfigFixture('ru');
const { core, routes } = served;

let fetch: FakeFetch;
function setUp(random = () => 0) {
  fetch = createFakeFetch();
  const http = createHttpClient({ fetch, getLanguage: () => 'ru' });
  const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
  const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const loader = createSiteConfigLoader({ http, bus, logger: createLogger('t', sink), random });
  return { loader, bus, sink };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('site config load', () => {
  it('loads the asked groups from the group endpoint and marks the config installed', async () => {
    const { loader, bus } = setUp();
    fetch.on('GET', '/bff-api/config/group/get', { body: { core, routes } });
    await expect(loader.load({ language: 'en', groups: ['core', 'routes'] })).resolves.toEqual({ core, routes });
    expect(fetch.calls[0]?.url).toBe('/bff-api/config/group/get?groups=core%2Croutes&lang=en');
    expect(bus.getState('configReady')).toBe(true);
    expect(loader.current()).toEqual({ core, routes });
  });

  it.each([
    ['0 (shortest)', 0, CONFIG_CACHE_TTL_MS.min],
    ['1 (longest)', 1, CONFIG_CACHE_TTL_MS.max],
  ])('the group answer is cached 600–900 s: random draw %s keeps it for that long', async (_, draw, ttl) => {
    const { loader } = setUp(() => draw);
    fetch.on('GET', '/bff-api/config/group/get', { body: { core } });
    await loader.load({ language: 'ru', groups: ['core'] });
    vi.advanceTimersByTime(ttl - 1);
    await loader.load({ language: 'ru', groups: ['core'] });
    expect(fetch.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await loader.load({ language: 'ru', groups: ['core'] });
    expect(fetch.calls).toHaveLength(2);
    expect(CONFIG_CACHE_TTL_MS).toEqual({ min: 600_000, max: 900_000 });
  });

  it('a group endpoint failure falls back to all.json', async () => {
    const { loader, bus } = setUp();
    fetch
      .on('GET', '/bff-api/config/group/get', { status: 500, body: { code: 'internal_error' } })
      .on('GET', '/bff-api/config/all.json', { body: served });
    const { version: _version, ...groups } = served;
    await expect(loader.load({ language: 'ru' })).resolves.toEqual(groups);
    expect(fetch.calls.map((c) => c.url)).toEqual([expect.stringContaining('/group/get'), '/bff-api/config/all.json?lang=ru']);
    expect(bus.getState('configReady')).toBe(true);
  });

  it('the all.json fallback is retried 5 times, 1 s apart', async () => {
    const { loader } = setUp();
    const down = { status: 503, body: { code: 'down' } };
    fetch.on('GET', '/bff-api/config/group/get', 'network-error').on('GET', '/bff-api/config/all.json', down, down, down, down, down, { body: served });
    const result = loader.load({ language: 'ru' });
    for (let retryIndex = 1; retryIndex <= 5; retryIndex++) {
      await vi.advanceTimersByTimeAsync(999);
      expect(fetch.callsTo('/bff-api/config/all.json')).toHaveLength(retryIndex);
      await vi.advanceTimersByTimeAsync(1);
    }
    await expect(result).resolves.toMatchObject({ core });
    expect(fetch.callsTo('/bff-api/config/all.json')).toHaveLength(6);
  });

  it("when the fallback fails too, it throws 'no site config' and marks the config not installed", async () => {
    const { loader, bus, sink } = setUp();
    bus.setState('configReady', true);
    fetch.on('GET', '/bff-api/config/group/get', 'network-error').on('GET', '/bff-api/config/all.json', 'network-error');
    const result = loader.load({ language: 'ru' }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = await result;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(NO_SITE_CONFIG);
    expect(NO_SITE_CONFIG).toBe('no site config');
    expect(fetch.callsTo('/bff-api/config/all.json')).toHaveLength(6);
    expect(bus.getState('configReady')).toBe(false);
    expect(loader.isInstalled()).toBe(false);
    expect(sink.error.mock.calls[0]?.[1]).toBe('no site config');
  });

  it('concurrent loads of the same groups share one request', async () => {
    const { loader } = setUp();
    fetch.on('GET', '/bff-api/config/group/get', { body: { core } });
    await Promise.all([loader.load({ language: 'ru', groups: ['core'] }), loader.load({ language: 'ru', groups: ['core'] })]);
    expect(fetch.calls).toHaveLength(1);
  });
});

describe('the config answers are checked against the schemas the backend answers with (issue 27)', () => {
  const refusalOf = (error: unknown): AnswerShapeError => {
    const cause = (error as Error).cause;
    expect(isAnswerShapeError(cause)).toBe(true);
    return cause as AnswerShapeError;
  };

  it('a group answer of another shape is refused, naming its route and field, and all.json is asked instead', async () => {
    const { loader, sink } = setUp();
    const logged = vi.spyOn(pageLogger, 'error').mockImplementation(() => undefined);
    const { timeZone: _dropped, ...coreWithoutTimeZone } = core;
    fetch
      .on('GET', '/bff-api/config/group/get', { body: { core: coreWithoutTimeZone, routes } })
      .on('GET', '/bff-api/config/all.json', { body: served });
    await expect(loader.load({ language: 'ru', groups: ['core', 'routes'] })).resolves.toMatchObject({ core, routes });
    expect(fetch.callsTo('/bff-api/config/all.json')).toHaveLength(1);
    const warned = sink.warn.mock.calls[0]?.[2] as AnswerShapeError;
    expect(isAnswerShapeError(warned)).toBe(true);
    expect([warned.route, warned.path]).toEqual(['GET /bff-api/config/group/get', '/core']);
    expect(logged).toHaveBeenCalledWith(warned.message);
    expect(loader.current()?.core).toEqual(core);
  });

  it('each checker is warmed as its request leaves (a boot read: the check arrives beside the answer)', async () => {
    const { loader } = setUp();
    const warmGroup = vi.spyOn(bffConfigGroupGetAnswer, 'warm');
    const warmAll = vi.spyOn(bffConfigAllAnswer, 'warm');
    const warmedWhenAsked: boolean[] = [];
    fetch
      .on('GET', '/bff-api/config/group/get', () => {
        warmedWhenAsked.push(warmGroup.mock.calls.length > 0);
        return { status: 503 };
      })
      .on('GET', '/bff-api/config/all.json', () => {
        warmedWhenAsked.push(warmAll.mock.calls.length > 0);
        return { body: served };
      });
    await loader.load({ language: 'ru' });
    expect(warmedWhenAsked).toEqual([true, true]);
  });

  it("an all.json of another shape is refused at once (not asked again): 'no site config', the refusal as its cause", async () => {
    const { loader, bus } = setUp();
    vi.spyOn(pageLogger, 'error').mockImplementation(() => undefined);
    fetch
      .on('GET', '/bff-api/config/group/get', { body: '<html>502</html>' })
      .on('GET', '/bff-api/config/all.json', { body: { ...served, maintenance: { ...served.maintenance, isActive: 'yes' } } });
    const error = await loader.load({ language: 'ru' }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(NO_SITE_CONFIG);
    const refusal = refusalOf(error);
    expect([refusal.route, refusal.path]).toEqual(['GET /bff-api/config/all.json', '/maintenance/isActive']);
    expect(fetch.callsTo('/bff-api/config/all.json')).toHaveLength(1);
    expect(bus.getState('configReady')).toBe(false);
    expect(loader.isInstalled()).toBe(false);
  });
});

describe('forget (the test harness puts the page-wide loader back with it)', () => {
  it('drops what was installed and cached, and a load under way when it ran installs nothing', async () => {
    const { loader, bus } = setUp();
    fetch.on('GET', '/bff-api/config/group/get', { body: { core } });
    await loader.load({ language: 'ru', groups: ['core'] });
    const underWay = loader.load({ language: 'ru', groups: ['routes'] });
    loader.forget();
    expect([loader.current(), bus.getState('configReady')]).toEqual([null, false]);
    await underWay;
    expect(loader.current()).toBeNull();
    await loader.load({ language: 'ru', groups: ['core'] });
    expect(fetch.callsTo('/bff-api/config/group/get')).toHaveLength(3);
  });
});
