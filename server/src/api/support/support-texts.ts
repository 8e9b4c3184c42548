/**
 * The reference backend's support agent: topics a ticket may have and the agent's answers (stored as
 * keys, shown in the reader's language), plus how long the agent takes (the clock decides; demo: at once).
 */
import { createMessages } from '../shared/messages.ts';

export const SUPPORT_TOPICS = ['account', 'deposit', 'withdrawal', 'bets', 'bonuses', 'verification', 'technical', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const IDEA_CATEGORIES = ['sports', 'casino', 'payments', 'design', 'other'] as const;

/** Seconds until the agent answers a waiting ticket / an appeal (a demo server answers at once). */
export const AGENT_DELAY_SECONDS = { ticket: 10 * 60, appeal: 24 * 3600 } as const;
export const agentDelay = (kind: keyof typeof AGENT_DELAY_SECONDS, demoMode: boolean) => (demoMode ? 0 : AGENT_DELAY_SECONDS[kind]);

/** At most this many tickets may wait for the agent at once (a flood guard, not a product limit). */
export const MAX_WAITING_TICKETS = 5;

const AGENT = {
  agent_account: {
    ru: 'Здравствуйте! Мы проверили ваш аккаунт: изменения в личных данных и настройках безопасности можно сделать в разделах «Личные данные» и «Безопасность». Если вопрос остался — ответьте в этом обращении.',
    en: 'Hello! We have checked your account: personal data and security settings can be changed under "Personal data" and "Security". If anything is still unclear, reply in this request.',
  },
  agent_deposit: {
    ru: 'Здравствуйте! Пополнение обычно зачисляется за несколько минут. Если деньги списаны, а баланс не изменился, пришлите, пожалуйста, чек или скриншот операции — мы найдём платёж.',
    en: 'Hello! Deposits are usually credited within a few minutes. If the money left your card but the balance has not changed, please send a receipt or a screenshot of the payment and we will trace it.',
  },
  agent_withdrawal: {
    ru: 'Здравствуйте! Заявки на вывод обрабатываются в порядке очереди; статус виден в истории платежей. Пока заявка ожидает обработки, её можно отменить.',
    en: 'Hello! Withdrawal requests are processed in turn; you can follow the status in the payment history. While a request is pending you can cancel it.',
  },
  agent_bets: {
    ru: 'Здравствуйте! Мы проверили расчёт ваших ставок: результаты по каждому событию показаны в истории ставок. Если вы не согласны с расчётом, укажите номер купона.',
    en: 'Hello! We have checked the settlement of your bets: the result of every selection is shown in the bet history. If you disagree with a settlement, please give us the coupon number.',
  },
  agent_bonuses: {
    ru: 'Здравствуйте! Условия отыгрыша и срок действия бонуса указаны в разделе «Бонусы». Прогресс отыгрыша обновляется после расчёта каждой ставки.',
    en: 'Hello! The wagering terms and the expiry of your bonus are listed under "Bonuses". Wagering progress updates once each bet is settled.',
  },
  agent_verification: {
    ru: 'Здравствуйте! Документы проверяются по очереди; статус каждого документа виден на странице верификации. Фото должно быть чётким, все углы документа — в кадре.',
    en: 'Hello! Documents are checked in turn; the status of each one is shown on the verification page. The photo must be sharp, with every corner of the document in view.',
  },
  agent_technical: {
    ru: 'Здравствуйте! Спасибо за сообщение о проблеме. Попробуйте обновить страницу и очистить кэш браузера; если ошибка повторится, пришлите скриншот.',
    en: 'Hello! Thank you for reporting the problem. Please reload the page and clear the browser cache; if the error comes back, send us a screenshot.',
  },
  agent_other: {
    ru: 'Здравствуйте! Спасибо за обращение, мы его изучили. Если понадобится что-то уточнить, просто ответьте в этом обращении.',
    en: 'Hello! Thank you for your message, we have looked into it. If you need anything else, simply reply in this request.',
  },
  agent_appeal: {
    ru: 'Ваша апелляция рассмотрена. Ограничение (уровень {level}) пока сохраняется: для его пересмотра пройдите верификацию и дождитесь подтверждения документов.',
    en: 'Your appeal has been reviewed. The restriction (level {level}) stays for now: to have it reconsidered, complete verification and wait for your documents to be confirmed.',
  },
} as const;

export type AgentTextKey = keyof typeof AGENT;
export const agentText = createMessages<AgentTextKey>(AGENT);
export const agentKeyFor = (topic: string): AgentTextKey => (`agent_${topic}` in AGENT ? (`agent_${topic}` as AgentTextKey) : 'agent_other');
