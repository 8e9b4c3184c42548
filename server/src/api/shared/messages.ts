/**
 * Human texts of server answers in the six interface languages, and the one helper every API concept
 * builds its own message table with (`createMessages`), so the language rule and the `{name}`
 * placeholders work the same in every answer.
 */

/** The interface languages the API writes (issue 20); any other language reads `en`, the final fallback. */
export const TEXT_LANGUAGES = ['ru', 'en', 'ua', 'kz', 'az', 'ar'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/**
 * One text in the interface languages. ru and en are required; the others are being filled in
 * (issue 20) and read `en` until they are.
 */
export interface Localized {
  ru: string;
  en: string;
  ua?: string;
  kz?: string;
  az?: string;
  ar?: string;
}

const isTextLanguage = (language: string): language is TextLanguage => (TEXT_LANGUAGES as readonly string[]).includes(language);

/** The entry's text in the language, else English. */
export function textIn(entry: Localized, language: string): string {
  return (isTextLanguage(language) ? entry[language] : undefined) ?? entry.en;
}

/** The text for the language, with `{name}` placeholders filled from vars (unknown names stay as written). */
export function localize(entry: Localized, language: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return textIn(entry, language).replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole));
}

export type MessageLookup<K extends string> = (key: K, language: string, vars?: Readonly<Record<string, string | number>>) => string;

/** A concept's message function over its own table (keys checked at compile time). */
export function createMessages<K extends string>(table: Readonly<Record<K, Localized>>): MessageLookup<K> {
  return (key, language, vars) => localize(table[key], language, vars);
}


const MESSAGES = {
  validation_error: { ru: 'Неверные данные запроса', en: 'Invalid request data' },
  unauthorized: { ru: 'Требуется вход', en: 'Sign-in required' },
  token_invalid: { ru: 'Токен недействителен или истёк', en: 'Token is invalid or expired' },
  forbidden: { ru: 'Доступ запрещён', en: 'Forbidden' },
  banned: { ru: 'Аккаунт ограничен', en: 'The account is restricted' },
  not_found: { ru: 'Не найдено', en: 'Not found' },
  captcha_required: { ru: 'Подтвердите, что вы не робот', en: 'Please solve the captcha' },
  captcha_wrong: { ru: 'Неверный ответ', en: 'Wrong answer' },
  captcha_expired: { ru: 'Время капчи истекло', en: 'The captcha has expired' },
  fingerprint_missing: { ru: 'Нет отпечатка устройства', en: 'Device fingerprint missing' },
  fingerprint_expired: { ru: 'Отпечаток устройства истёк', en: 'Device fingerprint expired' },
  terms_not_accepted: { ru: 'Примите новые правила', en: 'Please accept the new terms' },
  wrong_credentials: { ru: 'Неверный логин или пароль', en: 'Wrong login or password' },
  wrong_code: { ru: 'wrong code', en: 'wrong code' },
  time_up: { ru: 'time up', en: 'time up' },
  code_attempts_exceeded: {
    ru: 'Слишком много неверных попыток: этот код больше не действует. Запросите новый код.',
    en: 'Too many wrong attempts: this code no longer works. Please request a new code.',
  },
  too_many_requests: {
    ru: 'Слишком много попыток. Подождите немного и повторите.',
    en: 'Too many attempts. Please wait a little and try again.',
  },
  registration_disabled: { ru: 'Регистрация недоступна', en: 'Registration is not available' },
  already_exists: { ru: 'Пользователь с такими данными уже существует', en: 'A user with these details already exists' },
  bad_encoding: { ru: 'Логин и пароль должны быть в base64', en: 'Login and password must be base64 of UTF-8' },
  unknown_currency: { ru: 'Неизвестная валюта', en: 'Unknown currency' },
  unknown_country: { ru: 'Неизвестная страна', en: 'Unknown country' },
  missing_fields: { ru: 'Не заполнены обязательные поля', en: 'Required fields are missing' },
  // Weak-password reasons (auth/password-policy.ts); the numbers are its PASSWORD_POLICY (a test checks).
  weak_password: { ru: 'Пароль слишком простой', en: 'The password is too weak' },
  weak_password_too_short: { ru: 'Пароль слишком короткий: нужно не меньше 8 символов', en: 'The password is too short: use at least 8 characters' },
  weak_password_common: { ru: 'Этот пароль есть в списке распространённых паролей: выберите другой', en: 'This password is on the list of common passwords: choose another one' },
  weak_password_same_as_login: { ru: 'Пароль не должен совпадать с логином', en: 'The password must not be the same as the login' },
  weak_password_repetitive: { ru: 'В пароле должно быть не меньше 4 разных символов', en: 'The password needs at least 4 different characters' },
  session_id_in_url: {
    ru: 'Идентификатор сессии не передаётся в адресе: он берётся из cookie или токена',
    en: 'The session id is never sent in the URL: it comes from the cookie or the token',
  },
  currency_exists: { ru: 'Счёт в этой валюте уже есть', en: 'An account in this currency already exists' },
  currency_added: { ru: 'Счёт будет открыт через несколько секунд', en: 'The account will appear in a few seconds' },
  account_not_found: { ru: 'Счёт не найден', en: 'Account not found' },
  account_not_removable: { ru: 'Этот счёт нельзя удалить', en: 'This account cannot be removed' },
  account_removed: { ru: 'Счёт удалён', en: 'Account removed' },
  account_activated: { ru: 'Счёт выбран', en: 'Account selected' },
  code_sent: { ru: 'Код отправлен', en: 'Code sent' },
  unknown_provider: { ru: 'Неизвестная соцсеть', en: 'Unknown social network' },
  bad_credential: { ru: 'Неверные данные соцсети', en: 'Invalid social credential' },
  provider_not_configured: { ru: 'Вход через эту соцсеть на сайте не настроен', en: 'Sign-in with this social network is not set up on this site' },
  provider_unavailable: { ru: 'Соцсеть сейчас недоступна, попробуйте позже', en: 'The social network is unavailable, try again later' },
  demo_provider_two_factor: {
    ru: 'Для аккаунта с двухэтапной проверкой демо-соцсеть недоступна: войдите по логину и коду',
    en: 'The demo social network is not available for an account with two-step verification: sign in with the login and code',
  },
  injected_fault: { ru: 'Искусственная ошибка (тест)', en: 'Injected fault (test control)' },
  invalid_config: { ru: 'Недопустимая конфигурация', en: 'Invalid site configuration' },
} satisfies Record<string, Localized>;

export type MessageKey = keyof typeof MESSAGES;

export const message: MessageLookup<MessageKey> = createMessages(MESSAGES);
