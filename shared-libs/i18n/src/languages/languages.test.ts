import { describe, expect, it } from 'vitest';
import { availableLanguages, isLanguageSegment, resolveLanguage } from './languages.ts';

const config = { languages: ['ru', 'en', 'kz', 'az'], hiddenLanguages: ['az', 'ua'] };

describe('available languages (spec §2)', () => {
  it('hidden languages are excluded unless the user cookie is set', () => {
    expect(availableLanguages(config, false)).toEqual(['ru', 'en', 'kz']);
  });

  it('with the user cookie set, hidden languages are offered too', () => {
    expect(availableLanguages(config, true)).toEqual(['ru', 'en', 'kz', 'az', 'ua']);
  });
});

describe('language resolution', () => {
  it('a requested language in the available list is used', () => {
    expect(resolveLanguage('kz', ['ru', 'en', 'kz'])).toBe('kz');
  });

  it('a language not in the available list falls back to the default ru', () => {
    expect(resolveLanguage('az', ['ru', 'en'])).toBe('ru');
    expect(resolveLanguage(undefined, ['ru', 'en'])).toBe('ru');
  });

  it('when the default is not available either, the final fallback is en', () => {
    expect(resolveLanguage('az', ['en', 'kz'])).toBe('en');
  });

  it('a language segment is 2 lowercase letters', () => {
    expect(isLanguageSegment('ru')).toBe(true);
    expect(isLanguageSegment('RU')).toBe(false);
    expect(isLanguageSegment('rus')).toBe(false);
    expect(isLanguageSegment(undefined)).toBe(false);
  });
});
