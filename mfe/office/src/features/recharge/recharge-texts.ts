/**
 * The deposit screen's own texts (ru, en; other languages read en, the final fallback). Kept beside the
 * screen so the office dictionary, which other office screens edit, is not a shared point of change.
 */
const TEXTS = {
  title: ['Пополнение счёта', 'Deposit'],
  intro: [
    'Выберите счёт, способ оплаты и сумму: оплата продолжится на странице платёжной системы. Лимиты ответственной игры применяются к каждому пополнению.',
    'Choose an account, a payment method and an amount: payment continues on the payment system’s page. Your responsible-gaming limits apply to every deposit.',
  ],
  account: ['Счёт', 'Account'],
  amount: ['Сумма', 'Amount'],
  step: ['Шаг суммы: {step}', 'Amount step: {step}'],
  less: ['Уменьшить сумму', 'Decrease the amount'],
  more: ['Увеличить сумму', 'Increase the amount'],
  submit: ['Пополнить', 'Deposit'],
  submitting: ['Создаём платёж…', 'Creating the payment…'],
  loading: ['Загружаем счета…', 'Loading your accounts…'],
  load_error: ['Не удалось загрузить счета', 'Could not load your accounts'],
  retry: ['Повторить', 'Try again'],
  no_accounts: ['Нет счетов для пополнения', 'There is no account to deposit to'],
  problem_empty: ['Введите сумму', 'Enter an amount'],
  'problem_not-positive': ['Сумма должна быть больше нуля', 'The amount must be above zero'],
  'problem_not-a-step': ['Сумма должна быть кратна {step}', 'The amount must be a multiple of {step}'],
  system: ['Способ оплаты', 'Payment method'],
  system_range: ['от {min} до {max}', '{min} to {max}'],
  system_fee: ['комиссия {percent}%', 'fee {percent}%'],
  'problem_below-min': ['Минимальная сумма для этого способа: {min}', 'The minimum for this method is {min}'],
  'problem_above-max': ['Максимальная сумма для этого способа: {max}', 'The maximum for this method is {max}'],
  'problem_no-system': ['Для этой валюты нет способов оплаты', 'There is no payment method for this currency'],
  redirect_title: ['Переходим на страницу оплаты', 'Going to the payment page'],
  redirect_link: ['Открыть страницу оплаты', 'Open the payment page'],
  limit_title: ['Превышен лимит депозита', 'Deposit limit exceeded'],
  limit_left: ['Доступно для пополнения: {left}', 'You can still deposit: {left}'],
  timeout_title: ['Действует перерыв в депозитах', 'Deposit time-out in force'],
  timeout_until: ['Пополнение возможно после {end}', 'Deposits are possible again after {end}'],
  error_title: ['Пополнение не выполнено', 'The deposit failed'],
  error_generic: ['Попробуйте ещё раз позже', 'Please try again later'],
  limits_link: ['Мои лимиты', 'My limits'],
  close: ['Закрыть', 'Close'],
  active: ['активный', 'active'],
} satisfies Record<string, [string, string]>;

export type RechargeTextKey = keyof typeof TEXTS;

export function rechargeText(key: RechargeTextKey, language: string, vars: Record<string, string | number> = {}): string {
  const template = language === 'ru' ? TEXTS[key][0] : TEXTS[key][1];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
