import { describe, expect, it } from 'vitest';
import { alphabetPageOf, entryPath, filterTerms, groupByLetter, letterOf } from './alphabet-model.ts';

const r = (params: Record<string, string> = {}) => ({ id: 'betting-alphabet', params });
const term = (slug: string, title: string, category = 'markets') => ({ slug, title, category });

describe('betting alphabet pages', () => {
  it('block is a letter or all, then a category, then an entry', () => {
    expect(alphabetPageOf(r())).toEqual({ kind: 'index', letter: null, category: null });
    expect(alphabetPageOf(r({ block: 'Ф' }))).toEqual({ kind: 'index', letter: 'ф', category: null });
    expect(alphabetPageOf(r({ block: 'all', category: 'markets' }))).toEqual({ kind: 'index', letter: null, category: 'markets' });
    expect(alphabetPageOf(r({ block: 'ф', category: 'markets', slug: 'handicap' }))).toEqual({ kind: 'entry', block: 'ф', category: 'markets', slug: 'handicap' });
  });

  it('a block that is not one letter, or a malformed category or slug, is not found', () => {
    expect(alphabetPageOf(r({ block: 'ab' }))).toEqual({ kind: 'not-found' });
    expect(alphabetPageOf(r({ block: 'a', category: 'Bad Cat' }))).toEqual({ kind: 'not-found' });
    expect(alphabetPageOf(r({ block: 'a', category: 'markets', slug: '<script>' }))).toEqual({ kind: 'not-found' });
    expect(alphabetPageOf({ id: 'blog', params: {} })).toEqual({ kind: 'not-found' });
  });

  it('terms are filed under the first letter of their title in the page language', () => {
    expect(letterOf('Фора')).toBe('Ф');
    expect(letterOf('ёмкость')).toBe('Е');
    expect(letterOf('«Обе забьют»')).toBe('О');
    expect(letterOf('1X2')).toBe('1');
  });

  it('groups letters and terms alphabetically, and filters by letter and category', () => {
    const terms = [term('total', 'Тотал'), term('handicap', 'Фора'), term('asian', 'Азиатская фора'), term('tilt', 'Тильт', 'strategy')];
    expect(groupByLetter(terms, 'ru').map((g) => [g.letter, g.terms.map((t) => t.slug)])).toEqual([
      ['А', ['asian']],
      ['Т', ['tilt', 'total']],
      ['Ф', ['handicap']],
    ]);
    expect(filterTerms(terms, 'т', 'markets').map((t) => t.slug)).toEqual(['total']);
    expect(filterTerms(terms, null, 'strategy').map((t) => t.slug)).toEqual(['tilt']);
  });

  it('issue 31: Kazakh and Ukrainian letters follow their own alphabets (kz: … Ұ Ү … Ы І …, ua: Г Ґ … И І Ї)', () => {
    const kz = [term('i', 'Ілгері'), term('y', 'Ыстық'), term('uu', 'Үй командасы'), term('u', 'Ұзақ мерзімді бәс'), term('a', 'Әділ коэффициент'), term('b', 'Банк')];
    expect(groupByLetter(kz, 'kz').map((g) => g.letter)).toEqual(['Ә', 'Б', 'Ұ', 'Ү', 'Ы', 'І']);
    const ua = [term('yi', 'Їжак'), term('i', 'Індивідуальний тотал'), term('y', 'Йорк'), term('g', 'Ґрунт'), term('h', 'Гол')];
    expect(groupByLetter(ua, 'ua').map((g) => g.letter)).toEqual(['Г', 'Ґ', 'І', 'Ї', 'Й']);
  });

  it('a block no title starts with is the block of the term URLs (the first letter of the slug): /ru/betting-alphabet/h lists Фора', () => {
    const terms = [term('handicap', 'Фора'), term('total', 'Тотал'), term('hedge', 'Хедж')];
    expect(filterTerms(terms, 'h', null).map((t) => t.slug)).toEqual(['handicap', 'hedge']);
    expect(filterTerms(terms, 'х', null).map((t) => t.slug)).toEqual(['hedge']);
    expect(filterTerms(terms, 'q', null)).toEqual([]);
  });

  it('a term\'s page has the same path in every language: the letter of its slug, its category, its slug', () => {
    expect(entryPath('ru', term('handicap', 'Фора'))).toBe('/ru/betting-alphabet/h/markets/handicap');
    expect(entryPath('en', term('handicap', 'Handicap'))).toBe('/en/betting-alphabet/h/markets/handicap');
  });
});
