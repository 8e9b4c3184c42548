/**
 * A visitor's frame rendered once and reused around each page's own app markup (issue 26, SSR
 * throughput): the page is byte for byte what a fresh frame render gives, and anything the frame is
 * rendered from (language, display settings, path, config, dictionaries, the query when it reads it,
 * the player) renders it anew.
 */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createFrameReuse } from './frame-reuse.ts';
import { renderPage, type PageRenderInput } from './page-render.ts';
import { dataApp, fakeRuntime, input } from './page-render-fakes.ts';
import type { RenderRuntime } from './render-runtime.ts';

/**
 * A runtime whose frame shows the page state it was rendered with (language, path, display, config,
 * a dictionary text; the query only with `readsQuery`) around the slot, and counts its renders.
 * `reuse`: with a frame cache, as the host opens runtimes; without, every frame is rendered.
 */
function frameRuntime(options: { reuse: boolean; readsQuery?: boolean; utilsTellsQueryReads?: boolean; config?: unknown }) {
  const runtime = fakeRuntime(dataApp(async () => `Бонус ${Math.random()}`));
  const dictionaries = { common: { home: 'Главная' } };
  const location = { search: '', read: false };
  const counts = { frames: 0 };
  runtime.libs.i18n.loadedDictionaries = () => dictionaries;
  runtime.libs.config.load = async () => options.config ?? { core: { brand: 'Arena' } };
  runtime.libs.config.seed = (_language, config) => void (runtime.state.config = config);
  runtime.libs.setLocation = (pathname, search) => Object.assign(location, { search, read: false }, void (runtime.state.pathname = pathname));
  if (options.utilsTellsQueryReads !== false) runtime.libs.searchRead = () => location.read;
  // The frame's texts are from `common`: recorded in the render's store, as ui-kit's text hooks do.
  const makeStore = runtime.libs.store;
  let renderStore = makeStore('collect');
  runtime.libs.store = (mode) => (renderStore = makeStore(mode));
  runtime.shell = {
    serverRender: (slot) => {
      counts.frames += 1;
      renderStore.namespaces.add('common');
      const { state } = runtime;
      const query = options.readsQuery ? ((location.read = true), location.search) : '';
      const text = `${dictionaries.common.home}|${String(state.language)}|${String(state.pathname)}|${JSON.stringify(state.settings ?? null)}|${JSON.stringify(state.config)}|${query}`;
      return { element: createElement('div', { className: 'frame' }, createElement('nav', null, text), createElement('main', { dangerouslySetInnerHTML: { __html: slot } })), dispose: () => undefined };
    },
  };
  if (!options.reuse) delete (runtime as Partial<RenderRuntime>).frames;
  else runtime.frames = createFrameReuse();
  return { runtime, counts, dictionaries };
}

const page = (search: string, more: Partial<PageRenderInput> = {}): PageRenderInput => ({ ...input, search, ...more });

