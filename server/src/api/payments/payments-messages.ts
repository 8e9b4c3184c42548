/**
 * Texts of the payments concept (ru, en; other languages read en): refusals, reasons of declined, failed
 * and rejected payments, and the simulated hosted payment page. The language rule and `{name}`
 * placeholders are shared/messages.ts's.
 */
import { createMessages, type Localized } from '../shared/messages.ts';

const MESSAGES = {
  // Refusals of the API.
  system_unknown: { ru: 'Такой платёжной системы нет', en: 'There is no such payment system' },
  system_not_available: {
    ru: 'Эта платёжная система не принимает {currency} для этой операции',
    en: 'This payment system does not accept {currency} for this operation',
  },
  amount_below_min: { ru: 'Минимальная сумма для этой системы: {min} {currency}', en: 'The minimum for this payment system is {min} {currency}' },
  amount_above_max: { ru: 'Максимальная сумма для этой системы: {max} {currency}', en: 'The maximum for this payment system is {max} {currency}' },
  fee_exceeds_amount: { ru: 'Сумма не покрывает комиссию системы', en: 'The amount does not cover the payment system fee' },
  insufficient_withdrawable: {
    ru: 'Доступно к выводу только {available} {currency}: бонусные деньги и суммы в ожидающих заявках не выводятся',
    en: 'Only {available} {currency} can be withdrawn: bonus money and amounts in pending requests cannot be withdrawn',
  },
  deduce_banned: { ru: 'Вывод средств для вашего аккаунта закрыт', en: 'Withdrawals are closed for your account' },
  payment_not_found: { ru: 'Платёж не найден', en: 'Payment not found' },
  withdrawal_not_cancellable: {
    ru: 'Заявку уже нельзя отменить: она обработана',
    en: 'The request can no longer be cancelled: it has been processed',
  },
  topic_unknown: { ru: 'Такой темы обращения нет', en: 'There is no such request topic' },
  request_message_empty: { ru: 'Опишите вопрос', en: 'Please describe your question' },
  deposit_created: { ru: 'Платёж создан: подтвердите его на странице платёжной системы', en: 'Payment created: confirm it on the payment system page' },
  withdrawal_created: { ru: 'Заявка на вывод принята и ждёт обработки', en: 'The withdrawal request is accepted and awaits processing' },
  withdrawal_cancelled: { ru: 'Заявка отменена, деньги вернулись на счёт', en: 'The request is cancelled and the money is back in your account' },
  request_created: { ru: 'Обращение отправлено', en: 'Your request has been sent' },
  // Reasons (declined / failed deposits, rejected withdrawals).
  reason_insufficient_funds: { ru: 'Недостаточно средств на карте или кошельке', en: 'Insufficient funds on the card or wallet' },
  reason_card_expired: { ru: 'Срок действия карты истёк', en: 'The card has expired' },
  reason_authentication_failed: { ru: 'Платёж не подтверждён кодом банка (3-D Secure)', en: 'The payment was not confirmed with the bank code (3-D Secure)' },
  reason_card_not_deposited: {
    ru: 'Вывод на карту возможен только после пополнения с карты этой системы',
    en: 'Withdrawals to a card are possible only after a deposit from a card of this system',
  },
  reason_limit: { ru: 'Пополнение отклонено лимитом ответственной игры', en: 'The deposit was refused by a responsible-gaming limit' },
  // The hosted payment page.
  hosted_title: { ru: 'Оплата — тестовая платёжная страница', en: 'Payment — test payment page' },
  hosted_notice: {
    ru: 'Это имитация страницы платёжной системы: деньги не списываются. Выберите, чем закончится платёж.',
    en: 'This simulates a payment system page: no real money is charged. Choose how the payment ends.',
  },
  hosted_merchant: { ru: 'Получатель', en: 'Merchant' },
  hosted_system: { ru: 'Способ оплаты', en: 'Payment method' },
  hosted_amount: { ru: 'Сумма', en: 'Amount' },
  hosted_fee: { ru: 'Комиссия', en: 'Fee' },
  hosted_credited: { ru: 'Зачислится на счёт', en: 'Credited to your account' },
  hosted_status: { ru: 'Статус', en: 'Status' },
  hosted_approve: { ru: 'Оплатить', en: 'Pay' },
  hosted_decline: { ru: 'Отклонить', en: 'Decline' },
  hosted_decline_reason: { ru: 'Причина отказа', en: 'Reason of the decline' },
  hosted_pending: { ru: 'Оставить в ожидании', en: 'Leave pending' },
  hosted_cancel: { ru: 'Отменить и вернуться', en: 'Cancel and go back' },
  hosted_final: { ru: 'Этот платёж уже завершён.', en: 'This payment is already finished.' },
  hosted_back: { ru: 'Вернуться на сайт', en: 'Back to the site' },
  status_created: { ru: 'ожидает оплаты', en: 'awaiting payment' },
  status_pending: { ru: 'в обработке', en: 'pending' },
  status_approved: { ru: 'зачислен', en: 'credited' },
  status_declined: { ru: 'отклонён', en: 'declined' },
  status_cancelled: { ru: 'отменён', en: 'cancelled' },
  status_failed: { ru: 'не выполнен', en: 'failed' },
} satisfies Record<string, Localized>;

export type PaymentsMessageKey = keyof typeof MESSAGES;
export const paymentsMessage = createMessages<PaymentsMessageKey>(MESSAGES);

/** Reason codes a decline, failure or rejection may carry (each has a `reason_<code>` text). */
export const DECLINE_REASONS = ['insufficient_funds', 'card_expired', 'authentication_failed'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export type PaymentReason = DeclineReason | 'card_not_deposited' | 'limit';

export function reasonText(reason: string | null, lang: string): string | null {
  if (!reason) return null;
  const key = `reason_${reason}` as PaymentsMessageKey;
  return key in MESSAGES ? paymentsMessage(key, lang) : null;
}
