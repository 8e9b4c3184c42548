/**
 * Categories of the content types that have them, with their names, as data: the blog's categories
 * (blog/categories/{slug}) and the news' sections. Items name their category by slug; an item whose
 * category is not listed here is refused by the seed check (content-categories.test.ts).
 */
import type { ContentType } from './content-schema.ts';

export interface ContentCategory {
  slug: string;
  ru: { title: string; description: string };
  en: { title: string; description: string };
}

export const CONTENT_CATEGORIES: Partial<Record<ContentType, readonly ContentCategory[]>> = {
  blog: [
    {
      slug: 'betting-basics',
      ru: { title: 'Основы ставок', description: 'Коэффициенты, виды ставок и расчёт выигрыша — простым языком для тех, кто только начинает.' },
      en: { title: 'Betting basics', description: 'Odds, bet types and how returns are calculated — in plain words for those who are starting out.' },
    },
    {
      slug: 'strategy',
      ru: { title: 'Стратегия и анализ', description: 'Как оценивать шансы, читать статистику и управлять банком без самообмана.' },
      en: { title: 'Strategy and analysis', description: 'How to judge chances, read statistics and manage a bankroll without fooling yourself.' },
    },
    {
      slug: 'sports',
      ru: { title: 'Виды спорта', description: 'Особенности ставок на футбол, теннис, хоккей, баскетбол и киберспорт.' },
      en: { title: 'Sports', description: 'What is special about betting on football, tennis, hockey, basketball and esports.' },
    },
    {
      slug: 'responsible-play',
      ru: { title: 'Ответственная игра', description: 'Лимиты, перерывы и признаки того, что игра перестала быть развлечением.' },
      en: { title: 'Responsible play', description: 'Limits, breaks and the signs that playing has stopped being entertainment.' },
    },
  ],
};

export const categoriesOf = (type: ContentType): readonly ContentCategory[] => CONTENT_CATEGORIES[type] ?? [];
export const findCategory = (type: ContentType, slug: string): ContentCategory | undefined => categoriesOf(type).find((c) => c.slug === slug);
