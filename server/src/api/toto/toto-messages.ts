/** Texts of the toto API's refusals (ru and en; other languages read en, as elsewhere in the API). */
import { createMessages, type Localized } from '../shared/messages.ts';

const MESSAGES = {
  draw_not_found: { ru: 'Тираж не найден', en: 'Draw not found' },
  draw_closed: {
    ru: 'Приём купонов на тираж № {drawId} закрыт: первое событие уже началось',
    en: 'Draw no. {drawId} is closed: its first event has already started',
  },
  picks_missing: {
    ru: 'Сделайте прогноз на каждое событие: не выбраны события № {events}',
    en: 'Make a pick for every event: events no. {events} have none',
  },
  picks_invalid: {
    ru: 'Неверный прогноз в событиях № {events}: допустимы 1, X, 2 и их сочетания',
    en: 'Invalid pick for events no. {events}: use 1, X, 2 or a combination of them',
  },
  stake_not_multiple: {
    ru: 'Сумма должна делиться поровну на {variants} вариантов: например, {lower} или {higher} {currency}',
    en: 'The stake must split equally over {variants} variants: for example {lower} or {higher} {currency}',
  },
  stake_below_min: {
    ru: 'Ставка на один вариант должна быть не меньше {min} {currency}',
    en: 'The stake per variant must be at least {min} {currency}',
  },
  stake_above_max: { ru: 'Сумма купона больше максимальной: {max} {currency}', en: 'The coupon stake is above the maximum of {max} {currency}' },
  account_not_found: { ru: 'Счёт не найден', en: 'Account not found' },
  bonus_account_not_allowed: { ru: 'Купон тотализатора оплачивается только с денежного счёта', en: 'A toto coupon can only be paid from a money account' },
  insufficient_funds: { ru: 'Недостаточно средств на счёте', en: 'Not enough money on the account' },
  coupon_not_found: { ru: 'Купон не найден', en: 'Coupon not found' },
} satisfies Record<string, Localized>;

export type TotoMessageKey = keyof typeof MESSAGES;
export const totoMessage = createMessages<TotoMessageKey>(MESSAGES);

export interface TotoRefusal {
  status: number;
  code: string;
  message: string;
  [detail: string]: unknown;
}

export function totoRefusal(key: TotoMessageKey, lang: string, vars: Record<string, string | number> = {}, status = 400, extra: Record<string, unknown> = {}): TotoRefusal {
  return { ...extra, status, code: key, message: totoMessage(key, lang, vars) };
}
