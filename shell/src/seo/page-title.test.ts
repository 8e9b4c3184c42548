/** Issue 17 item 13: every page gets a meaningful document title, not the bare site name. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { TITLES_NAMESPACE } from '@arena/domain';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { createFakeFetch, createHttpClient } from '@arena/http';
import { createArenaI18n } from '@arena/i18n';
import { ROUTES } from '@arena/routes';
import { createLogger } from '@arena/utils';
import { createRouteTitles } from './page-title.ts';

const titles = (lng: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../server/src/api/dictionaries/data', lng, `${TITLES_NAMESPACE}.json`), 'utf8'));

describe('route titles (the titles dictionary of the page-title rule)', () => {
  it('every route of the table (and the error pages) has a ru and an en title that is not its raw id', () => {
    for (const lng of ['ru', 'en']) {
      const dictionary = titles(lng);
      for (const id of [...ROUTES.map((r) => r.id), 'error-404', 'error-500']) {
        expect(dictionary[id], `${lng} ${id}`).toBeTruthy();
        expect(dictionary[id]).not.toBe(id);
      }
    }
  });

  it('route titles come from the titles dictionary of the page language (route ids with dots included)', async () => {
    const fetch = createFakeFetch();
    fetch
      .on('GET', '/dictionary-api/ru/common', { body: {} })
      .on('GET', '/dictionary-api/en/common', { body: {} })
      .on('GET', '/dictionary-api/ru/titles', { body: { results: 'Результаты', 'bonuses.rules': 'Правила бонуса' } })
      .on('GET', '/dictionary-api/en/titles', { body: { results: 'Results' } });
    const i18n = createArenaI18n({
      http: createHttpClient({ fetch, getLanguage: () => 'ru' }),
      bus: createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE),
      logger: createLogger('t', { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }),
    });
    const routeTitle = createRouteTitles(i18n);
    const pending = routeTitle('results', 'ru');
    await i18n.init('ru');
    expect(await pending).toBe('Результаты');
    expect(await routeTitle('bonuses.rules', 'ru')).toBe('Правила бонуса');
    expect(await routeTitle('no-such-route', 'ru')).toBeNull();
  });
});
