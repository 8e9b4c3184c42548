/** SEO page data per path (without the language segment), in the six interface languages. */
import type { SeoPageData } from '@arena/domain';
import type { TextLanguage } from '../../platform/messages.ts';

/** One page's SEO fields in every interface language (a page in any other language reads `en`). */
export type SeoTexts = Readonly<Record<TextLanguage, Partial<SeoPageData>>>;

const NOINDEX = 'noindex, nofollow';
const contacts = (lang: TextLanguage, title: string, description: string): Partial<SeoPageData> => ({
  title,
  description,
  customCanonical: { mode: 'mirror', targetUrl: `/${lang}/contacts`, domain: 'arena.local' },
});
const about = (title: string, description: string, body: string): Partial<SeoPageData> => ({
  title,
  description,
  content: { html: `<h1>${title}</h1><p>${body}</p>`, styles: '' },
});

export const SEO_PAGES: Record<string, SeoTexts> = {
  '': {
    ru: { title: 'Arena — ставки на спорт и казино', description: 'Ставки на спорт в линии и лайве, казино, слоты и акции.' },
    en: { title: 'Arena — sports betting and casino', description: 'Line and live sports betting, casino, slots and promotions.' },
    ua: { title: 'Arena — ставки на спорт і казино', description: 'Ставки на спорт у лінії та лайві, казино, слоти й акції.' },
    kz: { title: 'Arena — спортқа бәс тігу және казино', description: 'Спортқа линияда және лайвта бәс тігу, казино, слоттар және акциялар.' },
    az: { title: 'Arena — idman mərcləri və kazino', description: 'Xətt və canlı rejimdə idman mərcləri, kazino, slotlar və aksiyalar.' },
    ar: { title: 'Arena — المراهنات الرياضية والكازينو', description: 'مراهنات رياضية قبل المباراة وأثناءها، وكازينو وسلوتس وعروض ترويجية.' },
  },
  line: {
    ru: { title: 'Линия — ставки на спорт до начала', description: 'Ставки на события до их начала.' },
    en: { title: 'Line — pre-match betting', description: 'Bets on events before they start.' },
    ua: { title: 'Лінія — ставки на спорт до початку', description: 'Ставки на події до їх початку.' },
    kz: { title: 'Линия — басталғанға дейінгі бәстер', description: 'Оқиғалар басталғанға дейін тігілетін бәстер.' },
    az: { title: 'Xətt — matçdan əvvəl mərclər', description: 'Hadisələr başlamazdan əvvəl mərclər.' },
    ar: { title: 'قبل المباراة — المراهنة قبل انطلاق الأحداث', description: 'رهانات على الأحداث قبل انطلاقها.' },
  },
  live: {
    ru: { title: 'Лайв — ставки по ходу игры', description: 'Ставки на события в прямом эфире.' },
    en: { title: 'Live — in-play betting', description: 'Bets on events in progress.' },
    ua: { title: 'Лайв — ставки під час гри', description: 'Ставки на події в прямому ефірі.' },
    kz: { title: 'Лайв — ойын барысындағы бәстер', description: 'Тікелей эфирдегі оқиғаларға бәс тігу.' },
    az: { title: 'Canlı — oyun gedişində mərclər', description: 'Davam edən hadisələrə mərclər.' },
    ar: { title: 'مباشر — المراهنة أثناء اللعب', description: 'رهانات على الأحداث الجارية مباشرةً.' },
  },
  about: {
    ru: about('О нас', 'О компании Arena.', 'Arena — букмекер и казино.'),
    en: about('About us', 'About Arena.', 'Arena is a bookmaker and casino.'),
    ua: about('Про нас', 'Про компанію Arena.', 'Arena — букмекер і казино.'),
    kz: about('Біз туралы', 'Arena компаниясы туралы.', 'Arena — букмекер және казино.'),
    az: about('Haqqımızda', 'Arena şirkəti haqqında.', 'Arena — bukmeker və kazinodur.'),
    ar: about('من نحن', 'عن Arena.', 'Arena شركة مراهنات رياضية وكازينو.'),
  },
  blog: {
    ru: { title: 'Блог о ставках на спорт', description: 'Как устроены коэффициенты, экспрессы и системы, как анализировать матчи и управлять банком, как играть ответственно.' },
    en: { title: 'Sports betting blog', description: 'How odds, accumulators and systems work, how to analyse matches and manage a bankroll, and how to play responsibly.' },
    ua: { title: 'Блог про ставки на спорт', description: 'Як влаштовані коефіцієнти, експреси й системи, як аналізувати матчі та керувати банком, як грати відповідально.' },
    kz: { title: 'Спортқа бәс тігу туралы блог', description: 'Коэффициенттер, экспресстер мен жүйелер қалай жұмыс істейді, матчтарды қалай талдап, банкті қалай басқару керек, қалай жауапты ойнау керек.' },
    az: { title: 'İdman mərcləri haqqında bloq', description: 'Əmsallar, ekspress və sistem mərcləri necə işləyir, matçları necə təhlil etmək və bankı necə idarə etmək, necə məsuliyyətlə oynamaq.' },
    ar: { title: 'مدوّنة المراهنات الرياضية', description: 'كيف تعمل المعاملات والرهانات المجمّعة ورهانات النظام، وكيف تحلّل المباريات وتدير رصيدك، وكيف تلعب بمسؤولية.' },
  },
  news: {
    ru: { title: 'Новости Arena', description: 'Новые линии и турниры, изменения правил, работа сервиса и итоги акций.' },
    en: { title: 'Arena news', description: 'New markets and tournaments, rule changes, service updates and promotion results.' },
    ua: { title: 'Новини Arena', description: 'Нові лінії й турніри, зміни правил, робота сервісу та підсумки акцій.' },
    kz: { title: 'Arena жаңалықтары', description: 'Жаңа линиялар мен турнирлер, ережелердегі өзгерістер, сервис жұмысы және акциялардың қорытындылары.' },
    az: { title: 'Arena xəbərləri', description: 'Yeni xətlər və turnirlər, qaydalarda dəyişikliklər, xidmətin işi və aksiyaların nəticələri.' },
    ar: { title: 'أخبار Arena', description: 'أسواق وبطولات جديدة، وتغييرات في القواعد، وتحديثات الخدمة، ونتائج العروض الترويجية.' },
  },
  rules: {
    ru: { title: 'Правила', description: 'Правила приёма ставок.', hierarchyMetaRobots: 'index, follow' },
    en: { title: 'Rules', description: 'Betting rules.', hierarchyMetaRobots: 'index, follow' },
    ua: { title: 'Правила', description: 'Правила прийому ставок.', hierarchyMetaRobots: 'index, follow' },
    kz: { title: 'Ережелер', description: 'Бәс қабылдау ережелері.', hierarchyMetaRobots: 'index, follow' },
    az: { title: 'Qaydalar', description: 'Mərclərin qəbulu qaydaları.', hierarchyMetaRobots: 'index, follow' },
    ar: { title: 'القواعد', description: 'قواعد قبول الرهانات.', hierarchyMetaRobots: 'index, follow' },
  },
  'user/login': {
    ru: { title: 'Вход', description: 'Вход в аккаунт.', metaRobots: NOINDEX },
    en: { title: 'Log in', description: 'Sign in to your account.', metaRobots: NOINDEX },
    ua: { title: 'Вхід', description: 'Вхід в акаунт.', metaRobots: NOINDEX },
    kz: { title: 'Кіру', description: 'Аккаунтқа кіру.', metaRobots: NOINDEX },
    az: { title: 'Giriş', description: 'Hesabınıza daxil olun.', metaRobots: NOINDEX },
    ar: { title: 'تسجيل الدخول', description: 'سجّل الدخول إلى حسابك.', metaRobots: NOINDEX },
  },
  office: {
    ru: { title: 'Личный кабинет', description: '', metaRobots: NOINDEX, hierarchyMetaRobots: NOINDEX },
    en: { title: 'Personal account', description: '', metaRobots: NOINDEX, hierarchyMetaRobots: NOINDEX },
    ua: { title: 'Особистий кабінет', description: '', metaRobots: NOINDEX, hierarchyMetaRobots: NOINDEX },
    kz: { title: 'Жеке кабинет', description: '', metaRobots: NOINDEX, hierarchyMetaRobots: NOINDEX },
    az: { title: 'Şəxsi kabinet', description: '', metaRobots: NOINDEX, hierarchyMetaRobots: NOINDEX },
    ar: { title: 'الحساب الشخصي', description: '', metaRobots: NOINDEX, hierarchyMetaRobots: NOINDEX },
  },
  contacts: {
    ru: contacts('ru', 'Контакты', 'Как с нами связаться.'),
    en: contacts('en', 'Contacts', 'How to reach us.'),
    ua: contacts('ua', 'Контакти', 'Як з нами зв’язатися.'),
    kz: contacts('kz', 'Байланыс', 'Бізбен қалай байланысуға болады.'),
    az: contacts('az', 'Əlaqə', 'Bizimlə necə əlaqə saxlamaq olar.'),
    ar: contacts('ar', 'اتصل بنا', 'كيف تتواصل معنا.'),
  },
};
