/**
 * Categories of the content types that have them, with their names, as data: the blog's categories
 * (blog/categories/{slug}) and the news' sections. Items name their category by slug; an item whose
 * category is not listed here is refused (content-schema.ts `contentRuleError`, which the seed passes too).
 * Names and descriptions are in the six interface languages (content-categories.test.ts); readers pick the
 * page language with `textIn` (`categoryText`), any other language reads English.
 */
import { textIn, type Localized } from '../../platform/messages.ts';
import type { ContentType } from './content-schema.ts';

export interface ContentCategory {
  slug: string;
  title: Localized;
  description: Localized;
}

export const CONTENT_CATEGORIES: Partial<Record<ContentType, readonly ContentCategory[]>> = {
  blog: [
    {
      slug: 'betting-basics',
      title: { ru: 'Основы ставок', en: 'Betting basics', ua: 'Основи ставок', kz: 'Бәс тігу негіздері', az: 'Mərclərin əsasları', ar: 'أساسيات المراهنة' },
      description: {
        ru: 'Коэффициенты, виды ставок и расчёт выигрыша — простым языком для тех, кто только начинает.',
        en: 'Odds, bet types and how returns are calculated — in plain words for those who are starting out.',
        ua: 'Коефіцієнти, види ставок і розрахунок виграшу — простими словами для тих, хто тільки починає.',
        kz: 'Коэффициенттер, бәс түрлері және ұтысты есептеу — жаңа бастағандарға қарапайым тілмен.',
        az: 'Əmsallar, mərc növləri və uduşun hesablanması — yeni başlayanlar üçün sadə dillə.',
        ar: 'المعاملات وأنواع الرهانات وطريقة حساب الأرباح — بلغة بسيطة لمن يخطو خطواته الأولى.',
      },
    },
    {
      slug: 'strategy',
      title: { ru: 'Стратегия и анализ', en: 'Strategy and analysis', ua: 'Стратегія та аналіз', kz: 'Стратегия және талдау', az: 'Strategiya və təhlil', ar: 'الاستراتيجية والتحليل' },
      description: {
        ru: 'Как оценивать шансы, читать статистику и управлять банком без самообмана.',
        en: 'How to judge chances, read statistics and manage a bankroll without fooling yourself.',
        ua: 'Як оцінювати шанси, читати статистику й керувати банком без самообману.',
        kz: 'Мүмкіндіктерді қалай бағалау, статистиканы қалай оқу және банкті өзіңізді алдамай қалай басқару керек.',
        az: 'Şansları necə qiymətləndirmək, statistikanı necə oxumaq və bankrolu özünü aldatmadan necə idarə etmək olar.',
        ar: 'كيف تقدّر الفرص وتقرأ الإحصاءات وتدير رأس مالك دون أن تخدع نفسك.',
      },
    },
    {
      slug: 'sports',
      title: { ru: 'Виды спорта', en: 'Sports', ua: 'Види спорту', kz: 'Спорт түрлері', az: 'İdman növləri', ar: 'الرياضات' },
      description: {
        ru: 'Особенности ставок на футбол, теннис, хоккей, баскетбол и киберспорт.',
        en: 'What is special about betting on football, tennis, hockey, basketball and esports.',
        ua: 'Особливості ставок на футбол, теніс, хокей, баскетбол і кіберспорт.',
        kz: 'Футболға, тенниске, хоккейге, баскетболға және киберспортқа бәс тігудің ерекшеліктері.',
        az: 'Futbola, tennisə, xokkeyə, basketbola və kibersporta mərc etməyin xüsusiyyətləri.',
        ar: 'ما يميّز المراهنة على كرة القدم والتنس وهوكي الجليد وكرة السلة والرياضات الإلكترونية.',
      },
    },
    {
      slug: 'responsible-play',
      title: { ru: 'Ответственная игра', en: 'Responsible play', ua: 'Відповідальна гра', kz: 'Жауапты ойын', az: 'Məsuliyyətli oyun', ar: 'اللعب المسؤول' },
      description: {
        ru: 'Лимиты, перерывы и признаки того, что игра перестала быть развлечением.',
        en: 'Limits, breaks and the signs that playing has stopped being entertainment.',
        ua: 'Ліміти, перерви й ознаки того, що гра перестала бути розвагою.',
        kz: 'Лимиттер, үзілістер және ойынның көңіл көтеру болудан қалғанын көрсететін белгілер.',
        az: 'Limitlər, fasilələr və oyunun artıq əyləncə olmadığını göstərən əlamətlər.',
        ar: 'الحدود والاستراحات، والعلامات التي تدل على أن اللعب لم يعد تسلية.',
      },
    },
  ],
};

export const categoriesOf = (type: ContentType): readonly ContentCategory[] => CONTENT_CATEGORIES[type] ?? [];
export const findCategory = (type: ContentType, slug: string): ContentCategory | undefined => categoriesOf(type).find((c) => c.slug === slug);

/** A category's name and description in the page language (any other language reads English). */
export const categoryText = (category: ContentCategory, lang: string): { title: string; description: string } => ({
  title: textIn(category.title, lang),
  description: textIn(category.description, lang),
});
