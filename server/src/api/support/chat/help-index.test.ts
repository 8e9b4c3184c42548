/** The chat bot's retrieval over the seeded help (info pages and rules chapters), and the hand-over words. */
import { describe, expect, it } from 'vitest';
import { readSeedItems } from '../../content/content-seed.ts';
import { buildHelpIndex, helpExcerpt, terms, type HelpPage } from './help-index.ts';
import { asksForHuman } from './chat-texts.ts';

const pages: HelpPage[] = readSeedItems()
  .filter((item) => item.type === 'info' || item.type === 'rules')
  .map((item) => ({ type: item.type, slug: item.slug, path: item.slug, texts: { ...(item.ru ? { ru: item.ru } : {}), ...(item.en ? { en: item.en } : {}) } }));
const index = buildHelpIndex(pages);

describe('support chat bot: retrieval from the help content', () => {
  it('normalises like the help texts: case, ё, punctuation, stop words and word endings', () => {
    expect(terms('Как ВЫВЕСТИ деньги?')).toEqual(terms('вывестИ деньгами'));
    expect(terms('Ёлка')).toEqual(['елка']);
    expect(terms('How do I withdraw?')).toEqual(terms('withdrawal'));
  });

  it('«как вывести деньги» (ru) answers with the withdrawal help', () => {
    const found = index.search('как вывести деньги');
    expect(found?.page.slug).toBe('deposits-withdrawals');
    expect(helpExcerpt(found!.page.texts.ru!, 'как вывести деньги')).toMatch(/^Пополнение и вывод денег\n.*Вывод средств/s);
  });

  it('"how do I withdraw money" (en) answers with the withdrawal help', () => {
    const found = index.search('how do I withdraw money?');
    expect(found?.page.slug).toBe('deposits-withdrawals');
    expect(helpExcerpt(found!.page.texts.en!, 'how do I withdraw money?')).toMatch(/Withdrawal/);
  });

  it('a question the help does not cover finds nothing (the bot hands over)', () => {
    expect(index.search('у меня сломался холодильник')).toBeNull();
    expect(index.search('???')).toBeNull();
  });

  it('asking for a person hands over, in any interface language; a help question does not', () => {
    for (const text of ['Позовите оператора', 'хочу поговорить с человеком', 'I want a human', 'operator please', 'Покличте оператора', 'أريد التحدث إلى موظف']) expect(asksForHuman(text), text).toBe(true);
    for (const text of ['как вывести деньги', 'how do I change my personal data']) expect(asksForHuman(text), text).toBe(false);
  });
});
