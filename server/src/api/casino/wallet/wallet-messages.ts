/** Texts of the seamless wallet's and the games' answers, ru and en (shared/messages.ts createMessages). */
import { createMessages, type Localized } from '../../shared/messages.ts';

const MESSAGES = {
  provider_unauthorized: { ru: 'Неизвестный поставщик игр', en: 'Unknown game provider' },
  session_not_found: { ru: 'Игровая сессия не найдена: запустите игру заново', en: 'Game session not found: please launch the game again' },
  session_closed: { ru: 'Сессия игрока завершена: войдите снова, чтобы играть на деньги', en: 'The player’s session has ended: sign in again to play for real money' },
  transaction_conflict: {
    ru: 'Транзакция с этим номером уже проведена с другими данными',
    en: 'A transaction with this id was already processed with different data',
  },
  transaction_rolled_back: { ru: 'Эта ставка уже отменена поставщиком', en: 'This bet was already rolled back by the provider' },
  bet_not_found: { ru: 'Ставка для отмены не найдена', en: 'The bet to roll back was not found' },
  insufficient_funds: { ru: 'Недостаточно средств на счёте', en: 'Insufficient funds on the account' },
  amount_invalid: { ru: 'Сумма должна быть целым числом минимальных единиц валюты', en: 'The amount must be a whole number of the currency’s minor units' },
  stake_out_of_range: { ru: 'Ставка должна быть от {min} до {max} {currency}', en: 'The stake must be between {min} and {max} {currency}' },
  provider_unavailable: {
    ru: 'Поставщик игры не отвечает. Повторите через несколько секунд: деньги не спишутся дважды.',
    en: 'The game provider is not responding. Please retry in a few seconds: no money will be taken twice.',
  },
  idempotency_key_required: { ru: 'Нет заголовка Idempotency-Key: повторите действие', en: 'The Idempotency-Key header is missing: please repeat the action' },
  tournament_not_found: { ru: 'Турнир не найден', en: 'Tournament not found' },
  game_not_found: { ru: 'Игра не найдена', en: 'Game not found' },
  demo_not_allowed: { ru: 'Эта игра недоступна в демо-режиме', en: 'This game cannot be played in demo mode' },
  real_not_available: {
    ru: 'Игра на деньги доступна только в играх с собственным движком; эта игра — демо',
    en: 'Real-money play is only available in games with their own engine; this game is a demo',
  },
  sign_in_required: { ru: 'Войдите, чтобы играть на деньги', en: 'Sign in to play for real money' },
  wrong_engine: { ru: 'Это действие не относится к этой игре', en: 'This action does not belong to this game' },
  round_not_found: { ru: 'Раунд не найден', en: 'Round not found' },
  round_closed: { ru: 'Раунд уже завершён', en: 'The round is already over' },
  round_in_progress: { ru: 'Дождитесь окончания текущего раунда', en: 'Please wait for the current round to end' },
  picks_count: { ru: 'Выберите от 1 до 10 чисел', en: 'Pick from 1 to 10 numbers' },
  picks_range: { ru: 'Числа должны быть от 1 до 80', en: 'Numbers must be from 1 to 80' },
  picks_duplicate: { ru: 'Каждое число можно выбрать один раз', en: 'Each number can be picked only once' },
  auto_cash_out_invalid: { ru: 'Автовывод: от 1.01× до 1000×', en: 'Auto cash-out: from 1.01× to 1000×' },
} satisfies Record<string, Localized>;

export type CasinoMessageKey = keyof typeof MESSAGES;
export const casinoMessage = createMessages<CasinoMessageKey>(MESSAGES);
