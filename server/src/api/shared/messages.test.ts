import { describe, expect, it } from 'vitest';
import { limitsMessage } from '../limits/limits-messages.ts';
import { createMessages, localize, message } from './messages.ts';

describe('one localized-message helper', () => {
  const texts = createMessages({
    left: { ru: 'Осталось {remaining} {currency}', en: '{remaining} {currency} left' },
    plain: { ru: 'Готово', en: 'Done' },
  });

  it('ru reads ru, every other language reads en', () => {
    expect(texts('plain', 'ru')).toBe('Готово');
    expect(texts('plain', 'en')).toBe('Done');
    expect(texts('plain', 'kz')).toBe('Done');
  });

  it('fills {name} placeholders; unknown names stay as written, inherited names are not read', () => {
    expect(texts('left', 'en', { remaining: 400, currency: 'RUB' })).toBe('400 RUB left');
    expect(texts('left', 'ru', { remaining: 0 })).toBe('Осталось 0 {currency}');
    expect(localize({ ru: '{toString}', en: '{toString}' }, 'en')).toBe('{toString}');
  });

  it('the API-wide and the limits tables both go through it', () => {
    expect(message('not_found', 'ru')).toBe('Не найдено');
    expect(message('not_found', 'az')).toBe('Not found');
    expect(limitsMessage('deposit_limit_exceeded', 'en', { remaining: 500, currency: 'RUB' })).toBe('The amount exceeds your deposit limit: 500 RUB left');
  });
});
