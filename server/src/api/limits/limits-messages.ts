/**
 * Texts of the limits service (ru and en; other languages get en, as elsewhere in the API). Kept here
 * rather than in shared/messages.ts so the limits service owns its wording; errors carry the text in
 * `message` and, for action answers, in `title` (spec §7: the client shows the server's title). The
 * language rule and placeholders are shared/messages.ts's `createMessages`.
 */
import { createMessages, localize, type Localized } from '../shared/messages.ts';

const MESSAGES = {
  limit_type_disabled: { ru: 'Этот лимит недоступен', en: 'This limit is not available' },
  limit_value_invalid: { ru: 'Недопустимое значение лимита', en: 'This limit value is not allowed' },
  cannot_cancel_exclusion: { ru: 'Самоисключение и перерыв нельзя отменить', en: 'Self-exclusion and time-out cannot be cancelled' },
  cannot_shorten_exclusion: { ru: 'Самоисключение и перерыв можно только продлить', en: 'Self-exclusion and time-out can only be extended' },
  limit_applied: { ru: 'Лимит установлен', en: 'The limit is set' },
  limit_pending: { ru: 'Новый лимит вступит в силу после 24 часов и подтверждения', en: 'The new limit takes effect after 24 hours and your confirmation' },
  limit_unchanged: { ru: 'Лимит не изменился', en: 'The limit has not changed' },
  no_pending_change: { ru: 'Нет изменений, ожидающих подтверждения', en: 'There is no change waiting for confirmation' },
  cooling_off: { ru: 'Изменение можно подтвердить после окончания 24 часов', en: 'The change can be confirmed once the 24 hours have passed' },
  change_confirmed: { ru: 'Лимит подтверждён', en: 'The limit has been confirmed' },
  change_cancelled: { ru: 'Изменение лимита отменено', en: 'The limit change has been cancelled' },
  deposit_limit_exceeded: {
    ru: 'Сумма превышает ваш лимит депозита: доступно {remaining} {currency}',
    en: 'The amount exceeds your deposit limit: {remaining} {currency} left',
  },
  // A time-out is a break (issue 16): the same words answer a login, a refresh, a deposit or a bet.
  deposit_timeout: {
    ru: 'Действует перерыв до {end}: вход, депозиты и ставки недоступны',
    en: 'You are taking a time-out until {end}: login, deposits and bets are paused',
  },
  wagering_limit_exceeded: {
    ru: 'Ставка превышает ваш лимит ставок: доступно {remaining} {currency}',
    en: 'The stake exceeds your wagering limit: {remaining} {currency} left',
  },
  loss_limit_exceeded: {
    ru: 'Ставка превышает ваш лимит проигрыша: доступно {remaining} {currency}',
    en: 'The stake exceeds your loss limit: {remaining} {currency} left',
  },
  limit_rate_missing: {
    ru: 'Ваши лимиты ведутся в {limitCurrency}, а курса {currency} нет: сумму в этой валюте принять нельзя',
    en: 'Your limits are kept in {limitCurrency} and there is no {currency} exchange rate: amounts in this currency cannot be accepted',
  },
  self_excluded: { ru: 'Действует самоисключение до {end}', en: 'You are self-excluded until {end}' },
  session_limit_reached: {
    ru: 'Лимит времени сессии на сегодня исчерпан. Приходите завтра',
    en: 'Your session time for today is used up. Please visit tomorrow',
  },
  deposit_done: { ru: 'Счёт пополнен', en: 'The deposit has been credited' },
  deposit_account_invalid: { ru: 'Этот счёт нельзя пополнить', en: 'This account cannot be topped up' },
} satisfies Record<string, Localized>;

export type LimitsMessageKey = keyof typeof MESSAGES;

export const limitsMessage = createMessages<LimitsMessageKey>(MESSAGES);

/** A date for a message: the site's time zone is not the reader's concern here, ISO is unambiguous. */
export function formatEnd(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

const LABELS: Record<string, Localized> = {
  wagering: { ru: 'Лимит ставок', en: 'Wagering limit' },
  loss: { ru: 'Лимит проигрыша', en: 'Loss limit' },
  deposit: { ru: 'Лимит депозита', en: 'Deposit limit' },
  selfExclusion: { ru: 'Самоисключение', en: 'Self-exclusion' },
  session: { ru: 'Лимит сессии', en: 'Session limit' },
  realityCheck: { ru: 'Проверка реальности', en: 'Reality check' },
  depositTimeout: { ru: 'Перерыв в депозитах', en: 'Deposit time-out' },
  '24h': { ru: '24 часа', en: '24 hours' },
  '7d': { ru: '7 дней', en: '7 days' },
  '30d': { ru: '30 дней', en: '30 days' },
};

/** The X-Language label of a limit, e.g. "Deposit limit, 24 hours". */
export function limitLabel(kind: string, period: string | null, language: string): string {
  const pick = (key: string) => {
    const entry = LABELS[key];
    return entry ? localize(entry, language) : key;
  };
  return period ? `${pick(kind)}, ${pick(period)}` : pick(kind);
}
