import { describe, expect, it } from 'vitest';
import { limitsMessage } from '../limits/limits-messages.ts';
import { createMessages, localize, TEXT_LANGUAGES, type Localized } from '../../platform/messages.ts';
import { message, MESSAGE_TABLE } from './messages.ts';

describe('one localized-message helper', () => {
  const texts = createMessages({
    left: {
      ru: 'Осталось {remaining} {currency}', en: '{remaining} {currency} left', ua: 'Залишилося {remaining} {currency}',
      kz: '{remaining} {currency} қалды', az: '{remaining} {currency} qalıb', ar: 'تبقّى {remaining} {currency}',
    },
    plain: { ru: 'Готово', en: 'Done', ua: 'Готово', kz: 'Дайын', az: 'Hazırdır', ar: 'تم' },
  });

  it('each language reads its own text, a language the site does not write reads en', () => {
    expect(texts('plain', 'ru')).toBe('Готово');
    expect(texts('plain', 'en')).toBe('Done');
    expect(texts('plain', 'kz')).toBe('Дайын');
    expect(texts('plain', 'de')).toBe('Done');
  });

  it('fills {name} placeholders; unknown names stay as written, inherited names are not read', () => {
    expect(texts('left', 'en', { remaining: 400, currency: 'RUB' })).toBe('400 RUB left');
    expect(texts('left', 'ru', { remaining: 0 })).toBe('Осталось 0 {currency}');
    const inherited = '{toString}';
    expect(localize({ ru: inherited, en: inherited, ua: inherited, kz: inherited, az: inherited, ar: inherited }, 'en')).toBe('{toString}');
  });

  it('the API-wide and the limits tables both go through it', () => {
    expect(message('not_found', 'ru')).toBe('Не найдено');
    expect(message('not_found', 'az')).toBe('Tapılmadı');
    expect(message('not_found', 'de')).toBe('Not found');
    expect(limitsMessage('deposit_limit_exceeded', 'en', { remaining: 'RUB 500' })).toBe('The amount exceeds your deposit limit: RUB 500 left');
  });
});

/** What is wrong with one entry: a language without text, or placeholders that differ from en's. */
function gaps(entry: Localized): string[] {
  const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
  return TEXT_LANGUAGES.flatMap((language) => {
    const text: unknown = entry[language];
    if (typeof text !== 'string' || text.trim() === '') return [`${language}: missing`];
    return names(text) === names(entry.en) ? [] : [`${language}: placeholders {${names(text)}} instead of {${names(entry.en)}}`];
  });
}

describe('every server message exists in the six interface languages', () => {
  it('each MESSAGES entry has a ru, en, ua, kz, az and ar text with the same {placeholders}', () => {
    const problems = Object.entries(MESSAGE_TABLE).flatMap(([key, entry]) => gaps(entry).map((gap) => `${key} ${gap}`));
    expect(problems).toEqual([]);
  });

  it('the check fails on an entry without a language (only a cast gets one past the compiler), an empty text, or a placeholder renamed', () => {
    expect(gaps({ ru: 'Готово', en: 'Done', ua: 'Готово', kz: 'Дайын', az: 'Hazırdır' } as unknown as Localized)).toEqual(['ar: missing']);
    expect(gaps({ ru: 'Готово', en: 'Done', ua: 'Готово', kz: ' ', az: 'Hazırdır', ar: 'تم' })).toEqual(['kz: missing']);
    expect(gaps({ ru: '{n} шт.', en: '{n} pcs', ua: '{n} шт.', kz: '{n} дана', az: '{count} ədəd', ar: '{n} قطعة' })).toHaveLength(1);
  });

  it('the languages really differ from English where the words do (not copies of en)', () => {
    for (const key of ['not_found', 'account_not_found', 'wrong_credentials', 'too_many_requests'] as const) {
      for (const language of ['ua', 'kz', 'az', 'ar']) expect(message(key, language), `${key} ${language}`).not.toBe(message(key, 'en'));
    }
    // Protocol words the spec fixes: the same in every language.
    for (const language of TEXT_LANGUAGES) expect(message('wrong_code', language)).toBe('wrong code');
  });
});
