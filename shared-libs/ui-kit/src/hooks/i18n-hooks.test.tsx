import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createArenaI18n } from '@arena/i18n';
import { createFakeFetch, createHttpClient } from '@arena/http';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { createLogger } from '@arena/utils';
import { bus } from '@arena/event-bus';
import { renderApp } from '@arena/testing';
import { useArenaTranslation, useDictionaryState, useFormatters } from './i18n-hooks.ts';

/** Serves empty common dictionaries and the office one with `title` in Russian and (when given) English. */
function serveOffice(fetch: ReturnType<typeof createFakeFetch>, english: Record<string, string> = {}) {
  fetch
    .on('GET', '/dictionary-api/ru/common', { body: {} })
    .on('GET', '/dictionary-api/en/common', { body: {} })
    .on('GET', '/dictionary-api/ru/office', { body: { title: 'Кабинет' } })
    .on('GET', '/dictionary-api/en/office', { body: english });
}

function setUp() {
  const fetch = createFakeFetch();
  const http = createHttpClient({ fetch, getLanguage: () => 'ru' });
  const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
  const i18n = createArenaI18n({ http, bus, logger: createLogger('t', { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }) });
  return { fetch, i18n };
}

describe('i18n hooks', () => {
  it('useDictionaryState re-renders with the main_dictionary_load_error state when the dictionary fails', async () => {
    const { fetch, i18n } = setUp();
    fetch.on('GET', '/dictionary-api/ru/common', { status: 500, body: { code: 'internal_error' } }).on('GET', '/dictionary-api/en/common', { body: {} });
    function Probe() {
      const state = useDictionaryState(i18n);
      return <p>{state.status === 'error' ? `${state.error.messageKey}:${state.error.statusCode}` : state.status}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() => i18n.init('ru'));
    expect(screen.getByText('main_dictionary_load_error:500')).toBeTruthy();
  });

  it('useArenaTranslation loads the app namespace and translates from it', async () => {
    const { fetch, i18n } = setUp();
    serveOffice(fetch);
    await i18n.init('ru');
    function Title() {
      const { t } = useArenaTranslation('office', i18n);
      return <h1>{t('title')}</h1>;
    }
    render(<Title />);
    expect(await screen.findByText('Кабинет')).toBeTruthy();
    expect(fetch.callsTo('/dictionary-api/ru/office')).toHaveLength(1);
  });

  it('useArenaTranslation gives every component of a namespace one shared t, and a new one (new words) when the language changes', async () => {
    const { fetch, i18n } = setUp();
    serveOffice(fetch, { title: 'Office' });
    await i18n.init('ru');
    await i18n.loadNamespace('office');
    const seen: unknown[] = [];
    function Title({ id }: { id: string }) {
      const { t, ready } = useArenaTranslation('office', i18n);
      seen.push(t);
      return <h1 data-testid={id}>{`${t('title')}${ready ? '' : ' (loading)'}`}</h1>;
    }
    render(<><Title id="a" /><Title id="b" /></>);
    expect(screen.getByTestId('a').textContent).toBe('Кабинет');
    // One function for both components (react-i18next built a wrapper and a t per component).
    expect(new Set(seen).size).toBe(1);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('a').textContent).toBe('Office');
    expect(screen.getByTestId('b').textContent).toBe('Office');
    expect(new Set(seen).size).toBe(2);
  });

  it("the shared t looks a plain key up once per dictionary version (every row asks the same keys); keys with options each time", async () => {
    const { fetch, i18n } = setUp();
    serveOffice(fetch, { title: 'Office' });
    await i18n.init('ru');
    await i18n.loadNamespace('office');
    const lookups = vi.spyOn(i18n.i18next, 't');
    function Rows() {
      const { t } = useArenaTranslation('office', i18n);
      return <ul>{[1, 2, 3].map((n) => <li key={n} data-testid={`row-${n}`}>{t('title')} {t('count', { count: n })}</li>)}</ul>;
    }
    render(<Rows />);
    expect(screen.getByTestId('row-3').textContent).toBe('Кабинет count');
    const askedFor = (key: string) => lookups.mock.calls.filter(([asked]) => asked === key || (Array.isArray(asked) && asked.includes(key))).length;
    expect(askedFor('title')).toBe(1);
    expect(askedFor('count')).toBe(3);
    // A new version (another language) looks it up again, and answers in the new words.
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('row-1').textContent).toBe('Office count');
  });

  it('useFormatters follows the bus language and display settings (odds format, time zone)', async () => {
    function Odds() {
      const f = useFormatters();
      return <p>{`${f.odds(2.5)} ${f.time(Date.UTC(2030, 0, 1, 21, 5))}`}</p>;
    }
    // The page bus, put back after the test by the harness.
    await renderApp(<Odds />);
    act(() => bus.setState('settings', { ...bus.getState('settings'), coefViewId: 2, timeZone: 0, is12h: false }));
    expect(screen.getByText('+150 21:05')).toBeTruthy();
  });
});
