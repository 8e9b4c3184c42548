import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES, interfaceLanguageOf, localizedTextIn, type LocalizedText } from './localized-text.ts';

const rocket: LocalizedText = { ru: 'Ракета', en: 'Rocket Crash', ua: 'Ракета', kz: 'Зымыран', az: 'Raket', ar: 'الصاروخ' };

describe('a text in the six interface languages', () => {
  it('reads the page language by its site segment (ua, kz), not its language tag', () => {
    expect(INTERFACE_LANGUAGES.map((l) => localizedTextIn(rocket, l))).toEqual(['Ракета', 'Rocket Crash', 'Ракета', 'Зымыран', 'Raket', 'الصاروخ']);
  });

  it('reads English for a language the site does not write', () => {
    expect(localizedTextIn(rocket, 'uk')).toBe('Rocket Crash');
    expect(localizedTextIn(rocket, 'de')).toBe('Rocket Crash');
  });

  it('a code names its interface language, anything else is English', () => {
    expect(INTERFACE_LANGUAGES.map(interfaceLanguageOf)).toEqual([...INTERFACE_LANGUAGES]);
    expect(['uk', 'de', '', 'RU'].map(interfaceLanguageOf)).toEqual(['en', 'en', 'en', 'en']);
  });
});
