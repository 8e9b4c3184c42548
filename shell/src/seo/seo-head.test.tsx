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
  const stop = connectSeo(bus, { get } as unknown as HttpClient, () => 'index, follow', (e) => errors.push(e), async () => null);
  return { bus, requests, errors, stop };
}

afterEach(() => window.history.replaceState(null, '', '/'));

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
});
