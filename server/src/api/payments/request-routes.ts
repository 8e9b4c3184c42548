/** Payment requests (office payment/requests, payment/create-request): topics, the player's requests, a new one. */
import { NewPaymentRequest, PaymentRequestCreatedAnswer, PaymentRequestsAnswer, PaymentRequestTopicsAnswer } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authedUser, requireUser } from '../shared/auth-guard.ts';
import type { ContextOptions } from '../shared/context.ts';
import { sendIdempotent } from '../shared/idempotency.ts';
import { requestLanguage } from '../../platform/language.ts';
import { localize } from '../../platform/messages.ts';
import { ANSWER_DELAY_SECONDS, REQUEST_TOPICS, findTopic, topicView } from './payment-requests.ts';
import { paymentView } from './payment-view.ts';
import { paymentsMessage } from './payments-messages.ts';
import { paymentsStore, type PaymentRequestRow } from './payments-store.ts';

export const requestRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const guard = requireUser(ctx);
  const store = paymentsStore(ctx);

  const view = (row: PaymentRequestRow, lang: string) => {
    const topic = findTopic(row.topic_id);
    return {
      id: row.id,
      topicId: row.topic_id,
      topic: topic ? localize(topic.title, lang) : row.topic_id,
      subTopicId: row.sub_topic_id,
      subTopic: topic?.subTopics.find((s) => s.id === row.sub_topic_id) ? localize(topic.subTopics.find((s) => s.id === row.sub_topic_id)!.title, lang) : null,
      paymentId: row.payment_id,
      message: row.message,
      status: row.status,
      answer: row.status === 'answered' && topic ? localize(topic.answer, lang) : null,
      createdAt: row.created_at,
      answeredAt: row.answered_at,
    };
  };

  api.get('/payments-api/requests/topics', { preHandler: guard, schema: { response: { 200: PaymentRequestTopicsAnswer } } }, async (request) => {
    const { user } = authedUser(request);
    const lang = requestLanguage(request);
    // A topic's transactions: the player's own deposits or withdrawals, newest first.
    const transactions = store.ofUser(user.id).map((row) => paymentView(row, lang));
    return {
      topics: REQUEST_TOPICS.map((topic) => ({
        ...topicView(topic, lang),
        transactionList: topic.transactions ? transactions.filter((t) => t.kind === topic.transactions) : [],
      })),
    };
  });

  api.get('/payments-api/requests', { preHandler: guard, schema: { response: { 200: PaymentRequestsAnswer } } }, async (request, reply) => {
    const { user } = authedUser(request);
    store.answerDueRequests(ctx.clock.nowSeconds());
    reply.header('Cache-Control', 'no-store');
    return { requests: store.requestsOf(user.id).map((row) => view(row, requestLanguage(request))) };
  });

  api.post('/payments-api/requests', { preHandler: guard, schema: { body: NewPaymentRequest, response: { 200: PaymentRequestCreatedAnswer } } }, async (request, reply) =>
    sendIdempotent(ctx, request, reply, { required: false }, () => {
      const { user } = authedUser(request);
      const lang = requestLanguage(request);
      const { topicId, subTopicId, paymentId } = request.body;
      const message = request.body.message.trim();
      const topic = findTopic(topicId);
      const refuse = (status: number, code: 'topic_unknown' | 'payment_not_found' | 'request_message_empty') => ({
        status,
        body: { code, message: paymentsMessage(code, lang) },
      });
      if (!topic || (subTopicId !== undefined && !topic.subTopics.some((s) => s.id === subTopicId))) return refuse(404, 'topic_unknown');
      if (paymentId !== undefined) {
        const payment = store.byId(paymentId);
        if (!payment || payment.user_id !== user.id || payment.kind !== topic.transactions) return refuse(404, 'payment_not_found');
      }
      if (message === '') return refuse(400, 'request_message_empty');
      const now = ctx.clock.nowSeconds();
      const id = store.insertRequest({
        user_id: user.id, topic_id: topic.id, sub_topic_id: subTopicId ?? null, payment_id: paymentId ?? null,
        message, created_at: now, answer_due_at: now + ANSWER_DELAY_SECONDS,
      });
      const row = store.requestsOf(user.id).find((r) => r.id === id)!;
      return { status: 200, body: { message: paymentsMessage('request_created', lang), request: view(row, lang) } };
    }),
  );
};
