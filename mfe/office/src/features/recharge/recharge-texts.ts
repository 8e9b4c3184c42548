/**
 * The deposit screen's own texts (ru, en; other languages read en, the final fallback). Kept beside the
 * screen so the office dictionary, which other office screens edit, is not a shared point of change.
 */
const TEXTS = {
  title: ['Пополнение счёта', 'Deposit'],
  intro: ['Выберите счёт и сумму. Лимиты ответственной игры применяются к каждому пополнению.', 'Choose an account and an amount. Your responsible-gaming limits apply to every deposit.'],
  account: ['Счёт', 'Account'],
  amount: ['Сумма', 'Amount'],
  step: ['Шаг суммы: {step}', 'Amount step: {step}'],
  less: ['Уменьшить сумму', 'Decrease the amount'],
  more: ['Увеличить сумму', 'Increase the amount'],
  submit: ['Пополнить', 'Deposit'],
  submitting: ['Пополняем…', 'Depositing…'],
  loading: ['Загружаем счета…', 'Loading your accounts…'],
  load_error: ['Не удалось загрузить счета', 'Could not load your accounts'],
  retry: ['Повторить', 'Try again'],
  no_accounts: ['Нет счетов для пополнения', 'There is no account to deposit to'],
  problem_empty: ['Введите сумму', 'Enter an amount'],
  'problem_not-positive': ['Сумма должна быть больше нуля', 'The amount must be above zero'],
  'problem_not-a-step': ['Сумма должна быть кратна {step}', 'The amount must be a multiple of {step}'],
  done_title: ['Счёт пополнен', 'Deposit credited'],
  done_balance: ['Баланс: {balance}', 'Balance: {balance}'],
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
