import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApi } from '../test-support.ts';
import { asOperator, buildContentApi, newsItem } from '../content/content-test-support.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildContentApi({ ARENA_PUBLIC_ORIGIN: 'http://arena.example' });
});
afterEach(async () => {
  await t.app.close();
});

const sitemap = async () => {
  const response = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  return response.body;
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap.xml', () => {
  it('lists public pages of the route table in every site language, and no sign-in-only or error pages', async () => {
    const urls = locs(await sitemap());
    for (const lang of ['ru', 'en', 'ua']) {
      // The home page at /{lng}/, the URL its canonical names.
      expect(urls).toContain(`http://arena.example/${lang}/`);
      expect(urls).toContain(`http://arena.example/${lang}/blog`);
      expect(urls).toContain(`http://arena.example/${lang}/news`);
    }
    expect(urls.some((u) => u.includes('/office'))).toBe(false);
    expect(urls.some((u) => /\/(404|500)$/.test(u))).toBe(false);
    expect(urls.some((u) => u.includes('/user/login'))).toBe(false);
  });

  it('lists published articles with lastmod and hreflang alternates for the languages they are written in', async () => {
    const xml = await sitemap();
    const entry = xml.split('\n').find((line) => line.includes('<loc>http://arena.example/en/blog/how-odds-work</loc>'))!;
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="ru" href="http://arena.example/ru/blog/how-odds-work"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="http://arena.example/en/blog/how-odds-work"/>');
    expect(locs(xml)).toContain('http://arena.example/ru/blog/categories/betting-basics');
  });

  it('hreflang names languages by their language tag: the ua and kz pages are uk and kk (issue 26)', async () => {
    const xml = await sitemap();
    expect(xml).toContain('hreflang="uk" href="http://arena.example/ua/blog"');
    expect(xml).toContain('hreflang="kk" href="http://arena.example/kz/blog"');
    expect(xml).not.toMatch(/hreflang="(ua|kz)"/);
  });

  it('an item is in the sitemap once published and out again once unpublished; a ru-only item has only its ru URL', async () => {
    await t.app.inject({ method: 'POST', url: '/content-api/operator/items', headers: asOperator(), payload: newsItem('sitemap-news', { en: undefined }) });
    expect(locs(await sitemap())).not.toContain('http://arena.example/ru/news/sitemap-news');
    await t.app.inject({ method: 'POST', url: '/content-api/operator/items/news/sitemap-news/publish', headers: asOperator() });
    const published = locs(await sitemap());
    expect(published).toContain('http://arena.example/ru/news/sitemap-news');
    expect(published).not.toContain('http://arena.example/en/news/sitemap-news');
    await t.app.inject({ method: 'POST', url: '/content-api/operator/items/news/sitemap-news/unpublish', headers: asOperator() });
    expect(locs(await sitemap())).not.toContain('http://arena.example/ru/news/sitemap-news');
  });
});

describe('robots.txt', () => {
  it('disallows the personal account and the APIs and names the sitemap at the configured public origin, whatever Host the request names', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /*/office');
    expect(lines).toContain('Disallow: /*-api/');
    expect(lines).not.toContain('Disallow: /*/blog');
    expect(lines).toContain('Sitemap: http://arena.example/sitemap.xml');
  });
});
