/** The slip's own texts (ru, en; other languages read en, the final fallback). */
import { useBusState } from '@arena/ui-kit';

const TEXTS = {
  en: {
    title: 'Bet slip', empty: 'Your bet slip is empty. Click on odds to add a selection.', clear: 'Clear',
    type_0: 'Single', type_1: 'Express', type_2: 'System', type_10001: 'Singles', remove: 'Remove',
    banker: 'Banker', banker_info: 'What is a banker?', system: 'System', combos: 'lines', stake: 'Stake', stake_each: 'Stake per bet', less: 'Less', more: 'More',
    min: 'Min', max: 'Max', account: 'Account', promo: 'Promo code', promo_singles: 'Promo codes are not accepted on singles',
    odds: 'Total odds', possible_win: 'Possible win', capped: 'capped by the max payout', policy: 'When odds change',
    policy_0: 'Reject any change', policy_1: 'Accept higher odds', policy_2: 'Accept any change', place: 'Place bet', sending: 'Placing…',
    login_to_bet: 'Log in to place a bet', login: 'Log in', placed: 'Bet accepted. Coupon №{id}', print: 'Print',
    refused: 'Bet not accepted', accept_odds: 'Accept new odds', single_ok: 'accepted, coupon №{id}', one_click: 'One-click bet',
    one_click_amount: 'One-click amount', one_click_confirm: 'Enabling one-click clears the bet slip. Continue?', yes: 'Yes', no: 'No',
    one_click_placed: 'One-click bet accepted, coupon №{id}', blocked: 'Suspended', balance: 'Balance',
    amount_missing: 'Enter a stake', amount_below_min: 'The minimum stake is {min}', amount_above_max: 'The maximum stake is {max}',
    open_bets: 'Bet slip', my_bets: 'My bets', history_link: 'Bet history',
    odds_changed: 'The odds have changed', finished: 'Finished', odds_was: 'was',
    exact_coef: 'Only at exactly these odds', drop_on_score: 'Cancel a live bet if the score changes',
    vip_bet: 'VIP bet: a stake above the maximum is sent for approval', vip_pending: 'VIP bet sent for approval. Coupon №{id}',
    vip_above_max: 'Above the maximum: will be sent for approval',
    auto_bonus: 'Auto bonus bet available for this express: bonus odds ×{coef}',
    auto_bonus_accept: 'Add bonus bet', auto_bonus_failed: 'The bonus bet could not be added, try again',
    auto_bonus_invalid: 'The bonus bet needs an express of 3 or more bets at odds of 1.1 or more: it will not be accepted',
    dependent: 'Same event', dependent_hint: 'Outcomes of one event cannot be combined: express and system are not available, bet them as singles',
    promo_apply: 'Apply', promo_checking: 'Checking the promo code…', promo_valid: 'Promo code {code}: +{percent} % to the win',
    promo_refused: 'This promo code will not be accepted', promo_unchecked: 'The promo code could not be checked now: it will be checked when you place the bet',
    with_promo: 'with promo code +{percent} %',
  },
  ru: {
    title: 'Купон', empty: 'Купон пуст. Нажмите на коэффициент, чтобы добавить ставку.', clear: 'Очистить',
    type_0: 'Ординар', type_1: 'Экспресс', type_2: 'Система', type_10001: 'Одинары', remove: 'Удалить',
    banker: 'Банкер', banker_info: 'Что такое банкер?', system: 'Система', combos: 'вар.', stake: 'Сумма', stake_each: 'Сумма на ставку', less: 'Меньше', more: 'Больше',
    min: 'Мин.', max: 'Макс.', account: 'Счёт', promo: 'Промокод', promo_singles: 'Промокод не принимается для одинаров',
    odds: 'Общий коэф.', possible_win: 'Возможный выигрыш', capped: 'ограничен макс. выплатой', policy: 'При изменении коэффициентов',
    policy_0: 'Не принимать изменения', policy_1: 'Принимать повышение', policy_2: 'Принимать любые', place: 'Сделать ставку', sending: 'Ставка…',
    login_to_bet: 'Войдите, чтобы сделать ставку', login: 'Войти', placed: 'Ставка принята. Купон №{id}', print: 'Печать',
    refused: 'Ставка не принята', accept_odds: 'Принять новые коэффициенты', single_ok: 'принята, купон №{id}', one_click: 'Ставка в один клик',
    one_click_amount: 'Сумма в один клик', one_click_confirm: 'Ставки в один клик очистят купон. Продолжить?', yes: 'Да', no: 'Нет',
    one_click_placed: 'Ставка в один клик принята, купон №{id}', blocked: 'Приостановлено', balance: 'Баланс',
    amount_missing: 'Укажите сумму', amount_below_min: 'Минимальная сумма {min}', amount_above_max: 'Максимальная сумма {max}',
    open_bets: 'Купон', my_bets: 'Мои ставки', history_link: 'История ставок',
    odds_changed: 'Коэффициент изменился', finished: 'Завершено', odds_was: 'было',
    exact_coef: 'Только по этому коэффициенту', drop_on_score: 'Отменить live-ставку при изменении счёта',
    vip_bet: 'VIP-ставка: сумма выше максимальной отправляется на согласование', vip_pending: 'VIP-ставка отправлена на согласование. Купон №{id}',
    vip_above_max: 'Выше максимума: будет отправлена на согласование',
    auto_bonus: 'Для этого экспресса доступна автоматическая бонусная ставка: коэф. ×{coef}',
    auto_bonus_accept: 'Добавить бонусную ставку', auto_bonus_failed: 'Не удалось добавить бонусную ставку, попробуйте ещё раз',
    auto_bonus_invalid: 'Бонусной ставке нужен экспресс из 3 и более ставок с коэф. от 1.1: она не будет принята',
    dependent: 'Одно событие', dependent_hint: 'Исходы одного события нельзя объединять: экспресс и система недоступны, ставьте их одинарами',
    promo_apply: 'Применить', promo_checking: 'Проверяем промокод…', promo_valid: 'Промокод {code}: +{percent} % к выигрышу',
    promo_refused: 'Этот промокод не будет принят', promo_unchecked: 'Промокод сейчас не удалось проверить: он будет проверен при ставке',
    with_promo: 'с промокодом +{percent} %',
  },
} as const;

export type CouponTextKey = keyof (typeof TEXTS)['en'];
export type CouponText = (key: CouponTextKey, vars?: Record<string, string | number>) => string;

export function couponText(language: string): CouponText {
  const table = language === 'ru' ? TEXTS.ru : TEXTS.en;
  return (key, vars = {}) => table[key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export function useCouponText(): CouponText {
  return couponText(useBusState('language'));
}
