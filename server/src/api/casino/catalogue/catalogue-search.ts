/**
 * Game search (issue 13, issue 20): by the game's name in every interface language and by the provider's
 * name, case-insensitive, insensitive to the keyboard layout the player forgot to switch (ЙЦУКЕН ↔ QWERTY:
 * "ckjns" reads as "слоты"; the Ukrainian and Arabic layouts too), to the letters a player without that
 * language's keyboard types plainly (ё, ґ, Kazakh ә/қ/ң…, Azerbaijani ə/ş/ı…, Arabic hamza forms and
 * vowel marks), to the Arabic article, and forgiving one typo per word (Damerau-Levenshtein distance ≤ 1:
 * one letter missing, extra, wrong or two neighbours swapped). Plain functions over the catalogue, no I/O.
 */
import { INTERFACE_LANGUAGES, type CasinoGame } from '@arena/domain';
import { CATEGORY_SEARCH_NAMES } from './catalogue-names.ts';

/** The keys of the letter rows on a QWERTY keyboard, and what each types in the other layouts. */
const LATIN_KEYS = [..."qwertyuiop[]asdfghjkl;'zxcvbnm,./`"];
const LAYOUTS = {
  ru: [...'йцукенгшщзхъфывапролджэячсмитьбю.ё'],
  // Ukrainian: і, ї, є where Russian has ы, ъ, э; the apostrophe on the key left of 1.
  ua: [..."йцукенгшщзхїфівапролджєячсмитьбю.'"],
  // Arabic (101): the B key types the lam-alef ligature, two letters.
  ar: ['ض', 'ص', 'ث', 'ق', 'ف', 'غ', 'ع', 'ه', 'خ', 'ح', 'ج', 'د', 'ش', 'س', 'ي', 'ب', 'ل', 'ا', 'ت', 'ن', 'م', 'ك', 'ط', 'ئ', 'ء', 'ؤ', 'ر', 'لا', 'ى', 'ة', 'و', 'ز', 'ظ', 'ذ'],
} as const;
type OtherLayout = keyof typeof LAYOUTS;
export type KeyboardLayout = 'en' | OtherLayout;
const LAYOUT_NAMES = Object.keys(LAYOUTS) as OtherLayout[];

const FROM_LATIN = new Map(LAYOUT_NAMES.map((layout) => [layout, new Map(LATIN_KEYS.map((key, i) => [key, LAYOUTS[layout][i]!]))]));
/** Any non-Latin layout's character back to its key (single characters only; the first layout wins). */
const TO_LATIN = new Map<string, string>();
for (const layout of LAYOUT_NAMES) {
  LAYOUTS[layout].forEach((ch, i) => {
    if (ch.length === 1 && !TO_LATIN.has(ch)) TO_LATIN.set(ch, LATIN_KEYS[i]!);
  });
}

/** The text as if typed with the `to` layout active (characters without a key there stay as they are). */
export function switchLayout(text: string, to: KeyboardLayout): string {
  const map = to === 'en' ? TO_LATIN : FROM_LATIN.get(to)!;
  return [...text].map((ch) => map.get(ch) ?? ch).join('');
}

/** Letters read as the plain letter typed by a player without that language's keyboard. */
const FOLDS: Readonly<Record<string, string>> = {
  ё: 'е', ґ: 'г',
  ә: 'а', ғ: 'г', қ: 'к', ң: 'н', ө: 'о', ұ: 'у', ү: 'у', һ: 'х',
  ə: 'e', ı: 'i', ş: 's', ç: 'c', ğ: 'g', ö: 'o', ü: 'u',
  // Arabic: the hamza and madda forms of alef, alef maqsura and ta marbuta, as Arabic search folds them.
  أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه',
};
const FOLDED = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');
/** Arabic vowel marks, the superscript alef and the tatweel (stretching) stroke: not written by most players. */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * Lower case, the folds above, punctuation as spaces: how both the query and the names are compared.
 * (A dotted capital İ lower-cases to i and a combining dot, which goes too.)
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\u0307/g, '')
    .replace(ARABIC_MARKS, '')
    .replace(FOLDED, (ch) => FOLDS[ch]!)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Optimal-string-alignment Damerau-Levenshtein distance, stopping early once it exceeds `max`. */
