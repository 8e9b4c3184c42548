import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchTitle, withPageTitle, type SeoPageData } from '@arena/domain';
import { buildTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi({ ARENA_PUBLIC_ORIGIN: 'http://arena.example' });
});
afterEach(async () => {
  await t.app.close();
});

const pageData = async (path: string, lang: string) =>
  t.json<SeoPageData>(await t.app.inject({ url: `/seo-api/page-data?path=${encodeURIComponent(path)}&lang=${lang}`, headers: { host: 'evil.example' } }));

describe('SEO page data from the content store', () => {
  it('a blog article takes its SEO title and description, article Open Graph tags, alternates and JSON-LD', async () => {
    const data = await pageData('/en/blog/how-odds-work', 'en');
    expect(data.title).toBe('How bookmaker odds work — probability and margin');
    expect(data.description).toMatch(/^Turn decimal odds into probability/);
    expect(data.metas).toEqual(expect.arrayContaining([{ name: 'og:type', content: 'article' }, { name: 'og:locale', content: 'en_US' }]));
    // Every language the article is written in (issue 31 item 3: all six).
    expect(data.alternates).toEqual(
      expect.arrayContaining(['ru', 'en', 'ua', 'kz', 'az', 'ar'].map((lang) => ({ lang, path: `/${lang}/blog/how-odds-work` })).concat({ lang: 'x-default', path: '/ru/blog/how-odds-work' })),
    );
    const ld = JSON.parse(data.jsonLd![0]!) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: data.title, inLanguage: 'en', url: 'http://arena.example/en/blog/how-odds-work' });
    expect(data.status).toBeUndefined();
  });

  it('an unknown article slug is a 404 page: noindex, no alternates', async () => {
    const data = await pageData('/ru/blog/no-such-article', 'ru');
    expect(data).toMatchObject({ status: 404, title: 'Страница не найдена', metaRobots: 'noindex, nofollow', alternates: [] });
  });

  it('a blog category page has its name; an unknown category is a 404', async () => {
    expect(await pageData('/ru/blog/categories/strategy', 'ru')).toMatchObject({ title: 'Стратегия и анализ' });
    expect(await pageData('/ru/blog/categories/cooking', 'ru')).toMatchObject({ status: 404 });
  });

  it('an ordinary page has Open Graph basics, the site description and alternates in every site language', async () => {
    const data = await pageData('/ru/live', 'ru');
    expect(data.title).toBe('Лайв — ставки по ходу игры');
    expect(data.metas).toEqual(expect.arrayContaining([{ name: 'og:site_name', content: 'Arena' }, { name: 'og:type', content: 'website' }]));
    expect(data.alternates!.map((a) => a.lang)).toEqual(['ru', 'en', 'ua', 'kz', 'az', 'ar', 'x-default']);
    // x-default: the page in the site's default language.
    expect(data.alternates!.at(-1)).toEqual({ lang: 'x-default', path: '/ru/live' });
    const casino = await pageData('/en/slots', 'en');
    expect(casino.description).toBe('Line and live sports betting, casino, slots and promotions.');
  });

  it('a ua, kz, az or ar page has its title, description and Open Graph locale in that language', async () => {
    const expected = { ua: ['Лайв — ставки під час гри', 'uk_UA'], kz: ['Лайв — ойын барысындағы бәстер', 'kk_KZ'], az: ['Canlı — oyun gedişində mərclər', 'az_AZ'], ar: ['مباشر — المراهنة أثناء اللعب', 'ar_AR'] };
    for (const [lang, [title, locale]] of Object.entries(expected)) {
      const data = await pageData(`/${lang}/live`, lang);
      expect(data.title).toBe(title);
      expect(data.metas).toEqual(expect.arrayContaining([{ name: 'og:locale', content: locale }]));
      // The page has no description of its own: the site's, in the same language.
      expect((await pageData(`/${lang}/slots`, lang)).description).not.toBe('Line and live sports betting, casino, slots and promotions.');
    }
    expect(await pageData('/kz/blog/no-such-article', 'kz')).toMatchObject({ status: 404, title: 'Бет табылмады' });
    expect((await pageData('/az/contacts', 'az')).customCanonical).toMatchObject({ targetUrl: '/az/contacts' });
  });

  it('issue 31 item 9: a page below a section entry inherits its robots, not its title, so every office page is titled by its own route', async () => {
    const head = async (path: string) => {
      const answer = await t.app.inject({ url: `/site-api/page-head?path=${encodeURIComponent(path)}&lang=ru&origin=${encodeURIComponent('http://arena.example')}` });
      const body = t.json<{ routeTitle: string | null; seo: SeoPageData }>(answer);
      return { title: withPageTitle(body.seo, body.routeTitle).title, robots: body.seo.metaRobots };
    };
    expect(await head('/ru/office')).toEqual({ title: 'Личный кабинет', robots: 'noindex, nofollow' });
    expect(await head('/ru/office/history')).toEqual({ title: 'История ставок', robots: 'noindex, nofollow' });
    expect(await head('/ru/office/settings')).toEqual({ title: 'Настройки', robots: 'noindex, nofollow' });
  });

  it('issue 31 item 9: a match page is titled by its match, in the SEO data the shell reads and in the head the host serves', async () => {
    const list = t.json<{ games: Array<{ id: string; sportSlug: string; champId: number; opponents: [string, string] }> }>(await t.app.inject('/betting-api/games?section=line&limit=1'));
    const game = list.games[0]!;
    const path = `/ru/line/${game.sportSlug}/${game.champId}/${game.id}`;
    const expected = matchTitle(game.opponents);
    expect((await pageData(path, 'ru')).title).toBe(expected);
    const head = t.json<{ routeTitle: string | null; seo: SeoPageData }>(await t.app.inject({ url: `/site-api/page-head?path=${encodeURIComponent(path)}&lang=ru&origin=${encodeURIComponent('http://arena.example')}` }));
    expect(withPageTitle(head.seo, head.routeTitle).title).toBe(expected);
    // An unknown game keeps the route's own title (its page is the not-found view).
    expect((await pageData(`/ru/line/${game.sportSlug}/${game.champId}/999999999`, 'ru')).title).not.toContain('–');
  });
});
