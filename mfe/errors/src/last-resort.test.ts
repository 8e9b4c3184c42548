import { describe, expect, it } from 'vitest';
import { lastResortText } from './app.tsx';

describe("the error page's last resort (issue 31, item 8: it was English on every page)", () => {
  it("speaks the document's language, the host's <html lang> (uk for ua, kk for kz), and links that language's home", () => {
    expect(lastResortText('ru')).toEqual({ text: 'Не удалось показать страницу ошибки', home: 'На главную', segment: 'ru' });
    expect(lastResortText('uk').segment).toBe('ua');
    expect(lastResortText('kk').segment).toBe('kz');
    expect(lastResortText('ar').text).toBe('تعذّر عرض صفحة الخطأ');
  });
  it('falls back to English for a language it does not have', () => {
    expect(lastResortText('de')).toEqual(lastResortText('en'));
    expect(lastResortText('').home).toBe('Home');
  });
});
