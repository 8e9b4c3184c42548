/** Issue 17 item 13 / issue 26: the page-title rule the shell and the host share. */
import { describe, expect, it } from 'vitest';
import type { SeoPageData } from '../contracts/content.ts';
import { headTags } from './head-tags.ts';
import { hasOwnSeoTitle, withPageTitle } from './page-title.ts';

const seo = (title: string): SeoPageData => ({
  title, description: '', siteName: 'Arena', metaRobots: 'index, follow', hierarchyMetaRobots: 'index, follow', metas: [],
  customCanonical: null, content: { html: '', styles: '' },
});
const url = new URL('http://arena.test/ru/results');

describe('document title (spec §3 SEO page data title, then the titles dictionary)', () => {
  it('a path without its own SEO title gets the page title, with the site name', () => {
    expect(headTags(withPageTitle(seo('Arena'), 'Результаты'), url, 'index, follow').title).toBe('Результаты — Arena');
  });

  it("the SEO service's own title wins; the site name only when nothing else is known", () => {
    expect(headTags(withPageTitle(seo('О нас'), 'Про компанию'), url, 'index, follow').title).toBe('О нас — Arena');
    expect(headTags(withPageTitle(seo('Arena'), null), url, 'index, follow').title).toBe('Arena');
  });

  it('the bare site name or a blank title is not a title of its own', () => {
    expect(hasOwnSeoTitle(seo('Arena'))).toBe(false);
    expect(hasOwnSeoTitle(seo('  '))).toBe(false);
    expect(hasOwnSeoTitle(seo('Live'))).toBe(true);
  });
});
