import { describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../platform/clock.ts';
import { openDatabase } from '../db/connection.ts';
import { missingTexts } from './content-languages.ts';
import { CONTENT_LANGUAGES, type ContentItemInput } from './content-schema.ts';
import { applySeed, readSeedItems } from './content-seed.ts';
import { createContentStore } from './content-store.ts';
import { summaryView } from './content-views.ts';

const text = (title: string, body: string) => ({ title, summary: '', seoTitle: '', seoDescription: '', body });
// The schema's type union is built from CONTENT_TYPES at run time, so TypeScript cannot check literals against it.
const item = (fields: Record<string, unknown>) => fields as ContentItemInput;

describe('issue 31: every content item in all six languages', () => {
  it('names each item and language without a text, and each text with an empty title or body', () => {
    const items = [
      item({ type: 'news', slug: 'complete', publishedAt: '2026-11-01', ru: text('Новость', 'Текст'), en: text('News', 'Text') }),
      item({ type: 'news', slug: 'english-only', publishedAt: '2026-11-01', en: text('News', 'Text') }),
      item({ type: 'blog', slug: 'blank', publishedAt: '2026-11-01', category: 'strategy', ru: text(' ', 'Текст'), en: text('Blog', '\n') }),
    ];
    expect(missingTexts(items, ['ru', 'en'])).toEqual(['news/english-only: no ru text', 'blog/blank: ru title is empty', 'blog/blank: en body is empty']);
  });

  it('stores and answers a Ukrainian and a Kazakh text (an item without one answers its first language)', () => {
    const database = openDatabase(':memory:', new AdjustableClock());
    try {
      const store = createContentStore(database.db);
      const six = item({ type: 'news', slug: 'six', publishedAt: '2026-11-01', ru: text('Новость', 'Текст'), ua: text('Новина', 'Текст'), kz: text('Жаңалық', 'Мәтін') });
      applySeed(store.repo, [six, item({ type: 'news', slug: 'ru-only', publishedAt: '2026-11-01', ru: text('Только русский', 'Текст') })], 0);
      const stored = store.published('news', 'six')!;
      expect([summaryView(stored, 'ua').title, summaryView(stored, 'kz').title, summaryView(stored, 'az').title]).toEqual(['Новина', 'Жаңалық', 'Новость']);
      expect(summaryView(stored, 'kz')).toMatchObject({ lang: 'kz', languages: ['ru', 'ua', 'kz'] });
      expect(summaryView(store.published('news', 'ru-only')!, 'ua')).toMatchObject({ lang: 'ru', languages: ['ru'] });
    } finally {
      database.close();
    }
  });

  it('every seed item has a title and a body in ru, en, ua, kz, az and ar', () => {
    expect(CONTENT_LANGUAGES).toEqual(['ru', 'en', 'ua', 'kz', 'az', 'ar']);
    expect(missingTexts(readSeedItems(), CONTENT_LANGUAGES)).toEqual([]);
  });
});
