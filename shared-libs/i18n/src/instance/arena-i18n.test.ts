import { describe, expect, it, vi } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { createFakeFetch, createHttpClient } from '@arena/http';
import { createLogger } from '@arena/utils';
import { createArenaI18n, MISSING_KEY_LOG } from './arena-i18n.ts';

function setUp() {
  const fetch = createFakeFetch();
  const http = createHttpClient({ fetch, getLanguage: () => 'ru' });
  const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
  const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const logger = createLogger('t', sink);
  return { fetch, bus, sink, i18n: createArenaI18n({ http, bus, logger }) };
}

describe('arena i18n', () => {
  it('loads the main dictionary of the language (and the en fallback) from the backend and translates', async () => {
    const { fetch, bus, i18n } = setUp();
    fetch
      .on('GET', '/dictionary-api/kz/common', { body: { hello: 'Сәлем', only_en: '' } })
      .on('GET', '/dictionary-api/en/common', { body: { hello: 'Hello', bye: 'Bye' } });
    await i18n.init('kz');
    expect(i18n.t('hello')).toBe('Сәлем');
    expect(i18n.t('bye')).toBe('Bye');
    expect(bus.getState('language')).toBe('kz');
    expect(i18n.dictionaries.get()).toEqual({ status: 'ready' });
  });

  it('the default language is ru', async () => {
    const { fetch, i18n } = setUp();
    fetch.on('GET', '/dictionary-api/ru/common', { body: { hello: 'Привет' } }).on('GET', '/dictionary-api/en/common', { body: {} });
    await i18n.init();
    expect(i18n.language()).toBe('ru');
    expect(i18n.t('hello')).toBe('Привет');
  });

  it('an app namespace is loaded per language on demand', async () => {
    const { fetch, i18n } = setUp();
    fetch
      .on('GET', '/dictionary-api/ru/common', { body: {} })
      .on('GET', '/dictionary-api/en/common', { body: {} })
      .on('GET', '/dictionary-api/ru/betting', { body: { coupon: 'Купон' } })
      .on('GET', '/dictionary-api/en/betting', { body: { coupon: 'Coupon' } });
    await i18n.init('ru');
    await i18n.loadNamespace('betting');
    expect(i18n.t('coupon', { ns: 'betting' })).toBe('Купон');
  });

  it('a failing dictionary load exposes main_dictionary_load_error with the refresh hint and button and the status code', async () => {
    const { fetch, i18n } = setUp();
    fetch.on('GET', '/dictionary-api/ru/common', { status: 503, body: { code: 'down' } }).on('GET', '/dictionary-api/en/common', { body: {} });
    const seen: string[] = [];
    i18n.dictionaries.subscribe(() => seen.push(i18n.dictionaries.get().status));
    await i18n.init('ru');
    expect(i18n.dictionaries.get()).toEqual({
      status: 'error',
      error: {
        messageKey: 'main_dictionary_load_error',
        hintKey: 'main_dictionary_load_error_hint',
        actionKey: 'page_refresh',
        statusCode: 503,
        language: 'ru',
        namespace: 'common',
      },
    });
    expect(seen).toContain('error');
  });

  it('issue 31 item 8: after a failed dictionary, a text no loaded dictionary has is empty, never its raw key', async () => {
    const { fetch, i18n } = setUp();
    fetch
      .on('GET', '/dictionary-api/ru/common', { status: 503, body: { code: 'down' } })
      .on('GET', '/dictionary-api/en/common', { status: 503, body: { code: 'down' } })
      .on('GET', '/dictionary-api/ru/promotions', { status: 503, body: { code: 'down' } })
      .on('GET', '/dictionary-api/en/promotions', { status: 503, body: { code: 'down' } });
    await i18n.init('ru');
    await i18n.loadNamespace('promotions');
    expect(i18n.dictionaries.get().status).toBe('error');
    expect(i18n.t('promotions_title', { ns: 'promotions' })).toBe('');
    expect(i18n.t('category_all_bonuses', { ns: 'promotions' })).toBe('');
  });

  it('after a failed page-language dictionary, the en fallback dictionary still gives its texts', async () => {
    const { fetch, i18n } = setUp();
    fetch
      .on('GET', '/dictionary-api/ru/common', { body: {} })
      .on('GET', '/dictionary-api/en/common', { body: {} })
      .on('GET', '/dictionary-api/ru/promotions', { status: 503, body: { code: 'down' } })
      .on('GET', '/dictionary-api/en/promotions', { body: { promotions_title: 'Promotions' } });
    await i18n.init('ru');
    await i18n.loadNamespace('promotions');
    expect(i18n.dictionaries.get().status).toBe('error');
    expect(i18n.t('promotions_title', { ns: 'promotions' })).toBe('Promotions');
  });

  it('a failing en fallback dictionary alone is not a page error', async () => {
    const { fetch, i18n } = setUp();
    fetch.on('GET', '/dictionary-api/ru/common', { body: { a: 'б' } }).on('GET', '/dictionary-api/en/common', 'network-error');
    await i18n.init('ru');
    expect(i18n.dictionaries.get()).toEqual({ status: 'ready' });
  });

  it('a key no dictionary has is logged as missing (issue 20), a key of a namespace still loading is not', async () => {
    const { fetch, sink, i18n } = setUp();
    fetch.on('GET', '/dictionary-api/ru/common', { body: { hello: 'Привет' } }).on('GET', '/dictionary-api/en/common', { body: {} });
    await i18n.init('ru');
    expect(i18n.t('hello')).toBe('Привет');
    expect(sink.error).not.toHaveBeenCalled();
    i18n.t('no_such_key');
    expect(sink.error).toHaveBeenCalledWith('[t]', MISSING_KEY_LOG, 'common:no_such_key');
    sink.error.mockClear();
    i18n.t('title', { ns: 'office' });
    expect(sink.error).not.toHaveBeenCalled();
  });

  it('ownText is the page language\'s dictionary text as written, else undefined', async () => {
    const { fetch, i18n } = setUp();
    fetch.on('GET', '/dictionary-api/kz/common', { body: { slip_place: 'Бәс тігу {id}' } }).on('GET', '/dictionary-api/en/common', { body: {} });
    await i18n.init('kz');
    expect(i18n.ownText('kz', 'common', 'slip_place')).toBe('Бәс тігу {id}');
    expect(i18n.ownText('kz', 'common', 'slip_other')).toBeUndefined();
    expect(i18n.ownText('ru', 'common', 'slip_place')).toBeUndefined();
  });
});
