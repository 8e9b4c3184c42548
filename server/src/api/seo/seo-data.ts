/** SEO page data per path (without the language segment) and language; '*' is the default entry. */
import type { SeoPageData } from '@arena/domain';

type Localized = { ru: Partial<SeoPageData>; en: Partial<SeoPageData> };

export const SEO_PAGES: Record<string, Localized> = {
  '': {
    ru: { title: 'Arena — ставки на спорт и казино', description: 'Ставки на спорт в линии и лайве, казино, слоты и акции.' },
    en: { title: 'Arena — sports betting and casino', description: 'Line and live sports betting, casino, slots and promotions.' },
  },
  line: {
    ru: { title: 'Линия — ставки на спорт до начала', description: 'Ставки на события до их начала.' },
    en: { title: 'Line — pre-match betting', description: 'Bets on events before they start.' },
  },
  live: {
    ru: { title: 'Лайв — ставки по ходу игры', description: 'Ставки на события в прямом эфире.' },
    en: { title: 'Live — in-play betting', description: 'Bets on events in progress.' },
  },
  about: {
    ru: { title: 'О нас', description: 'О компании Arena.', content: { html: '<h1>О нас</h1><p>Arena — букмекер и казино.</p>', styles: '' } },
    en: { title: 'About us', description: 'About Arena.', content: { html: '<h1>About us</h1><p>Arena is a bookmaker and casino.</p>', styles: '' } },
  },
  blog: {
    ru: { title: 'Блог о ставках на спорт', description: 'Как устроены коэффициенты, экспрессы и системы, как анализировать матчи и управлять банком, как играть ответственно.' },
    en: { title: 'Sports betting blog', description: 'How odds, accumulators and systems work, how to analyse matches and manage a bankroll, and how to play responsibly.' },
  },
  news: {
    ru: { title: 'Новости Arena', description: 'Новые линии и турниры, изменения правил, работа сервиса и итоги акций.' },
    en: { title: 'Arena news', description: 'New markets and tournaments, rule changes, service updates and promotion results.' },
  },
  rules: {
    ru: { title: 'Правила', description: 'Правила приёма ставок.', hierarchyMetaRobots: 'index, follow' },
    en: { title: 'Rules', description: 'Betting rules.', hierarchyMetaRobots: 'index, follow' },
  },
  'user/login': {
    ru: { title: 'Вход', description: 'Вход в аккаунт.', metaRobots: 'noindex, nofollow' },
    en: { title: 'Log in', description: 'Sign in to your account.', metaRobots: 'noindex, nofollow' },
  },
  office: {
    ru: { title: 'Личный кабинет', description: '', metaRobots: 'noindex, nofollow', hierarchyMetaRobots: 'noindex, nofollow' },
    en: { title: 'Personal account', description: '', metaRobots: 'noindex, nofollow', hierarchyMetaRobots: 'noindex, nofollow' },
  },
  contacts: {
    ru: {
      title: 'Контакты',
      description: 'Как с нами связаться.',
      customCanonical: { mode: 'mirror', targetUrl: '/ru/contacts', domain: 'arena.local' },
    },
    en: {
      title: 'Contacts',
      description: 'How to reach us.',
      customCanonical: { mode: 'mirror', targetUrl: '/en/contacts', domain: 'arena.local' },
    },
  },
};
