/**
 * The shell's own texts in its two base languages (ru default, en final fallback). Backend dictionaries
 * (@arena/i18n) override any key they define; other languages fall back to these per the language rule
 * of the maintenance notice: Russian for az, kz, ua and ru, English otherwise.
 */
import { MODAL_TEXTS } from '../modals/modal-texts.ts';

const en = {
  login: 'Log in', registration: 'Sign up', logout: 'Log out', office: 'My account', messages: 'Messages', balance: 'Balance',
  accounts: 'Accounts', account_main: 'Main account', account_bonus: 'Bonus account', account_currency: 'Currency account',
  language: 'Language', settings: 'Settings', close: 'Close', ok: 'OK', reload: 'Reload', main_error: 'Error', done: 'Done',
  nav_line: 'Sports', nav_live: 'Live', nav_casino: 'Casino', nav_live_casino: 'Live casino', nav_slots: 'Slots', nav_cyber: 'Esports',
  nav_more: 'More', nav_promotions: 'Promotions', nav_results: 'Results', nav_toto: 'Toto', nav_tvgames: 'TV games', nav_virtual: 'Virtual sports', nav_poker: 'Poker',
  main_navigation: 'Main navigation', footer_information: 'Information', footer_about: 'About us', footer_contacts: 'Contacts',
  footer_howbet: 'How to bet', footer_rules: 'Rules', footer_payment: 'Payment methods', footer_cookies: 'Cookie policy',
  footer_licenses: 'Licences', footer_taxation: 'Taxation', footer_responsible: 'Responsible gaming', footer_amlkyc: 'AML & KYC',
  footer_disputes: 'Dispute resolution', footer_legal_title: 'Legal', footer_calculator: 'Betting calculator', footer_apps: 'Mobile apps', footer_betting: 'Betting',
  footer_casino: 'Casino', footer_popular: 'Popular', footer_legal: 'Arena is licensed and regulated. Gambling can be addictive — play responsibly. 18+',
  coupon: 'Bet slip', coupon_empty: 'Your bet slip is empty. Click on odds to add a selection.', coupon_selections: 'Selections',
  adblock_title: 'The site is blocked by an ad blocker', adblock_text: 'Please disable your ad blocker for this site so that everything works.',
  update_title: 'A new version is available', update_text: 'Reload the page to get the latest version.',
  scroll_top: 'Back to top', support: 'Support', support_chat: 'Chat', support_email: 'E-mail', support_phone: 'Call us', support_telegram: 'Telegram',
  chat_title: 'Support chat', chat_payment_title: 'Payment support', chat_placeholder: 'Type a message…', chat_send: 'Send',
  chat_greeting: 'Hello! How can we help you?', chat_unavailable: 'Chat is not available in this language.',
  chat_sign_in: 'Sign in to chat with support.', chat_failed: 'The chat could not connect. Please try again.', chat_agent: 'Operator',
  chat_bot: 'Assistant', chat_waiting: 'Waiting for an operator…', chat_typing: 'The operator is typing…', chat_closed: 'The conversation has ended.',
  chat_new: 'New conversation', chat_human: 'Talk to a person', chat_send_failed: 'The message was not sent. Please try again.',
  chat_unread: 'Unread chat messages: {{count}}',
  answer_shape_error: 'The answer about your money arrived in a form we cannot trust, so we are not showing it. Please reload the page; if it happens again, contact support.',
  chat_visitor_note: 'You are writing as a guest. Sign in to send files and keep the conversation in your account.',
  chat_attach: 'Attach a file', chat_attach_hint: 'JPG, PNG or PDF, up to {{max}} MB',
  chat_file_missing: 'The file is empty. Choose another one.', chat_file_type: 'Only JPG, PNG and PDF files can be sent.', chat_file_too_large: 'The file is larger than {{max}} MB.',
  chat_file_quota: 'You have sent as many files as support can accept for now. Please try again later.', chat_too_fast: 'You are writing too often. Please wait a minute.',
  welcome_title: 'Welcome bonus', welcome_text: 'Up to 100% on your first deposit', welcome_more: 'Learn more',
  onetap_title: 'Sign in quickly', onetap_text: 'Continue with your {{provider}} account', onetap_continue: 'Continue',
  cookies_title: 'Cookies', cookies_text: 'We use cookies to make the site work, to remember your settings and for marketing.',
  cookies_functional: 'Functional', cookies_marketing: 'Marketing', cookies_accept_all: 'Accept all', cookies_save: 'Save choice',
  regwidget_title: 'Bonus for new players', regwidget_text: 'Sign up and get a bonus on your first deposit', progress: 'Loading',
  theme: 'Theme', theme_dark: 'Dark', theme_light: 'Light', font_size: 'Font size', view: 'View', view_european: 'European', view_asian: 'Asian',
  odds_format: 'Odds format', odds_decimal: 'Decimal', odds_fractional: 'Fractional', odds_american: 'American', time_zone: 'Time zone', time_format: 'Time format',
  seo_football: 'Football', seo_tennis: 'Tennis', seo_basketball: 'Basketball', seo_ice_hockey: 'Ice hockey', seo_live_football: 'Live football', seo_cs2: 'CS2', seo_dota2: 'Dota 2', seo_slots: 'Slots', seo_live_casino: 'Live casino', seo_alphabet: 'Betting alphabet', seo_news: 'News', seo_blog: 'Blog',
  skeleton: 'Loading content', seo_title: 'Arena — sports betting and casino', seo_links: 'Popular pages',
  // The modal kinds' texts live with the modals (modals/modal-texts.ts).
  ...MODAL_TEXTS.en,
} as const;

