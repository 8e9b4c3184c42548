/**
 * Blog categories in the six interface languages: every name and description is written in each, the
 * categories call and the category page's SEO data answer the page language, and any other language
 * reads English.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SeoPageData } from '@arena/domain';
import { TEXT_LANGUAGES } from '../../platform/messages.ts';
import { buildTestApi, type TestApi } from '../test-support.ts';
import { CONTENT_CATEGORIES, categoryText, findCategory } from './content-categories.ts';

describe('category texts', () => {
  it('every category has a name and a description in each interface language, without stray spaces', () => {
    for (const [type, categories] of Object.entries(CONTENT_CATEGORIES)) {
      for (const category of categories ?? []) {
        for (const lang of TEXT_LANGUAGES) {
          for (const field of ['title', 'description'] as const) {
            const text = category[field][lang];
            expect(text, `${type}/${category.slug} ${field} ${lang}`).toBeTruthy();
            expect(text, `${type}/${category.slug} ${field} ${lang}`).toBe(text?.trim());
          }
        }
      }
    }
  });

  it('picks the page language, and English for a language the site does not have', () => {
    const strategy = findCategory('blog', 'strategy')!;
    expect(categoryText(strategy, 'kz').title).toBe('Стратегия және талдау');
    expect(categoryText(strategy, 'de')).toEqual(categoryText(strategy, 'en'));
  });
});

describe('category readers', () => {
  let t: TestApi;
  beforeEach(async () => {
    t = await buildTestApi();
  });
  afterEach(async () => {
    await t.app.close();
  });

  it('the categories call answers the names in the asked language', async () => {
    const titles = async (lng: string) =>
      t.json<{ categories: Array<{ slug: string; title: string; description: string }> }>(await t.app.inject({ url: `/content-api/categories?type=blog&lng=${lng}` }))
        .categories.find((c) => c.slug === 'responsible-play');
    expect(await titles('ua')).toMatchObject({ title: 'Відповідальна гра' });
    expect(await titles('az')).toMatchObject({ title: 'Məsuliyyətli oyun' });
    expect(await titles('ar')).toMatchObject({ title: 'اللعب المسؤول', description: 'الحدود والاستراحات، والعلامات التي تدل على أن اللعب لم يعد تسلية.' });
    expect(await titles('ru')).toMatchObject({ title: 'Ответственная игра' });
  });

  it('a category page has its own title and description in the page language', async () => {
    const pageData = async (path: string, lang: string) =>
      t.json<SeoPageData>(await t.app.inject({ url: `/seo-api/page-data?path=${encodeURIComponent(path)}&lang=${lang}`, headers: { host: 'arena.example' } }));
    expect(await pageData('/kz/blog/categories/sports', 'kz')).toMatchObject({
      title: 'Спорт түрлері',
      description: 'Футболға, тенниске, хоккейге, баскетболға және киберспортқа бәс тігудің ерекшеліктері.',
    });
    expect(await pageData('/ar/blog/categories/betting-basics', 'ar')).toMatchObject({ title: 'أساسيات المراهنة' });
  });
});
