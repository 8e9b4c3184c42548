/** Texts of the bonuses concept's answers, ru and en. */
import { createMessages, type Localized } from '../shared/messages.ts';
import type { BonusRefusal } from './bonus-service.ts';

const MESSAGES = {
  bonus_unknown: { ru: 'Такого бонуса нет', en: 'There is no such bonus' },
  bonus_active: {
    ru: 'У вас уже есть активный бонус: отыграйте или отмените его, чтобы выбрать другой',
    en: 'You already have an active bonus: wager or cancel it to choose another one',
  },
  bonus_not_found: { ru: 'Бонус не найден', en: 'Bonus not found' },
  bonus_not_cancellable: { ru: 'Этот бонус уже завершён и не может быть отменён', en: 'This bonus has already ended and cannot be cancelled' },
  promo_code_unknown: { ru: 'Промокод не найден. Проверьте, как он написан', en: 'Promo code not found. Please check the spelling' },
  promo_code_expired: { ru: 'Срок действия промокода истёк', en: 'This promo code has expired' },
  promo_code_used: { ru: 'Вы уже активировали этот промокод', en: 'You have already activated this promo code' },
  account_not_found: { ru: 'Счёт не найден', en: 'Account not found' },
  cashback_paid: { ru: 'Кешбэк за прошлую неделю уже начислен', en: "Last week's cashback has already been paid" },
  cashback_nothing: { ru: 'За прошлую неделю кешбэк не начисляется', en: 'There is no cashback for last week' },
  reward_unknown: { ru: 'Такой награды нет', en: 'There is no such reward' },
  reward_not_reached: { ru: 'Условие награды ещё не выполнено', en: 'The reward condition is not met yet' },
  reward_claimed: { ru: 'Эта награда уже получена', en: 'This reward has already been claimed' },
  bonus_chosen: {
    ru: 'Бонус выбран: он будет начислен при следующем подходящем пополнении',
    en: 'Bonus chosen: it will be credited with your next qualifying deposit',
  },
  bonus_cancelled: { ru: 'Бонус отменён', en: 'The bonus has been cancelled' },
  promo_code_activated: { ru: 'Промокод активирован: бонус начислен', en: 'Promo code activated: the bonus has been credited' },
  cashback_claimed: { ru: 'Кешбэк зачислен на основной счёт', en: 'Cashback has been credited to your main account' },
  reward_claimed_now: { ru: 'Награда зачислена на основной счёт', en: 'The reward has been credited to your main account' },
} satisfies Record<BonusRefusal | string, Localized>;

export type BonusesMessageKey = keyof typeof MESSAGES;
export const bonusesMessage = createMessages<BonusesMessageKey>(MESSAGES);
