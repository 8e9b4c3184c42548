/** Texts of the betting API's answers (ru and en; other languages get en, as elsewhere in the API). */
import { createMessages, type Localized } from '../shared/messages.ts';

const MESSAGES = {
  bets_count_invalid: { ru: 'Неверное число ставок для этого типа купона', en: 'Wrong number of bets for this coupon type' },
  duplicate_outcome: { ru: 'Один исход добавлен дважды', en: 'The same outcome is in the coupon twice' },
  dependent_bets: { ru: 'Нельзя объединять исходы одного события', en: 'Outcomes of the same event cannot be combined' },
  system_value_invalid: { ru: 'Недопустимый размер системы', en: 'Invalid system size' },
  promo_not_allowed: { ru: 'Промокод не принимается для ординаров', en: 'Promo codes are not accepted on singles' },
  promo_unknown: { ru: 'Такого промокода нет', en: 'Unknown promo code' },
  promo_not_applicable: { ru: 'Промокод не подходит к этому купону', en: 'This promo code does not apply to this coupon' },
  bonus_bet_not_available: {
    ru: 'Бонусная ставка добавляется только к экспрессу из 3 и более ставок с коэффициентом от 1.1 каждая',
    en: 'A bonus bet can only join an express of 3 or more bets, each at odds of 1.1 or more',
  },
  account_not_found: { ru: 'Счёт не найден', en: 'Account not found' },
  user_mismatch: { ru: 'Купон другого пользователя', en: 'The coupon belongs to another user' },
  prepaid_not_available: { ru: 'Предоплаченная сумма недоступна', en: 'No prepaid amount is available' },
  outcome_not_found: { ru: 'Исход больше не доступен', en: 'The outcome is no longer available' },
  event_finished: { ru: 'Событие завершено', en: 'The event has finished' },
  event_blocked: { ru: 'Приём ставок на рынок приостановлен', en: 'Betting on this market is suspended' },
  odds_changed: { ru: 'Коэффициент изменился', en: 'The odds have changed' },
  score_changed: { ru: 'Счёт изменился, ставка отменена', en: 'The score has changed: the bet was dropped' },
  amount_missing: { ru: 'Укажите сумму ставки', en: 'Enter a stake' },
  amount_below_min: { ru: 'Сумма меньше минимальной', en: 'The stake is below the minimum' },
  amount_above_max: { ru: 'Сумма больше максимальной', en: 'The stake is above the maximum' },
  insufficient_funds: { ru: 'Недостаточно средств на счёте', en: 'Not enough money on the account' },
  singles_rejected: { ru: 'Ни одна ставка не принята', en: 'No bet was accepted' },
  coupon_not_found: { ru: 'Купон не найден', en: 'Coupon not found' },
  // Issue 16: the texts with the step and currency come from shared/money.ts (carried in `extra`).
  amount_precision: { ru: 'Сумма мельче минимальной доли валюты', en: 'The amount is finer than the currency allows' },
  coupon_id_conflict: {
    ru: 'Купон с этим id уже принят с другими ставками или суммой',
    en: 'A coupon with this id was already placed with other bets or amount',
  },
} satisfies Record<string, Localized>;

export type BettingMessageKey = keyof typeof MESSAGES;

export const bettingMessage = createMessages<BettingMessageKey>(MESSAGES);

/** A refusal of the betting API: `{ code, message, ...extra }` with status 400 unless said otherwise. */
export interface BetRejection {
  code: BettingMessageKey;
  status?: number;
  extra?: Record<string, unknown>;
}

export const rejection = (code: BettingMessageKey, extra?: Record<string, unknown>, status?: number): BetRejection => ({
  code,
  ...(extra ? { extra } : {}),
  ...(status ? { status } : {}),
});

export function rejectionBody(r: BetRejection, language: string) {
  return { code: r.code, message: bettingMessage(r.code, language), ...r.extra };
}
