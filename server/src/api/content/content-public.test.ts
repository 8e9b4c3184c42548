import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../test-support.ts';
import { readSeedItems } from './content-seed.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi();
});
afterEach(async () => {
  await t.app.close();
});

describe('content store: public read calls', () => {
  it('every seed file is a valid item and is published at start', async () => {
    const seeded = readSeedItems();
    expect(seeded.length).toBeGreaterThan(0);
    for (const item of seeded.slice(0, 50)) {
      const response = await t.app.inject({ url: `/content-api/items/${item.type}/${item.slug}?lng=ru` });
      expect(response.statusCode, `${item.type}/${item.slug}`).toBe(200);
    }
  });

  it('lists published blog articles without bodies, in the asked language', async () => {
    const response = await t.app.inject({ url: '/content-api/items?type=blog&lng=en&pageSize=50' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = t.json<{ items: Array<Record<string, unknown>>; total: number }>(response);
    expect(body.total).toBeGreaterThan(0);
    const article = body.items.find((i) => i.slug === 'how-odds-work')!;
    expect(article).toMatchObject({ type: 'blog', lang: 'en', languages: expect.arrayContaining(['ru', 'en', 'ua', 'kz', 'az', 'ar']), title: 'How odds work and what they say about probability' });
    expect(article).not.toHaveProperty('html');
  });

  it('answers an item with its Markdown body as HTML', async () => {
    const response = await t.app.inject({ url: '/content-api/items/blog/how-odds-work?lng=ru' });
    const item = t.json<{ html: string; title: string; lang: string }>(response);
    expect(item.lang).toBe('ru');
    expect(item.html).toContain('<h2>Коэффициент и вероятность</h2>');
    expect(item.html).toContain('<table>');
  });

  it('answers the blog categories with their names and how many published articles each holds', async () => {
    const list = t.json<{ items: Array<{ category: string }> }>(await t.app.inject({ url: '/content-api/items?type=blog&pageSize=100' }));
    const response = await t.app.inject({ url: '/content-api/categories?type=blog&lng=en' });
    expect(response.statusCode).toBe(200);
    const { categories } = t.json<{ categories: Array<{ slug: string; title: string; count: number }> }>(response);
    expect(categories.find((c) => c.slug === 'strategy')).toMatchObject({ title: 'Strategy and analysis' });
    for (const category of categories) expect(category.count, category.slug).toBe(list.items.filter((i) => i.category === category.slug).length);
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(list.items.length);
  });

  it('answers an item in Azerbaijani and Arabic, its links in the page language (issue 31 item 3)', async () => {
    for (const [lng, link] of [['az', '/az/rules'], ['ar', '/ar/rules']] as const) {
      const item = t.json<{ html: string; lang: string; languages: string[] }>(await t.app.inject({ url: `/content-api/items/news/cs2-major-line?lng=${lng}` }));
      expect(item.lang).toBe(lng);
      expect(item.languages).toEqual(expect.arrayContaining(['ru', 'en', 'az', 'ar']));
      expect(item.html).toContain(`href="${link}"`);
    }
  });

  it('an unknown slug answers 404 content_not_found in the asked language', async () => {
    const response = await t.app.inject({ url: '/content-api/items/blog/no-such-article', headers: { 'x-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(t.json(response)).toEqual({ code: 'content_not_found', message: 'There is no such page' });
  });
});

describe('seeded content for a live site', () => {
  it('at least 12 blog articles in at least 3 categories, 10 news items and 2 landings, each in ru and en', () => {
    const seeded = readSeedItems();
    const of = (type: string) => seeded.filter((i) => i.type === type);
    expect(of('blog').length).toBeGreaterThanOrEqual(12);
    expect(new Set(of('blog').map((i) => i.category)).size).toBeGreaterThanOrEqual(3);
    expect(of('news').length).toBeGreaterThanOrEqual(10);
    expect(of('landing').length).toBeGreaterThanOrEqual(2);
    for (const item of [...of('blog'), ...of('news'), ...of('landing')]) {
      expect(item.ru?.body.length ?? 0, `${item.slug} ru`).toBeGreaterThan(200);
      expect(item.en?.body.length ?? 0, `${item.slug} en`).toBeGreaterThan(200);
    }
  });
});
