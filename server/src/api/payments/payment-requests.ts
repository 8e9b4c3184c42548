/**
 * Payment requests (office payment/requests and payment/create-request): the player writes to the payments
 * desk about a topic, optionally a sub-topic, and — for topics about money that moved — one of their own
 * deposits or withdrawals ("transactions"). The reference backend answers each request after
 * ANSWER_DELAY_SECONDS of the server clock with the topic's standard answer.
 */
import type { Localized } from '../shared/messages.ts';
import { localize } from '../shared/messages.ts';

export interface RequestTopic {
  id: string;
  title: Localized;
  /** Topics about a deposit or withdrawal let the player attach one of their transactions. */
  transactions: 'deposit' | 'withdrawal' | null;
  subTopics: ReadonlyArray<{ id: string; title: Localized }>;
  answer: Localized;
}

export const ANSWER_DELAY_SECONDS = 10 * 60;

export const REQUEST_TOPICS: readonly RequestTopic[] = [
  {
    id: 'deposit',
    title: { ru: 'Пополнение не зачислено', en: 'Deposit not credited' },
    transactions: 'deposit',
    subTopics: [
      { id: 'card', title: { ru: 'Оплата картой', en: 'Card payment' } },
      { id: 'ewallet', title: { ru: 'Электронный кошелёк', en: 'E-wallet' } },
      { id: 'bank', title: { ru: 'Банковский перевод', en: 'Bank transfer' } },
    ],
    answer: {
      ru: 'Мы проверили платёж у платёжной системы. Если деньги списаны, а платёж отклонён, банк вернёт их в течение 3–5 рабочих дней.',
      en: 'We checked the payment with the payment system. If the money was charged but the payment was declined, the bank returns it within 3–5 working days.',
    },
  },
  {
    id: 'withdrawal',
    title: { ru: 'Вопрос по выводу средств', en: 'Question about a withdrawal' },
    transactions: 'withdrawal',
    subTopics: [
      { id: 'delay', title: { ru: 'Вывод задерживается', en: 'The withdrawal is late' } },
      { id: 'rejected', title: { ru: 'Вывод отклонён', en: 'The withdrawal was rejected' } },
    ],
    answer: {
      ru: 'Заявки обрабатываются в порядке очереди. Если заявка отклонена, деньги уже вернулись на ваш счёт, а причина указана в истории платежей.',
      en: 'Requests are processed in turn. If a request was rejected, the money is already back in your account and the reason is shown in your payment history.',
    },
  },
  {
    id: 'methods',
    title: { ru: 'Способы оплаты', en: 'Payment methods' },
    transactions: null,
    subTopics: [
      { id: 'limits', title: { ru: 'Лимиты и комиссии', en: 'Limits and fees' } },
      { id: 'new-method', title: { ru: 'Добавить способ оплаты', en: 'Add a payment method' } },
    ],
    answer: {
      ru: 'Лимиты и комиссии каждой системы указаны на странице «Способы оплаты». Новые системы появляются там же.',
      en: 'Each system’s limits and fees are listed on the “Payment methods” page. New systems appear there too.',
    },
  },
  {
    id: 'other',
    title: { ru: 'Другой вопрос', en: 'Another question' },
    transactions: null,
    subTopics: [],
    answer: {
      ru: 'Спасибо за обращение. Специалист платёжного отдела ответил вам по электронной почте.',
      en: 'Thank you for your request. A payments specialist has answered you by e-mail.',
    },
  },
];

export function findTopic(id: string): RequestTopic | undefined {
  return REQUEST_TOPICS.find((t) => t.id === id);
}

export function topicView(topic: RequestTopic, lang: string) {
  return {
    id: topic.id,
    title: localize(topic.title, lang),
    transactions: topic.transactions,
    subTopics: topic.subTopics.map((s) => ({ id: s.id, title: localize(s.title, lang) })),
  };
}
