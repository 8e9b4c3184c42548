/**
 * The site's language segments (spec §2: two lowercase letters in the URL, named by the site config) and
 * what the browser needs from them: a BCP 47 tag for `<html lang>`, Content-Language and Intl (the site
 * writes Ukrainian as `ua` and Kazakh as `kz`, which are country codes, not language tags), and the
 * writing direction for `<html dir>`. One table, read by the host, the shell and the formatters.
 */

/** Segments whose language tag differs from the segment. */
const LANGUAGE_TAGS: Readonly<Record<string, string>> = { ua: 'uk', kz: 'kk' };

/** Languages written right to left (by language tag). */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

export type TextDirection = 'ltr' | 'rtl';

/** `ua` → `uk`, `kz` → `kk`, others as they are. */
export function languageTag(segment: string): string {
  return LANGUAGE_TAGS[segment] ?? segment;
}

/** A browser's language tag as a site segment: `uk` → `ua`, `kk-KZ` → `kz`, `en-GB` → `en` (by its primary subtag). */
export function segmentOfTag(tag: string): string {
  const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
  return Object.keys(LANGUAGE_TAGS).find((segment) => LANGUAGE_TAGS[segment] === primary) ?? primary;
}

/**
 * The Intl locale of a segment (or of a tag): its language tag, Arabic with Latin digits, as odds and
 * sums are written on betting sites. The client's formatters, the server's texts and pages read it.
 */
export function intlLocale(segment: string): string {
  const tag = languageTag(segment);
  return tag === 'ar' ? 'ar-u-nu-latn' : tag;
}

export function textDirection(segment: string): TextDirection {
  return RIGHT_TO_LEFT.has(languageTag(segment)) ? 'rtl' : 'ltr';
}
