import { describe, expect, it } from 'vitest';
import type { SeoPageData } from '../contracts/content.ts';
import { canonicalUrl, headTags, isIndexable, mergeRobots, seoPageKey } from './head-tags.ts';

const page = (extra: Partial<SeoPageData> = {}): SeoPageData => ({
  title: 'Live betting', description: 'Live odds', siteName: 'Arena', metaRobots: 'index, follow', hierarchyMetaRobots: '',
  metas: [], customCanonical: null, content: { html: '', styles: '' }, ...extra,
});
const url = new URL('https://arena.test/ru/live?x=1');

describe('SEO head tags (spec §3 SEO page data, §4 not-indexable pages)', () => {
  it('spec §4 not-indexable pages: meta robots containing noindex', () => {
    expect(isIndexable('noindex, follow')).toBe(false);
    expect(isIndexable('index, follow')).toBe(true);
  });
  it('spec §3 hierarchyMetaRobots: a noindex in the hierarchy makes the page noindex', () => {
    expect(mergeRobots('index, follow', 'noindex', 'index, follow')).toBe('noindex, follow');
    expect(headTags(page({ hierarchyMetaRobots: 'noindex' }), url, 'index, follow').canonical).toBeNull();
  });
  it('empty page robots fall back to the default', () => {
    expect(mergeRobots('', '', 'noindex, nofollow')).toBe('noindex, nofollow');
  });
  it('spec §3 customCanonical: url mode uses the target, mirror mode the mirror domain, none the current path', () => {
    expect(canonicalUrl(page({ customCanonical: { mode: 'url', targetUrl: 'https://a.test/x', domain: '' } }), url)).toBe('https://a.test/x');
    expect(canonicalUrl(page({ customCanonical: { mode: 'mirror', targetUrl: '', domain: 'mirror.test' } }), url)).toBe('https://mirror.test/ru/live?x=1');
    expect(canonicalUrl(page(), url)).toBe('https://arena.test/ru/live');
  });
  it('spec §3 siteName: the title gets the site name once', () => {
    expect(headTags(page(), url, '').title).toBe('Live betting — Arena');
  });

  it('error pages are not indexable and get no canonical, whatever their path inherits', () => {
    const tags = headTags(page({ metaRobots: 'index, follow' }), url, 'index, follow', true);
    expect(tags.robots).toBe('noindex, nofollow');
    expect(tags.canonical).toBeNull();
  });
});

describe('SEO meta: Open Graph, alternates and JSON-LD (issue 21)', () => {
  it('every page gets og:title, og:description, og:url and og:type from its final tags', () => {
    const tags = headTags(page(), url, 'index, follow');
    expect(tags.metas).toEqual([
      { name: 'og:title', content: 'Live betting — Arena' },
      { name: 'og:description', content: 'Live odds' },
      { name: 'og:url', content: 'https://arena.test/ru/live' },
      { name: 'og:type', content: 'website' },
    ]);
    const article = headTags(page({ metas: [{ name: 'og:type', content: 'article' }] }), url, 'index, follow');
    expect(article.metas.filter((m) => m.name === 'og:type')).toEqual([{ name: 'og:type', content: 'article' }]);
  });

  it('alternates become absolute hreflang links; JSON-LD passes through', () => {
    const tags = headTags(page({ alternates: [{ lang: 'ru', path: '/ru/live' }, { lang: 'en', path: '/en/live' }], jsonLd: ['{"@type":"Article"}'] }), url, 'index, follow');
    expect(tags.alternates).toEqual([{ hreflang: 'ru', href: 'https://arena.test/ru/live' }, { hreflang: 'en', href: 'https://arena.test/en/live' }]);
    expect(tags.jsonLd).toEqual(['{"@type":"Article"}']);
  });

  it('hreflang names languages by their language tag: the segments ua and kz are uk and kk; x-default stays', () => {
    const alternates = [{ lang: 'ua', path: '/ua/live' }, { lang: 'kz', path: '/kz/live' }, { lang: 'x-default', path: '/ru/live' }];
    expect(headTags(page({ alternates }), url, 'index, follow').alternates.map((a) => a.hreflang)).toEqual(['uk', 'kk', 'x-default']);
  });

  it('absolute URLs use the origin it is given, not the address the page happened to be asked on', () => {
    const tags = headTags(page({ alternates: [{ lang: 'en', path: '/en/live' }] }), { origin: 'https://public.test', pathname: '/ru/live', search: '' }, 'index, follow');
    expect(tags.canonical).toBe('https://public.test/ru/live');
    expect(tags.alternates).toEqual([{ hreflang: 'en', href: 'https://public.test/en/live' }]);
    expect(tags.metas).toContainEqual({ name: 'og:url', content: 'https://public.test/ru/live' });
  });

  it('the page key names path, language and route, so a head for another route or language is not mistaken for it', () => {
    expect(seoPageKey('/ru/', 'ru', 'home')).not.toBe(seoPageKey('/ru/', 'ru', 'error-404'));
    expect(seoPageKey('/ru/', 'ru', 'home')).not.toBe(seoPageKey('/ru/', 'en', 'home'));
  });

  it('a content 404 (status 404) is noindex, without canonical, alternates or JSON-LD', () => {
    const tags = headTags(page({ status: 404, alternates: [{ lang: 'ru', path: '/ru/x' }], jsonLd: ['{}'] }), url, 'index, follow');
    expect(tags).toMatchObject({ robots: 'noindex, nofollow', canonical: null, alternates: [], jsonLd: [] });
  });
});
