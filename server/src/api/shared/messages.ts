/** Human texts of server answers, ru and en (other languages get en, the final fallback). */

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
  registration_disabled: { ru: 'Регистрация недоступна', en: 'Registration is not available' },
  already_exists: { ru: 'Такой пользователь уже существует', en: 'This user already exists' },
  bad_encoding: { ru: 'Логин и пароль должны быть в base64', en: 'Login and password must be base64 of UTF-8' },
  unknown_currency: { ru: 'Неизвестная валюта', en: 'Unknown currency' },
  unknown_country: { ru: 'Неизвестная страна', en: 'Unknown country' },
  missing_fields: { ru: 'Не заполнены обязательные поля', en: 'Required fields are missing' },
  weak_password: { ru: 'Пароль слишком короткий', en: 'The password is too short' },
  currency_exists: { ru: 'Счёт в этой валюте уже есть', en: 'An account in this currency already exists' },
  currency_added: { ru: 'Счёт будет открыт через несколько секунд', en: 'The account will appear in a few seconds' },
  account_not_found: { ru: 'Счёт не найден', en: 'Account not found' },
  account_not_removable: { ru: 'Этот счёт нельзя удалить', en: 'This account cannot be removed' },
  account_removed: { ru: 'Счёт удалён', en: 'Account removed' },
  account_activated: { ru: 'Счёт выбран', en: 'Account selected' },
  code_sent: { ru: 'Код отправлен', en: 'Code sent' },
  unknown_provider: { ru: 'Неизвестная соцсеть', en: 'Unknown social network' },
  bad_credential: { ru: 'Неверные данные соцсети', en: 'Invalid social credential' },
  injected_fault: { ru: 'Искусственная ошибка (тест)', en: 'Injected fault (test control)' },
  invalid_config: { ru: 'Недопустимая конфигурация', en: 'Invalid site configuration' },
} satisfies Record<string, { ru: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, language: string): string {
  const entry = MESSAGES[key];
  return language === 'ru' ? entry.ru : entry.en;
}
