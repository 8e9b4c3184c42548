/**
 * The server-render data path (issue 26): a render on the server records what it loads, renders again
 * with the answers, and the browser hydrates from those answers with the same markup and no request.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { isNotFound, useAsync } from '../hooks/use-async.ts';
import { createServerDataStore, isPlainData, ServerDataContext, type ServerDataStore } from './server-data.ts';

function Odds({ load, game }: { load: (signal: AbortSignal) => Promise<{ price: number }>; game: string }) {
  const state = useAsync(load, [game]);
  return <p>{state.status === 'ready' ? `${game}: ${state.data.price}` : state.status}</p>;
}

const page = (store: ServerDataStore | null, load: (signal: AbortSignal) => Promise<{ price: number }>) => (
  <ServerDataContext.Provider value={store}>
    <main>
      <Odds load={load} game="derby" />
    </main>
  </ServerDataContext.Provider>
);

async function serverRender(load: (signal: AbortSignal) => Promise<{ price: number }>) {
  const store = createServerDataStore('collect');
  const first = renderToString(page(store, load));
  const [key, wanted] = [...store.wanted][0]!;
  store.entries[key] = { ok: true, data: await wanted(new AbortController().signal) };
  store.wanted.clear();
  return { first, html: renderToString(page(store, load)), store };
}

describe('server render data', () => {
  it('a collect render asks for the data it lacks, and the next render shows the answer', async () => {
    const load = vi.fn(() => Promise.resolve({ price: 1.85 }));
    const { first, html, store } = await serverRender(load);
    expect(first).toContain('loading');
    expect(html).toContain('derby: 1.85');
    expect(load).toHaveBeenCalledOnce();
    expect(store.wanted.size).toBe(0);
  });

  it('the browser hydrates from the embedded answers: same markup, no second request, no hydration error', async () => {
    const { html, store } = await serverRender(() => Promise.resolve({ price: 2.15 }));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const browserLoad = vi.fn(() => Promise.resolve({ price: 9 }));
    const recoverable = vi.fn();
    const embedded = JSON.parse(JSON.stringify(store.entries)) as ServerDataStore['entries'];
    await act(async () => {
      hydrateRoot(container, page(createServerDataStore('hydrate', embedded), browserLoad), { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('derby: 2.15');
    expect(browserLoad).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('without embedded answers the browser loads as it always did', async () => {
    const container = document.createElement('div');
    const load = vi.fn(() => Promise.resolve({ price: 3.4 }));
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(page(null, load));
    });
    expect(load).toHaveBeenCalledOnce();
    expect(container.textContent).toBe('derby: 3.4');
  });

  it('an embedded 404 hydrates as the not-found answer pages test with isNotFound', async () => {
    function Item() {
      const state = useAsync(() => Promise.resolve('never asked'), ['no-such-studio']);
      return <p>{state.status === 'error' && isNotFound(state.error) ? 'not found' : state.status}</p>;
    }
    const store = createServerDataStore('collect');
    renderToString(<ServerDataContext.Provider value={store}><Item /></ServerDataContext.Provider>);
    const [key] = [...store.wanted.keys()];
    const embedded = { [key!]: { ok: false as const, status: 404 } };
    const html = renderToString(<ServerDataContext.Provider value={createServerDataStore('collect', embedded)}><Item /></ServerDataContext.Provider>);
    expect(html).toBe('<p>not found</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    await act(async () => {
      hydrateRoot(container, <ServerDataContext.Provider value={createServerDataStore('hydrate', embedded)}><Item /></ServerDataContext.Provider>);
    });
    expect(container.textContent).toBe('not found');
  });

  it('only plain JSON data is embedded (a Date or a class instance would not survive the page)', () => {
    expect(isPlainData({ a: [1, 'x', null, { b: true }] })).toBe(true);
    expect(isPlainData({ at: new Date() })).toBe(false);
    expect(isPlainData({ n: Number.NaN })).toBe(false);
    expect(isPlainData(new Map())).toBe(false);
  });

  it('a frozen answer found plain is not walked again; a frozen one that is not plain is judged each time', () => {
    let reads = 0;
    const answer = Object.freeze({
      get games() {
        reads += 1;
        return [1];
      },
    });
    expect([isPlainData(answer), isPlainData(answer)]).toEqual([true, true]);
    expect(reads).toBe(1);
    const dated = Object.freeze({ at: new Date() });
    expect([isPlainData(dated), isPlainData(dated)]).toEqual([false, false]);
  });
});
