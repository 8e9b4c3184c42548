/**
 * The betting alphabet's rules, React-free: which page a route shows (betting-alphabet/{block?}/
 * {category?}/{slug?}, block = a letter of the page language or `all`), the letter of a term, and the
 * grouping of terms by letter. Letters follow the language of the texts, so /ru/ has А…Я, /en/ A…Z;
 * a term's own page is language-independent (see entryPath).
 */
import { intlLocale } from '@arena/domain';
import { unhandledRoute, type RouteIdOf } from '@arena/routes';

export type AlphabetPage =
  | { kind: 'index'; letter: string | null; category: string | null }
  | { kind: 'entry'; block: string; category: string; slug: string }
  | { kind: 'not-found' };

/** The block that stands for every letter (a category page across the alphabet). */
export const ALL_LETTERS = 'all';
const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/** One letter of any script, or a digit (a term may start with one). */
const LETTER = /^[\p{L}\p{N}]$/u;

/** Exhaustive over the alphabet routes of the table: a new or renamed one is a type error until it has a page. */
export function alphabetPageOf(route: { id: string; params: Record<string, string> } | null): AlphabetPage {
  if (!route) return { kind: 'not-found' };
  const id = route.id as RouteIdOf<'@arena/alphabet'>;
  switch (id) {
    case 'betting-alphabet':
      return alphabetPage(route.params);
    default:
      return unhandledRoute(id, { kind: 'not-found' });
  }
}

/** betting-alphabet/{block?}/{category?}/{slug?}: the index of a letter or category, or one term. */
function alphabetPage(params: Record<string, string>): AlphabetPage {
  const block = params['block'] ? params['block'].toLowerCase() : null;
  const category = params['category'] || null;
  const slug = params['slug'] || null;
  if (block !== null && block !== ALL_LETTERS && !LETTER.test(block)) return { kind: 'not-found' };
  if (category !== null && !SLUG.test(category)) return { kind: 'not-found' };
  if (slug !== null) return SLUG.test(slug) && block && category ? { kind: 'entry', block, category, slug } : { kind: 'not-found' };
  return { kind: 'index', letter: block === ALL_LETTERS ? null : block, category };
}

/** Letters filed under another one of their alphabet: Ё under Е, the Arabic alef with hamza or madda under the bare alef. */
const FILED_UNDER: Record<string, string> = { Ё: 'Е', 'أ': 'ا', 'إ': 'ا', 'آ': 'ا' };

/**
 * The letter a term is filed under: the first letter or digit of its title, upper case in the page
 * language (Azerbaijani and Turkish have İ/i and I/ı, which the default case mapping mixes up).
 */
export function letterOf(title: string, lng: string): string {
  const first = [...title.trim()].find((c) => /[\p{L}\p{N}]/u.test(c)) ?? '#';
  const upper = first.toLocaleUpperCase(intlLocale(lng));
  return FILED_UNDER[upper] ?? upper;
}

/** A letter as a URL block and for comparing with one: lower case in the page language (az İ → i, not i + dot). */
export const lowerLetter = (letter: string, lng: string): string => letter.toLocaleLowerCase(intlLocale(lng));

export interface Term {
  slug: string;
  title: string;
  category: string | null;
}

/**
 * Terms grouped by letter, letters and terms in the language's alphabetical order. The collator takes the
 * language's BCP 47 tag, not the URL segment: 'kz' is no locale and sorts Kazakh І, Ұ, Ү in the wrong places.
 */
export function groupByLetter<T extends Term>(terms: readonly T[], lng: string): { letter: string; terms: T[] }[] {
  const collator = new Intl.Collator(intlLocale(lng));
  const groups = new Map<string, T[]>();
  for (const term of [...terms].sort((a, b) => collator.compare(a.title, b.title))) {
    const letter = letterOf(term.title, lng);
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  return [...groups.entries()].sort(([a], [b]) => collator.compare(a, b)).map(([letter, list]) => ({ letter, terms: list }));
}

/**
 * Terms of one block (null: all) and one category (null: all). A block is a letter of the page language
 * (terms whose title starts with it) or, when no title starts with it, the block a term's own URL files it
 * under (the first letter of its slug, see entryPath): /ru/betting-alphabet/h lists Фора, whose page is
 * /ru/betting-alphabet/h/general/fora, instead of saying there is no such letter.
 */
export function filterTerms<T extends Term>(terms: readonly T[], letter: string | null, category: string | null, lng: string): T[] {
  const blockOf = (t: T) => lowerLetter(letterOf(t.title, lng), lng);
  const byTitle = letter === null || terms.some((t) => blockOf(t) === letter);
  const inBlock = (t: T) => letter === null || (byTitle ? blockOf(t) === letter : t.slug.charAt(0) === letter);
  return terms.filter((t) => inBlock(t) && (category === null || t.category === category));
}

const segment = (letter: string, lng: string) => encodeURIComponent(lowerLetter(letter, lng));
export const alphabetPath = (lng: string) => `/${lng}/betting-alphabet`;
export const letterPath = (lng: string, letter: string) => `/${lng}/betting-alphabet/${segment(letter, lng)}`;
export const categoryPath = (lng: string, category: string, letter: string | null = null) =>
  `/${lng}/betting-alphabet/${letter ? segment(letter, lng) : ALL_LETTERS}/${category}`;
/**
 * A term's own page files it under the first letter of its slug, not of its title: the same path in every
 * language, so hreflang alternates, the sitemap (server content-paths.ts) and a language switch agree.
 */
export const entryPath = (lng: string, term: Pick<Term, 'slug' | 'category'>) =>
  `/${lng}/betting-alphabet/${term.slug.charAt(0)}/${term.category ?? 'general'}/${term.slug}`;
