/** Search rules of issues 13 and 20: case-, layout- and one-typo-insensitive, over the names in every interface language and providers. */
import { describe, expect, it } from 'vitest';
import { damerauLevenshtein, normalise, searchGames, switchLayout, withinOneEdit } from './catalogue-search.ts';
import { generateCatalogue } from './generate-catalogue.ts';

const games = generateCatalogue();
const slugs = (query: string) => searchGames(games, query).map((g) => g.slug);

describe('Damerau-Levenshtein distance', () => {
  it.each([
    ['keno', 'keno', 0],
    ['kno', 'keno', 1], // a letter missing
    ['kenno', 'keno', 1], // a letter extra
    ['kemo', 'keno', 1], // a letter wrong
    ['ekno', 'keno', 1], // two neighbours swapped: one edit, not two
    ['keno', 'slot', 4],
  ])('%s → %s is %i', (a, b, expected) => {
    expect(damerauLevenshtein(a, b)).toBe(expected);
  });
});

describe('withinOneEdit (the fast check the search uses)', () => {
  it('agrees with the full distance on every pair of short words over a small alphabet', () => {
    const words = ['', 'a', 'b', 'ab', 'ba', 'aa', 'abc', 'acb', 'bac', 'abcd', 'abdc', 'bacd', 'abc d'.replace(' ', ''), 'aab', 'abb', 'cab'];
    for (const a of words) for (const b of words) expect(withinOneEdit(a, b), `${a}|${b}`).toBe(damerauLevenshtein(a, b) <= 1);
  });
});

describe('keyboard layout', () => {
  it('reads Latin keys as the Russian letters on the same keys and back', () => {
    expect(switchLayout('ckjns', 'ru')).toBe('слоты');
    expect(switchLayout('кено', 'en')).toBe('rtyj');
  });

  it('knows the Ukrainian and the Arabic layouts too', () => {
    expect(switchLayout('pjkjns crfh,b', 'ua')).toBe('золоті скарби');
    expect(switchLayout('hgwhv,o', 'ar')).toBe('الصاروخ');
    expect(switchLayout('صاروخ', 'en')).toBe('whv,o');
  });
});

describe('searchGames', () => {
  it('finds by the English and the Russian name, whatever the case', () => {
    expect(slugs('FRUIT fiesta')[0]).toBe('fruit-fiesta-5');
    expect(slugs('фруктовая ФИЕСТА')[0]).toBe('fruit-fiesta-5');
  });

  it('tolerates one typo per word (Damerau-Levenshtein ≤ 1)', () => {
    expect(slugs('fruti fiesta')[0]).toBe('fruit-fiesta-5'); // swapped letters
    expect(slugs('rocet crash')[0]).toBe('rocket-crash'); // a letter missing
    expect(slugs('счастливое кенно')[0]).toBe('lucky-keno'); // a letter extra
  });

  it('does not tolerate two typos in one word', () => {
    expect(slugs('frtui fiseta')).not.toContain('fruit-fiesta-5');
  });

  it('finds a Russian name typed with the English layout on, and an English name with the Russian one', () => {
    expect(slugs('hfrtnf')).toContain('rocket-crash'); // «ракета» typed on QWERTY
    expect(slugs('дгслн лутщ')[0]).toBe('lucky-keno'); // "lucky keno" typed on ЙЦУКЕН
  });

  it('finds a category by its name typed in the wrong layout: "ckjns" is «слоты»', () => {
    const found = searchGames(games, 'ckjns');
    expect(found.length).toBe(games.filter((g) => g.category === 'slots').length);
  });

  it('ranks games named like the query before games of a category named like it', () => {
    const found = slugs('keno');
    expect(found.indexOf('lucky-keno')).toBeLessThan(found.findIndex((s) => !s.includes('keno')) >>> 0);
  });

  it('combines a wrong layout with a typo', () => {
    expect(slugs('hfrtyf')).toContain('rocket-crash'); // «ракена»: wrong layout and one wrong letter
  });

  it('finds every game of a provider by the provider name', () => {
    const found = searchGames(games, 'Crimson Owl');
    expect(found.length).toBe(games.filter((g) => g.provider === 'crimson-owl').length);
  });

  it('finds a game by its name in each interface language', () => {
    expect(slugs('щасливе кено')[0]).toBe('lucky-keno'); // ua
    expect(slugs('Зымыран')[0]).toBe('rocket-crash'); // kz
    expect(slugs('Qızıl tac')[0]).toBe('golden-crown'); // az
    expect(slugs('التاج الذهبي')[0]).toBe('golden-crown'); // ar
    expect(slugs('Крижаний ведмідь')[0]).toBe('frozen-bear'); // ua, with і
  });

  it('reads the letters a player without that language\'s keyboard types plainly', () => {
    expect(slugs('сатти кено')[0]).toBe('lucky-keno'); // Kazakh «Сәтті» with а for ә
    expect(slugs('qizil tac')[0]).toBe('golden-crown'); // Azerbaijani «Qızıl» with i for ı
    expect(slugs('ugurlu keno')[0]).toBe('lucky-keno'); // «Uğurlu» with g for ğ
    expect(normalise('QIZIL İŞIQ')).toBe('qizil isiq');
  });

  it('finds an Arabic name without its article, with vowel marks, and typed with the English layout on', () => {
    expect(slugs('صاروخ')[0]).toBe('rocket-crash');
    expect(slugs('الصَّارُوخ')[0]).toBe('rocket-crash');
    expect(slugs('hgwhv,o')[0]).toBe('rocket-crash'); // «الصاروخ» typed on QWERTY
  });

  it('finds a Ukrainian name typed with the English layout on', () => {
    expect(slugs('ofckbdt rtyj')[0]).toBe('lucky-keno'); // «щасливе кено»
  });

  it('finds nothing for a word far from every name', () => {
    expect(slugs('zzzzqqq')).toEqual([]);
  });

  it('ranks an exact name before a typo match', () => {
    const found = slugs('keno');
    const exact = found.findIndex((s) => s === 'lucky-keno');
    expect(exact).toBeGreaterThanOrEqual(0);
    expect(found.every((s) => s.includes('keno') || found.indexOf(s) > exact)).toBe(true);
  });
});
