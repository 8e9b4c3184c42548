/** The chat bot's retrieval over the seeded help (info pages and rules chapters), and the hand-over words. */
import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '../../content/content-schema.ts';
import { readSeedItems } from '../../content/content-seed.ts';
import { buildHelpIndex, helpExcerpt, terms, type HelpPage } from './help-index.ts';
import { asksForHuman } from './chat-texts.ts';

const pages: HelpPage[] = readSeedItems()
  .filter((item) => item.type === 'info' || item.type === 'rules')
  .map((item) => ({ type: item.type, slug: item.slug, path: item.slug, texts: Object.fromEntries(CONTENT_LANGUAGES.flatMap((l) => (item[l] ? [[l, item[l]]] : []))) }));
const index = buildHelpIndex(pages);

describe('support chat bot: retrieval from the help content', () => {
  it('normalises like the help texts: case, ё, punctuation, stop words and word endings', () => {
    expect(terms('Как ВЫВЕСТИ деньги?')).toEqual(terms('вывестИ деньгами'));
    expect(terms('Ёлка')).toEqual(['елка']);
    expect(terms('How do I withdraw?')).toEqual(terms('withdrawal'));
  });

  it('normalises Azerbaijani Latin (İ, ı, ə and the cedillas, typed or not) and Arabic script (hamza, vowel marks, the article, ة and ى)', () => {
    expect(terms('PULU ÇIXARMAQ')).toEqual(terms('pulu cixarmaq'));
    expect(terms('İstifadəçi')).toEqual(['istif']);
    expect(terms('necə olar?')).toEqual([]);
    expect(terms('الأموال')).toEqual(terms('أموالي'));
    expect(terms('والسحب')).toEqual(terms('سحب'));
    expect(terms('المُراهَنة')).toEqual(terms('مراهنه'));
    expect(terms('كيف يمكنني؟')).toEqual([]);
  });

  it('issue 31: «как вывести деньги» and its equivalent in each of the six languages answers with the withdrawal help in that language', () => {
    const asked = { ru: 'как вывести деньги', en: 'how do I withdraw money?', ua: 'як вивести гроші?', kz: 'ақшаны қалай шығаруға болады?', az: 'Pulu necə çıxarmaq olar?', ar: 'كيف يمكنني سحب أموالي؟' };
    for (const lang of CONTENT_LANGUAGES) {
      const found = index.search(asked[lang], lang);
      expect({ slug: found?.page.slug, lang: found?.lang }, lang).toEqual({ slug: 'deposits-withdrawals', lang });
    }
    expect(helpExcerpt(index.search(asked.ru, 'ru')!.page.texts.ru!, asked.ru)).toMatch(/^Пополнение и вывод денег\n.*Чтобы вывести деньги/s);
    expect(helpExcerpt(index.search(asked.az, 'az')!.page.texts.az!, asked.az)).toMatch(/^Hesabın artırılması və pulun çıxarılması\n.*çıxarmaq üçün/s);
    expect(helpExcerpt(index.search(asked.ar, 'ar')!.page.texts.ar!, asked.ar)).toMatch(/^الإيداع والسحب\n.*لسحب الأموال/s);
  });

  it('a question in another language than the chat\'s still finds its page (a Ukrainian player writing Russian)', () => {
    expect(index.search('как вывести деньги', 'ua')).toMatchObject({ page: { slug: 'deposits-withdrawals' }, lang: 'ru' });
  });

  it('a question the help does not cover finds nothing (the bot hands over)', () => {
    expect(index.search('у меня сломался холодильник', 'ru')).toBeNull();
    expect(index.search('???', 'en')).toBeNull();
  });

  it('asking for a person hands over, in any interface language; a help question does not', () => {
    for (const text of ['Позовите оператора', 'хочу поговорить с человеком', 'I want a human', 'operator please', 'Покличте оператора', 'أريد التحدث إلى موظف', 'Operatorla danışmaq istəyirəm']) expect(asksForHuman(text), text).toBe(true);
    for (const text of ['как вывести деньги', 'how do I change my personal data', 'Pulu necə çıxarmaq olar?']) expect(asksForHuman(text), text).toBe(false);
  });
});
