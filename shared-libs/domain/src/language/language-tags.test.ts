import { describe, expect, it } from 'vitest';
import { intlLocale, languageTag, segmentOfTag, textDirection } from './language-tags.ts';

describe('language segments as language tags (issue 20: <html lang dir>)', () => {
  it('the site segments ua and kz are the languages uk and kk; the others are tags already', () => {
    expect(['ru', 'en', 'ua', 'kz', 'az', 'ar'].map(languageTag)).toEqual(['ru', 'en', 'uk', 'kk', 'az', 'ar']);
  });

  it('Arabic is written right to left, the other interface languages left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    for (const segment of ['ru', 'en', 'ua', 'kz', 'az']) expect(textDirection(segment), segment).toBe('ltr');
  });

  it('the Intl locale is the language tag, Arabic with Latin digits (odds and sums as betting sites write them)', () => {
    expect(['ru', 'en', 'ua', 'kz', 'az', 'ar'].map(intlLocale)).toEqual(['ru', 'en', 'uk', 'kk', 'az', 'ar-u-nu-latn']);
    expect(new Intl.NumberFormat(intlLocale('ar')).format(1.5)).toMatch(/^1.5$/);
  });

  it('a browser language tag reads as its site segment by its primary subtag', () => {
    expect(['uk', 'kk-KZ', 'en-GB', 'RU', 'ar-EG', 'az-Latn-AZ'].map(segmentOfTag)).toEqual(['ua', 'kz', 'en', 'ru', 'ar', 'az']);
  });
});
