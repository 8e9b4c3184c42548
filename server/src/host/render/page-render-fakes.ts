/**
 * A tiny fake render runtime for the page render's tests (page-render.test.ts, frame-reuse.test.ts): a bus
 * that is a plain object, Russian dictionaries, and a frame that writes the app's markup into its slot.
 */
import { createElement, useId } from 'react';
import type { PageRenderInput } from './page-render.ts';
import type { AppModule, RenderRuntime, ServerDataStore, SharedLibs } from './render-runtime.ts';

export const store = (): ServerDataStore => ({ entries: {}, wanted: new Map(), namespaces: new Set(), declined: new Set() });

export function fakeRuntime(app: AppModule | null): RenderRuntime & { state: Record<string, unknown> } {
  const state: Record<string, unknown> = {};
  const libs: SharedLibs = {
    bus: { setState: (key, value) => void (state[key] = value) },
    initialState: { user: null },
    i18n: {
      i18next: { isInitialized: true },
      init: async () => undefined,
      changeLanguage: async () => undefined,
      language: () => 'ru',
      loadDictionaries: async () => undefined,
      loadedDictionaries: () => ({ common: { home: 'Главная' }, casino: { lobby: 'Лобби' } }),
    },
    config: { load: async () => ({ core: {} }), seed: () => undefined },
    store,
    isPlainData: () => true,
    entryOfError: () => ({ ok: false, status: 0 }),
    setLocation: (pathname) => void (state.pathname = pathname),
  };
  return {
    state,
    libs,
    shell: { serverRender: (slot) => ({ element: createElement('div', { className: 'frame', dangerouslySetInnerHTML: { __html: slot } }), dispose: () => undefined }) },
    fetch: async () => new Response(null, { status: 500 }),
    app: async () => app,
    exclusive: async (step) => step(),
    builds: (name) => ({ '@arena/shell': '/dist/shell/aaaaaaaaaaaa/index.js', ...(name ? { [name]: '/dist/app/bbbbbbbbbbbb/index.js' } : {}) }),
  };
}

export const input: PageRenderInput = { pathname: '/ru/promotions', search: '', language: 'ru', display: null, route: { id: 'promotions', params: { lng: 'ru' }, layout: 'main' }, app: '@arena/promotions', budgetMs: 200 };

/** An app that wants one answer (through the store, as useAsync does) and shows it. */
export function dataApp(load: () => Promise<unknown>): AppModule {
  return {
    serverRender: async () => (appStore) => {
      function Root() {
        const key = `${useId()}|[]`;
        const entry = appStore.entries[key];
        if (!entry) appStore.wanted.set(key, load);
        return createElement('p', null, entry?.ok ? String(entry.data) : 'loading');
      }
      return { element: createElement(Root), dispose: () => undefined };
    },
  };
}