export function damerauLevenshtein(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * Damerau-Levenshtein distance ≤ 1, in one pass (the search asks only this, for every word of every
 * game on each keystroke): equal, or one letter inserted, deleted, replaced, or two neighbours swapped.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // Replace one letter, or swap it with the next.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One letter more in the longer word.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Words shorter than this must match exactly (as a prefix): one typo in "x" or "of" matches anything. */
const MIN_TYPO_WORD = 4;

/** How well one query word fits one name word: 3 exact, 2 prefix, 1 one typo away, 0 not at all. */
function wordScore(query: string, word: string): number {
  if (word === query) return 3;
  if (word.startsWith(query)) return 2;
  if (query.length < MIN_TYPO_WORD) return 0;
  if (withinOneEdit(query, word)) return 1;
  // A typo inside a word still being typed: compare with the name word cut to the query's length.
  if (word.length > query.length && withinOneEdit(query, word.slice(0, query.length))) return 1;
  return 0;
}

/** The score of a query against one text's words: every query word must fit some word. */
function textScore(queryWords: readonly string[], words: readonly string[]): number {
  let total = 0;
  for (const q of queryWords) {
    let best = 0;
    for (const w of words) {
      best = Math.max(best, wordScore(q, w));
      if (best === 3) break;
    }
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

/** A game's searchable texts as normalised words, computed once per game (the catalogue never changes). */
interface SearchTexts {
  own: string[][];
  category: string[][];
}
const textsCache = new WeakMap<CasinoGame, SearchTexts>();
/** A name's words; an Arabic word with the article ال also without it, so «صاروخ» finds «الصاروخ». */
const wordsOf = (text: string) => normalise(text).split(' ').flatMap((w) => (w.length >= 4 && w.startsWith('ال') ? [w, w.slice(2)] : [w]));

function searchTexts(game: CasinoGame): SearchTexts {
  let texts = textsCache.get(game);
  if (!texts) {
    const own = new Set([...INTERFACE_LANGUAGES.map((l) => game.name[l]), game.providerName]);
    texts = { own: [...own].map(wordsOf), category: CATEGORY_SEARCH_NAMES[game.category].map(wordsOf) };
    textsCache.set(game, texts);
  }
  return texts;
}

/** The ways the typed query may have been meant: as typed, and retyped in each other layout. */
export function queryVariants(query: string): string[][] {
  const lower = query.toLowerCase();
  const variants = new Set([normalise(query), ...(['en', ...LAYOUT_NAMES] as const).map((to) => normalise(switchLayout(lower, to)))]);
  return [...variants].filter((v) => v !== '').map((v) => v.split(' '));
}

/**
 * The game's best score over every reading of the query and every searchable text (0: no match). A match
 * on the category's name («слоты») counts at a fraction, so games named like the query come first.
 */
export function gameSearchScore(game: CasinoGame, variants: readonly string[][]): number {
  const texts = searchTexts(game);
  let best = 0;
  for (const words of variants) {
    for (const text of texts.own) best = Math.max(best, textScore(words, text));
    for (const text of texts.category) best = Math.max(best, textScore(words, text) / 10);
  }
  return best;
}

/** Matching games, best match first, then the more popular. */
export function searchGames(games: readonly CasinoGame[], query: string): CasinoGame[] {
  const variants = queryVariants(query);
  if (variants.length === 0) return [];
  return games
    .map((game) => ({ game, score: gameSearchScore(game, variants) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || b.game.popularity - a.game.popularity || a.game.id - b.game.id)
    .map((hit) => hit.game);
}