describe('frame reuse', () => {
  it("renders a visitor's frame once; the next pages put their own app markup in it, byte for byte what a fresh render gives", async () => {
    const reused = frameRuntime({ reuse: true });
    const fresh = frameRuntime({ reuse: false });
    const first = await renderPage(reused.runtime, page('?utm=1'));
    const second = await renderPage(reused.runtime, page('?utm=2'));
    expect(reused.counts.frames).toBe(1);
    expect(first.html).not.toBe(second.html);
    for (const rendered of [first, second]) {
      const app = /<main>(.*)<\/main>/.exec(rendered.html)![1]!;
      expect(app).toContain('Бонус');
      // The same page with the same app markup and a frame rendered for it alone.
      fresh.runtime.app = async () => dataApp(async () => /Бонус [0-9.]+/.exec(app)![0]);
      const alone = await renderPage(fresh.runtime, page('?utm=3'));
      expect(rendered.html).toBe(alone.html);
      expect(rendered.boot.dictionaries).toEqual(alone.boot.dictionaries);
    }
  });

  it('another language, display setting, path or site config renders the frame anew', async () => {
    const { runtime, counts } = frameRuntime({ reuse: true });
    await renderPage(runtime, page(''));
    const display = { appTheme: 0, appViewType: 0, appFontSize: 16, coefViewId: 2, timeZone: 5, is12h: true } as const;
    const en = await renderPage(runtime, page('', { language: 'en' }));
    expect(en.html).toContain('|en|');
    expect((await renderPage(runtime, page('', { display }))).html).toContain('coefViewId&quot;:2');
    expect((await renderPage(runtime, page('', { pathname: '/ru/casino-lobby' }))).html).toContain('|/ru/casino-lobby|');
    await renderPage(runtime, page('', { language: 'en' }));
    expect(counts.frames).toBe(4);
    runtime.libs.config.load = async () => ({ core: { brand: 'Arena 2' } });
    expect((await renderPage(runtime, page(''))).html).toContain('Arena 2');
    expect(counts.frames).toBe(5);
  });

  it('a dictionary object replaced since (other texts) renders the frame anew', async () => {
    const { runtime, counts, dictionaries } = frameRuntime({ reuse: true });
    await renderPage(runtime, page(''));
    dictionaries.common = { home: 'Домой' };
    expect((await renderPage(runtime, page(''))).html).toContain('Домой|');
    expect(counts.frames).toBe(2);
  });

  it('a frame that reads the query is kept per query, and so is every frame of a utils build that cannot tell', async () => {
    const reading = frameRuntime({ reuse: true, readsQuery: true });
    expect((await renderPage(reading.runtime, page('?a=1'))).html).toContain('|?a=1</nav>');
    expect((await renderPage(reading.runtime, page('?a=2'))).html).toContain('|?a=2</nav>');
    await renderPage(reading.runtime, page('?a=1'));
    expect(reading.counts.frames).toBe(2);
    const untold = frameRuntime({ reuse: true, utilsTellsQueryReads: false });
    await renderPage(untold.runtime, page('?a=1'));
    await renderPage(untold.runtime, page('?a=2'));
    expect(untold.counts.frames).toBe(2);
  });

  it("a player's frame and a frame whose app is left to the browser are rendered every time", async () => {
    const { runtime, counts } = frameRuntime({ reuse: true });
    runtime.shell.loadPlayerEarly = async () => ({ login: 'ivan' });
    await renderPage(runtime, page('', { sessionCookie: 'ua=abcdefghijklmnopqrstuvwx' }));
    await renderPage(runtime, page('', { sessionCookie: 'ua=abcdefghijklmnopqrstuvwx' }));
    expect(counts.frames).toBe(2);
    runtime.app = async () => ({});
    const empty = await renderPage(runtime, page('', { sessionCookie: null }));
    await renderPage(runtime, page('', { sessionCookie: null }));
    expect(counts.frames).toBe(4);
    expect(empty.html).toContain('<main></main>');
  });

  it("a frame drawn with data it loaded is not kept: it would show that moment's answers", async () => {
    const { runtime, counts } = frameRuntime({ reuse: true });
    const render = runtime.shell.serverRender!;
    let answers = 0;
    const store = runtime.libs.store;
    let current = store('collect');
    runtime.libs.store = (mode) => (current = store(mode));
    runtime.shell.serverRender = (slot) => {
      const entry = current.entries['frame-news'];
      if (!entry) current.wanted.set('frame-news', async () => `news ${++answers}`);
      const rendering = render(slot);
      return { ...rendering, element: createElement('section', null, entry?.ok ? String(entry.data) : '', rendering.element) };
    };
    expect((await renderPage(runtime, page(''))).html).toContain('<section>news 1');
    expect((await renderPage(runtime, page(''))).html).toContain('<section>news 2');
    // Each page: the marked render's two passes (the load, then with its answer), then around the app's markup.
    expect(counts.frames).toBe(6);
  });

  it('a shell build that does not write the slot verbatim gets its frame rendered around the app markup every time', async () => {
    const { runtime } = frameRuntime({ reuse: true });
    let renders = 0;
    runtime.shell.serverRender = (slot) => ((renders += 1), { element: createElement('main', null, slot.length), dispose: () => undefined });
    const rendered = await renderPage(runtime, page(''));
    expect(rendered.html).toMatch(/^<main>\d+<\/main>$/);
    await renderPage(runtime, page(''));
    expect(renders).toBe(4);
  });
});