export type ShellTextKey = keyof typeof en;

const ru: Record<ShellTextKey, string> = {
  ...en,
  login: 'Вход', registration: 'Регистрация', logout: 'Выйти', office: 'Личный кабинет', messages: 'Сообщения', balance: 'Баланс',
  accounts: 'Счета', account_main: 'Основной счёт', account_bonus: 'Бонусный счёт', account_currency: 'Валютный счёт',
  language: 'Язык', settings: 'Настройки', close: 'Закрыть', ok: 'ОК', reload: 'Обновить', main_error: 'Ошибка', done: 'Готово',
  nav_line: 'Линия', nav_live: 'Лайв', nav_casino: 'Казино', nav_live_casino: 'Лайв-казино', nav_slots: 'Слоты', nav_cyber: 'Киберспорт',
  nav_more: 'Ещё', nav_promotions: 'Акции', nav_results: 'Результаты', nav_toto: 'Тото', nav_tvgames: 'ТВ-игры', nav_virtual: 'Виртуальный спорт', nav_poker: 'Покер',
  main_navigation: 'Главное меню', footer_information: 'Информация', footer_about: 'О нас', footer_contacts: 'Контакты',
  footer_howbet: 'Как сделать ставку', footer_rules: 'Правила', footer_payment: 'Способы оплаты', footer_cookies: 'Политика cookies',
  footer_licenses: 'Лицензии', footer_taxation: 'Налогообложение', footer_responsible: 'Ответственная игра', footer_amlkyc: 'AML и KYC',
  footer_disputes: 'Разрешение споров', footer_legal_title: 'Правовая информация', footer_calculator: 'Калькулятор ставок', footer_apps: 'Мобильные приложения', footer_betting: 'Ставки',
  footer_casino: 'Казино', footer_popular: 'Популярное', footer_legal: 'Arena работает по лицензии. Азартные игры могут вызывать зависимость — играйте ответственно. 18+',
  coupon: 'Купон', coupon_empty: 'Купон пуст. Нажмите на коэффициент, чтобы добавить ставку.', coupon_selections: 'Выбрано',
  ...MODAL_TEXTS.ru,
  adblock_title: 'Сайт заблокирован блокировщиком рекламы', adblock_text: 'Отключите блокировщик рекламы для этого сайта, чтобы всё работало.',
  update_title: 'Доступна новая версия', update_text: 'Обновите страницу, чтобы получить последнюю версию.',
  scroll_top: 'Наверх', support: 'Поддержка', support_chat: 'Чат', support_phone: 'Позвонить', chat_title: 'Чат поддержки',
  chat_payment_title: 'Поддержка платежей', chat_placeholder: 'Введите сообщение…', chat_send: 'Отправить',
  chat_greeting: 'Здравствуйте! Чем можем помочь?', chat_unavailable: 'Чат недоступен на этом языке.',
  chat_sign_in: 'Войдите, чтобы написать в чат поддержки.', chat_failed: 'Не удалось подключиться к чату. Попробуйте ещё раз.', chat_agent: 'Оператор',
  chat_bot: 'Помощник', chat_waiting: 'Ждём оператора…', chat_typing: 'Оператор печатает…', chat_closed: 'Разговор завершён.',
  chat_new: 'Новый разговор', chat_human: 'Позвать оператора', chat_send_failed: 'Сообщение не отправлено. Попробуйте ещё раз.',
  chat_unread: 'Непрочитанных сообщений в чате: {{count}}',
  answer_shape_error: 'Ответ о ваших деньгах пришёл в виде, которому нельзя доверять, поэтому мы его не показываем. Обновите страницу; если это повторится, обратитесь в поддержку.',
  chat_visitor_note: 'Вы пишете как гость. Войдите, чтобы отправлять файлы и сохранить разговор в личном кабинете.',
  chat_attach: 'Прикрепить файл', chat_attach_hint: 'JPG, PNG или PDF, до {{max}} МБ',
  chat_file_missing: 'Файл пустой. Выберите другой.', chat_file_type: 'Можно отправить только файлы JPG, PNG и PDF.', chat_file_too_large: 'Файл больше {{max}} МБ.',
  chat_file_quota: 'Вы уже отправили столько файлов, сколько поддержка может принять сейчас. Попробуйте позже.', chat_too_fast: 'Вы пишете слишком часто. Подождите минуту.',
  welcome_title: 'Приветственный бонус', welcome_text: 'До 100% на первый депозит', welcome_more: 'Подробнее',
  onetap_title: 'Быстрый вход', onetap_text: 'Продолжить с аккаунтом {{provider}}', onetap_continue: 'Продолжить',
  cookies_title: 'Файлы cookie', cookies_text: 'Мы используем cookie для работы сайта, сохранения настроек и маркетинга.',
  cookies_functional: 'Функциональные', cookies_marketing: 'Маркетинговые', cookies_accept_all: 'Принять все', cookies_save: 'Сохранить выбор',
  regwidget_title: 'Бонус новым игрокам', regwidget_text: 'Зарегистрируйтесь и получите бонус на первый депозит', progress: 'Загрузка',
  theme: 'Тема', theme_dark: 'Тёмная', theme_light: 'Светлая', font_size: 'Размер шрифта', view: 'Вид', view_european: 'Европейский', view_asian: 'Азиатский',
  odds_format: 'Формат коэффициентов', odds_decimal: 'Десятичный', odds_fractional: 'Дробный', odds_american: 'Американский',
  seo_football: 'Футбол', seo_tennis: 'Теннис', seo_basketball: 'Баскетбол', seo_ice_hockey: 'Хоккей', seo_live_football: 'Футбол лайв', seo_cs2: 'CS2', seo_dota2: 'Dota 2', seo_slots: 'Слоты', seo_live_casino: 'Лайв-казино', seo_alphabet: 'Азбука ставок', seo_news: 'Новости', seo_blog: 'Блог',
  time_zone: 'Часовой пояс', time_format: 'Формат времени', skeleton: 'Загрузка', seo_title: 'Arena — ставки на спорт и казино', seo_links: 'Популярные страницы',
};

export const SHELL_TEXTS: Readonly<Record<'en' | 'ru', Record<ShellTextKey, string>>> = { en, ru };

/** Russian-reading audiences get the ru texts when no dictionary has the key. */
const RUSSIAN_FALLBACK = new Set(['ru', 'ua', 'kz', 'az']);

export function shellText(language: string, key: string, vars: Record<string, string> = {}): string {
  const table = SHELL_TEXTS[RUSSIAN_FALLBACK.has(language) ? 'ru' : 'en'] as Record<string, string>;
  const raw = table[key] ?? (SHELL_TEXTS.en as Record<string, string>)[key] ?? key;
  return raw.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}
