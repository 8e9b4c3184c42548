import { describe, expect, it } from 'vitest';
import type { SeoPageData } from '@arena/domain';
import { canonicalUrl, headTags, isIndexable, mergeRobots } from './seo-meta.ts';

const page = (extra: Partial<SeoPageData> = {}): SeoPageData => ({
  title: 'Live betting', description: 'Live odds', siteName: 'Arena', metaRobots: 'index, follow', hierarchyMetaRobots: '',
  metas: [], customCanonical: null, content: { html: '', styles: '' }, ...extra,
});
const url = new URL('https://arena.test/ru/live?x=1');

describe('SEO meta', () => {
  it('pages with noindex are not indexable', () => {
    expect(isIndexable('noindex, follow')).toBe(false);
    expect(isIndexable('index, follow')).toBe(true);
  });
  it('a noindex in the hierarchy makes the page noindex', () => {
    expect(mergeRobots('index, follow', 'noindex', 'index, follow')).toBe('noindex, follow');
    expect(headTags(page({ hierarchyMetaRobots: 'noindex' }), url, 'index, follow').canonical).toBeNull();
  });
  it('empty page robots fall back to the default', () => {
    expect(mergeRobots('', '', 'noindex, nofollow')).toBe('noindex, nofollow');
  });
  it('canonical: url mode uses the target, mirror mode the mirror domain, none the current path', () => {
    expect(canonicalUrl(page({ customCanonical: { mode: 'url', targetUrl: 'https://a.test/x', domain: '' } }), url)).toBe('https://a.test/x');
    expect(canonicalUrl(page({ customCanonical: { mode: 'mirror', targetUrl: '', domain: 'mirror.test' } }), url)).toBe('https://mirror.test/ru/live?x=1');
    expect(canonicalUrl(page(), url)).toBe('https://arena.test/ru/live');
  });
  it('title gets the site name once', () => {
    expect(headTags(page(), url, '').title).toBe('Live betting — Arena');
  });

  it('error pages are not indexable and get no canonical, whatever their path inherits', () => {
    const tags = headTags(page({ metaRobots: 'index, follow' }), url, 'index, follow', true);
    expect(tags.robots).toBe('noindex, nofollow');
    expect(tags.canonical).toBeNull();
  });
});
