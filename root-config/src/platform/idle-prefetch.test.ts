/**
 * Idle prefetch (issue 26): the apps a page links to are prefetched once each, never one already loaded,
 * never for a visitor saving data or on 2G, never off-site links, at most PREFETCH_LIMIT per page load.
 */
// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '@arena/routes';
import { linkedApps, prefetchLinkedApps, PREFETCH_LIMIT, type IdlePrefetchDeps } from './idle-prefetch.ts';

const ORIGIN = 'https://arena.test';

function page(hrefs: string[]): void {
  document.head.innerHTML = '';
  document.body.innerHTML = hrefs.map((href) => `<a href="${href}">x</a>`).join('');
}

function deps(overrides: Partial<IdlePrefetchDeps> = {}): IdlePrefetchDeps {
  return { doc: document, origin: ORIGIN, routes: ROUTES, resolve: (app) => `${ORIGIN}/dist/${app.slice('@arena/'.length)}/h/index.js`, loaded: () => false, ...overrides };
}

const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [link.dataset['prefetchApp'], link.getAttribute('as')]);

describe('idle prefetch of the apps a page links to', () => {
  beforeEach(() => page(['/ru/casino-lobby', '/ru/promotions', `${ORIGIN}/ru/casino-lobby`, 'https://elsewhere.test/ru/line', '/ru/line/football', 'javascript:void(0)']));

  it('finds each linked area app once, in page order, same-site only', () => {
    expect(linkedApps(document, ORIGIN, ROUTES)).toEqual(['@arena/casino', '@arena/promotions', '@arena/betting']);
  });

  it('adds one low-priority prefetch per app not yet loaded, and none again on the next pass', () => {
    const done = new Set<string>();
    const added = prefetchLinkedApps(deps({ loaded: (app) => app === '@arena/promotions' }), done);
    expect(added).toEqual([`${ORIGIN}/dist/casino/h/index.js`, `${ORIGIN}/dist/betting/h/index.js`]);
    expect(prefetched()).toEqual([['@arena/casino', 'script'], ['@arena/betting', 'script']]);
    expect(prefetchLinkedApps(deps(), done)).toEqual([`${ORIGIN}/dist/promotions/h/index.js`]);
    expect(prefetchLinkedApps(deps(), done)).toEqual([]);
  });

  it('an app the map does not name is skipped', () => {
    expect(prefetchLinkedApps(deps({ resolve: (app) => (app === '@arena/casino' ? null : `/dist/${app}.js`) }), new Set())).toEqual(['/dist/@arena/promotions.js', '/dist/@arena/betting.js']);
  });

  it('prefetches nothing for a visitor saving data or on a 2G connection', () => {
    expect(prefetchLinkedApps(deps({ connection: { saveData: true } }), new Set())).toEqual([]);
    expect(prefetchLinkedApps(deps({ connection: { effectiveType: 'slow-2g' } }), new Set())).toEqual([]);
    expect(prefetchLinkedApps(deps({ connection: { effectiveType: '2g' } }), new Set())).toEqual([]);
    expect(prefetched()).toEqual([]);
    expect(prefetchLinkedApps(deps({ connection: { effectiveType: '4g' } }), new Set())).toHaveLength(3);
  });

  it(`stops at ${PREFETCH_LIMIT} apps per page load`, () => {
    page(['/ru/casino-lobby', '/ru/promotions', '/ru/line/football', '/ru/news', '/ru/results', '/ru/blog', '/ru/cyber']);
    const done = new Set<string>();
    prefetchLinkedApps(deps(), done);
    prefetchLinkedApps(deps(), done);
    expect(prefetched()).toHaveLength(PREFETCH_LIMIT);
  });
});
