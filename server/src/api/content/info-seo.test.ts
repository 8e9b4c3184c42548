/**
 * SEO of the rules chapters and betting-alphabet terms (content-paths.ts rows of mfe/info and
 * mfe/alphabet): each page takes its item's SEO title and its languages' alternates on one path, an unknown chapter
 * or term is a 404 page for crawlers, and both are listed in the sitemap.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SeoPageData } from '@arena/domain';
import { buildTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeEach(async () => {
  // The site's configured public origin: SEO URLs never come from the request's Host header (issue 32, finding 8).
  t = await buildTestApi({ ARENA_PUBLIC_ORIGIN: 'http://arena.example' });
});
afterEach(async () => {
  await t.app.close();
});

const pageData = async (path: string, lang: string) =>
  t.json<SeoPageData>(await t.app.inject({ url: `/seo-api/page-data?path=${encodeURIComponent(path)}&lang=${lang}`, headers: { host: 'arena.example' } }));

describe('SEO of rules chapters and alphabet terms', () => {
  it('a rules chapter has its title and alternates; an unknown chapter is a 404', async () => {
    const data = await pageData('/ru/rules/1/settlement', 'ru');
    expect(data.title).toBe('Расчёт ставок');
    // Every language the chapter is written in (issue 31 item 3: all six).
    expect(data.alternates).toEqual(
      expect.arrayContaining(['ru', 'en', 'ua', 'kz', 'az', 'ar'].map((lang) => ({ lang, path: `/${lang}/rules/1/settlement` })).concat({ lang: 'x-default', path: '/ru/rules/1/settlement' })),
    );
    expect((await pageData('/ua/rules/1/settlement', 'ua')).title).toBe('Розрахунок ставок');
    expect((await pageData('/kz/rules/1/settlement', 'kz')).title).toBe('Бәстерді есептеу');
    expect(data.status).toBeUndefined();
    expect(await pageData('/ru/rules/1/no-such-chapter', 'ru')).toMatchObject({ status: 404, metaRobots: 'noindex, nofollow' });
  });

  it('an alphabet term has its SEO title on the same path in ru and en; an unknown term is a 404', async () => {
    expect((await pageData('/en/betting-alphabet/h/markets/handicap', 'en')).title).toBe('Handicap — betting term explained');
    const ru = await pageData('/ru/betting-alphabet/h/markets/handicap', 'ru');
    expect(ru.title).toBe('Фора — что это в ставках');
    expect(ru.alternates).toEqual(
      expect.arrayContaining(
        ['ru', 'en', 'ua', 'kz', 'az', 'ar'].map((lang) => ({ lang, path: `/${lang}/betting-alphabet/h/markets/handicap` })).concat({ lang: 'x-default', path: '/ru/betting-alphabet/h/markets/handicap' }),
      ),
    );
    expect((await pageData('/ua/betting-alphabet/h/markets/handicap', 'ua')).title).toBe('Фора — що це у ставках');
    expect((await pageData('/kz/betting-alphabet/h/markets/handicap', 'kz')).title).toBe('Фора — бәс тігуде бұл не');
    expect(await pageData('/ru/betting-alphabet/x/markets/no-such-term', 'ru')).toMatchObject({ status: 404 });
  });

  it('a real chapter or term at a path that is not its own is a 404 (the apps show their not-found view there)', async () => {
    expect(await pageData('/ru/rules/2/settlement', 'ru')).toMatchObject({ status: 404, alternates: [] });
    expect(await pageData('/en/betting-alphabet/h/strategy/handicap', 'en')).toMatchObject({ status: 404 });
    expect(await pageData('/en/betting-alphabet/f/markets/handicap', 'en')).toMatchObject({ status: 404 });
  });

  it('the sitemap lists rules chapters and alphabet terms', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml', headers: { host: 'arena.example' } })).body;
    expect(xml).toContain('<loc>http://arena.example/ru/rules/1/settlement</loc>');
    expect(xml).toContain('<loc>http://arena.example/en/betting-alphabet/h/markets/handicap</loc>');
  });
});
