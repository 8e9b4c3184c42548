/** The served head's HTML (issue 26): every text escaped, every tag but the title owned by the shell's rule. */
import { describe, expect, it } from 'vitest';
import type { HeadTags } from '@arena/domain';
import { headTagsHtml, pageHeadHtml } from './head-html.ts';

const tags = (extra: Partial<HeadTags> = {}): HeadTags => ({
  title: 'Live — Arena', description: 'Live odds', robots: 'index, follow', canonical: 'https://arena.test/ru/live', metas: [], alternates: [], jsonLd: [], ...extra,
});

describe('served head HTML', () => {
  it('escapes text and attributes, so SEO data cannot close an element or add one', () => {
    const html = headTagsHtml(
      tags({
        title: '</title><script>alert(1)</script>',
        description: '"><script>alert(2)</script>',
        metas: [{ name: 'og:title', content: 'a"b<c>&d' }],
        canonical: 'https://arena.test/ru/"onmouseover="x',
        alternates: [{ hreflang: 'en"x', href: 'https://arena.test/en/<x>' }],
      }),
      '/ru/live|ru|live',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;" data-arena-seo>');
    expect(html).toContain('<meta property="og:title" content="a&quot;b&lt;c&gt;&amp;d" data-arena-seo>');
    expect(html).toContain('href="https://arena.test/ru/&quot;onmouseover=&quot;x"');
    expect(html).toContain('hreflang="en&quot;x" href="https://arena.test/en/&lt;x&gt;"');
  });

  it('JSON-LD stays data: no text in it can end the script element, and the JSON still parses to the same value', () => {
    const json = JSON.stringify({ headline: '</script><script>alert(1)</script>', about: '<!-- x' });
    const html = headTagsHtml(tags({ jsonLd: [json] }), 'k');
    const body = /<script type="application\/ld\+json" data-arena-seo>(.*?)<\/script>/s.exec(html)?.[1];
    expect(body).toBeDefined();
    expect(body).not.toMatch(/<\/?script|<!--/i);
    expect(JSON.parse(body!)).toEqual(JSON.parse(json));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('marks every tag but the title with data-arena-seo and names the page it was written for', () => {
    const html = headTagsHtml(tags({ metas: [{ name: 'og:type', content: 'website' }], alternates: [{ hreflang: 'uk', href: 'https://arena.test/ua/live' }], jsonLd: ['{}'] }), '/ru/live|ru|live');
    const lines = html.split('\n');
    expect(lines[0]).toBe('<title>Live — Arena</title>');
    for (const line of lines.slice(1)) expect(line, line).toContain(' data-arena-seo');
    expect(html).toContain('<meta name="arena-seo-page" content="/ru/live|ru|live" data-arena-seo>');
  });

  it('an unrouted path is written as the not-found page: noindex, no canonical, no alternates', () => {
    const seo = { title: 'Arena', description: '', siteName: 'Arena', metaRobots: 'index, follow', hierarchyMetaRobots: 'index, follow', metas: [], customCanonical: null, content: { html: '', styles: '' }, alternates: [{ lang: 'en', path: '/en/x' }] };
    const html = pageHeadHtml({ routeId: 'error-404', routeTitle: 'Страница не найдена', seo }, { pathname: '/ru/x', search: '', lang: 'ru', origin: 'https://arena.test', unrouted: true });
    expect(html).toContain('<title>Страница не найдена — Arena</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" data-arena-seo>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('rel="alternate"');
  });
});
