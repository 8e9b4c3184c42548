import { describe, expect, it } from 'vitest';
import { alphabetPageOf, entryPath, filterTerms, groupByLetter, letterOf, letterPath } from './alphabet-model.ts';

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
    expect(letterOf('Фора', 'ru')).toBe('Ф');
    expect(letterOf('ёмкость', 'ru')).toBe('Е');
    expect(letterOf('«Обе забьют»', 'ru')).toBe('О');
    expect(letterOf('1X2', 'ru')).toBe('1');
  });

  it('groups letters and terms alphabetically, and filters by letter and category', () => {
    const terms = [term('total', 'Тотал'), term('handicap', 'Фора'), term('asian', 'Азиатская фора'), term('tilt', 'Тильт', 'strategy')];
    expect(groupByLetter(terms, 'ru').map((g) => [g.letter, g.terms.map((t) => t.slug)])).toEqual([
      ['А', ['asian']],
      ['Т', ['tilt', 'total']],
      ['Ф', ['handicap']],
    ]);
    expect(filterTerms(terms, 'т', 'markets', 'ru').map((t) => t.slug)).toEqual(['total']);
    expect(filterTerms(terms, null, 'strategy', 'ru').map((t) => t.slug)).toEqual(['tilt']);
  });

  it('issue 31: Kazakh and Ukrainian letters follow their own alphabets (kz: … Ұ Ү … Ы І …, ua: Г Ґ … И І Ї)', () => {
    const kz = [term('i', 'Ілгері'), term('y', 'Ыстық'), term('uu', 'Үй командасы'), term('u', 'Ұзақ мерзімді бәс'), term('a', 'Әділ коэффициент'), term('b', 'Банк')];
    expect(groupByLetter(kz, 'kz').map((g) => g.letter)).toEqual(['Ә', 'Б', 'Ұ', 'Ү', 'Ы', 'І']);
    const ua = [term('yi', 'Їжак'), term('i', 'Індивідуальний тотал'), term('y', 'Йорк'), term('g', 'Ґрунт'), term('h', 'Гол')];
    expect(groupByLetter(ua, 'ua').map((g) => g.letter)).toEqual(['Г', 'Ґ', 'І', 'Ї', 'Й']);
  });

  it('a block no title starts with is the block of the term URLs (the first letter of the slug): /ru/betting-alphabet/h lists Фора', () => {
    const terms = [term('handicap', 'Фора'), term('total', 'Тотал'), term('hedge', 'Хедж')];
    expect(filterTerms(terms, 'h', null, 'ru').map((t) => t.slug)).toEqual(['handicap', 'hedge']);
    expect(filterTerms(terms, 'х', null, 'ru').map((t) => t.slug)).toEqual(['hedge']);
    expect(filterTerms(terms, 'q', null, 'ru')).toEqual([]);
  });

  it('Azerbaijani İ is one letter block i (issue 31 item 3: the default case mapping made it i + a combining dot, a block no route accepts)', () => {
    const terms = [term('double-chance', 'İkiqat şans'), term('express', 'Ekspress'), term('implied-probability', 'Əmsaldakı ehtimal')];
    expect(letterOf('İkiqat şans', 'az')).toBe('İ');
    expect(groupByLetter(terms, 'az').map((g) => g.letter)).toEqual(['E', 'Ə', 'İ']);
    expect(letterPath('az', 'İ')).toBe('/az/betting-alphabet/i');
    expect(alphabetPageOf(r({ block: 'i' }))).toEqual({ kind: 'index', letter: 'i', category: null });
    expect(filterTerms(terms, 'i', null, 'az').map((t) => t.slug)).toEqual(['double-chance']);
  });

  it('Arabic terms are filed by their first letter, alef with hamza under the bare alef', () => {
    const terms = [term('handicap', 'هانديكاب'), term('void', 'استرداد'), term('favourite', 'أفضلية'), term('margin', 'هامش')];
    expect(groupByLetter(terms, 'ar').map((g) => [g.letter, g.terms.length])).toEqual([['ا', 2], ['ه', 2]]);
    expect(filterTerms(terms, 'ا', null, 'ar').map((t) => t.slug).sort()).toEqual(['favourite', 'void']);
  });

  it('a term\'s page has the same path in every language: the letter of its slug, its category, its slug', () => {
    expect(entryPath('ru', term('handicap', 'Фора'))).toBe('/ru/betting-alphabet/h/markets/handicap');
    expect(entryPath('en', term('handicap', 'Handicap'))).toBe('/en/betting-alphabet/h/markets/handicap');
  });
});
