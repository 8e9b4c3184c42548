import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from './document-language.ts';

describe('<html lang dir> follows the language segment (issue 20)', () => {
  it('writes the language tag and the direction: ua is uk, ar is right to left, back to ltr for en', () => {
    const root = { lang: 'ru', dir: 'ltr' };
    applyDocumentLanguage(root, 'ua');
    expect(root).toEqual({ lang: 'uk', dir: 'ltr' });
    applyDocumentLanguage(root, 'ar');
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
    applyDocumentLanguage(root, 'en');
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
  });
});
