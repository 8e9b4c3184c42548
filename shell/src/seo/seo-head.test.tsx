/** The head tags follow the published route: one page-data request per page, none before the route is known. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaBus, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import type { HttpClient } from '@arena/http';
import type { SeoPageData } from '@arena/domain';
import { connectSeo, SEO_PAGE_DATA_PATH } from './seo-head.ts';

const page = (title: string): SeoPageData => ({
  title, description: `${title} description`, siteName: 'Arena', metaRobots: '', hierarchyMetaRobots: '', metas: [], customCanonical: null, content: { html: '', styles: '' },
});

function setup() {
  const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE) as ArenaBus;
  const requests: Array<{ path: string; query: unknown; signal: AbortSignal }> = [];
  const get = vi.fn((path: string, options: { query: { path: string }; signal: AbortSignal }) => {
    requests.push({ path, query: options.query, signal: options.signal });
    // Like the real client: a cancelled request rejects.
    return new Promise<SeoPageData>((resolve, reject) =>
      setTimeout(() => (options.signal.aborted ? reject(new Error('Request cancelled')) : resolve(page(`Title of ${options.query.path}`))), 0),
    );
  });
  const errors: unknown[] = [];
  const stop = connectSeo(bus, { get } as unknown as HttpClient, (e) => errors.push(e), async () => null);
  return { bus, requests, errors, stop };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  for (const el of document.head.querySelectorAll('[data-arena-seo]')) el.remove();
});

/** The head as the host serves it (server/src/host/head-html.ts) for `key`. */
function serveHead(key: string): void {
  document.title = 'Served title — Arena';
  document.head.insertAdjacentHTML(
    'beforeend',
    `<meta name="description" content="Served" data-arena-seo><link rel="canonical" href="https://arena.test/ru/" data-arena-seo><meta name="arena-seo-page" content="${key}" data-arena-seo>`,
  );
}

describe('SEO head tags', () => {
  it('asks for the page data only once the route is published, then once per page', async () => {
    window.history.replaceState(null, '', '/ru/');
    const { bus, requests, stop } = setup();
    expect(requests).toHaveLength(0);
    bus.setState('route', { id: 'home', params: {}, layout: 'main' });
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect(requests.map((r) => [r.path, r.query])).toEqual([[SEO_PAGE_DATA_PATH, { path: '/ru/', lang: 'ru' }]]);
    await vi.waitFor(() => expect(document.title).toBe('Title of /ru/ — Arena'));
    // The same route published again (a re-route after the session restore) asks nothing more.
    bus.setState('route', { id: 'home', params: {}, layout: 'main' });
    expect(requests).toHaveLength(1);
    stop();
  });

  it('a request a newer page cancelled is not reported as a failure', async () => {
    window.history.replaceState(null, '', '/ru/line');
    const { bus, requests, errors, stop } = setup();
    bus.setState('route', { id: 'line', params: {}, layout: 'main' });
    window.history.replaceState(null, '', '/ru/live');
    bus.setState('route', { id: 'live', params: {}, layout: 'main' });
    expect(requests).toHaveLength(2);
    expect(requests[0]!.signal.aborted).toBe(true);
    await vi.waitFor(() => expect(document.title).toBe('Title of /ru/live — Arena'));
    expect(errors).toEqual([]);
    stop();
  });

  it('the first page keeps the head the host served for it: no request, no second set of tags', async () => {
    window.history.replaceState(null, '', '/ru/');
    serveHead('/ru/|ru|home');
    const { bus, requests, stop } = setup();
    bus.setState('route', { id: 'home', params: {}, layout: 'main' });
    expect(requests).toHaveLength(0);
    expect(document.title).toBe('Served title — Arena');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    // The next page replaces the served tags rather than adding to them.
    window.history.replaceState(null, '', '/ru/live');
    bus.setState('route', { id: 'live', params: {}, layout: 'main' });
    await vi.waitFor(() => expect(document.title).toBe('Title of /ru/live — Arena'));
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="arena-seo-page"]')).toBeNull();
    stop();
  });

  it('a served head written for another route of the path (the client shows its 404) is replaced', async () => {
    window.history.replaceState(null, '', '/ru/');
    serveHead('/ru/|ru|home');
    const { bus, requests, stop } = setup();
    bus.setState('route', { id: 'error-404', params: { status: '404' }, layout: 'main' });
    expect(requests).toHaveLength(1);
    await vi.waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow'));
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    stop();
  });
});
