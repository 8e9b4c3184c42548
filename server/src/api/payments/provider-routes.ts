/**
 * The payments concept's side of the payment provider (README.md, "Provider protocol"):
 * - GET /payments-api/checkout/{token}: the payment's own address (the deposit answer and the onpay
 *   "continue" link name it); a browser navigation, so no bearer: the 192-bit token made for the signed-in
 *   player is the capability. An unfinished deposit goes on to the provider's checkout, signed afresh; a
 *   finished one to its return page; an unknown token to onpay/fail?payment=unknown.
 * - POST /payments-api/notify/{provider}: the provider's server-to-server notification, the only thing that
 *   moves a deposit (notifications.ts). The body is kept as the exact text received: the signature is over it.
 */
import { CheckoutParams, NotJson, ProviderNotificationAnswer, ProviderNotificationBody, ProviderNotifyParams } from '@arena/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../shared/context.ts';
import { requestLanguage } from '../../platform/language.ts';
import { checkoutOrderOf } from './deposits.ts';
import { applyNotification } from './notifications.ts';
import { paymentLanguage } from './payment-language.ts';
import { isFinalDeposit, type DepositStatus } from './payment-status.ts';
import { CHECKOUT_BASE, paymentView } from './payment-view.ts';
import { paymentsStore } from './payments-store.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';

/**
 * What a refused notification is told. The reader is the provider's system and its operators, not a
 * player, so these stay in English beside a stable code (no player ever sees them).
 */
const NOTIFY_REFUSALS = {
  provider_unknown: 'No payment provider of that name is configured',
  signature_missing: 'The notification carries no signature or timestamp',
  signature_invalid: 'The signature does not match the body and timestamp',
  notification_stale: 'The timestamp is outside the accepted window',
  notification_malformed: 'The body is not a payment notification',
  notification_replayed: 'This notification was received before',
  payment_not_found: 'No deposit with that order id',
  amount_mismatch: 'The amount or currency is not the order’s',
  transaction_mismatch: 'The order was notified under another transaction',
} as const;

const NOTIFY_STATUS: Readonly<Record<'signature_missing' | 'signature_invalid' | 'notification_stale' | 'notification_malformed', number>> = {
  signature_missing: 401,
  signature_invalid: 401,
  notification_stale: 401,
  notification_malformed: 400,
};

export const providerRoutes: FastifyPluginAsync<ContextOptions & { provider: PaymentProvider }> = async (app, { ctx, provider }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // Only in this plugin: JSON arrives as text, verified before it is read.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

  api.get(`${CHECKOUT_BASE}/:token`, { schema: { params: CheckoutParams, response: { 303: NotJson } } }, async (request, reply) => {
    const payment = paymentsStore(ctx).byToken(request.params.token);
    reply.header('Cache-Control', 'no-store');
    if (!payment || payment.kind !== 'deposit') return reply.redirect(`/${paymentLanguage(requestLanguage(request))}/onpay/fail?payment=unknown`, 303);
    if (isFinalDeposit(payment.status as DepositStatus)) {
      const lang = paymentLanguage(payment.lang);
      return reply.redirect(`/${lang}/onpay/${paymentView(payment, lang).onpay}?payment=${payment.id}`, 303);
    }
    return reply.redirect(provider.checkoutUrl(checkoutOrderOf(payment), ctx.clock.nowSeconds()), 303);
  });

  api.post('/payments-api/notify/:provider', { schema: { params: ProviderNotifyParams, body: ProviderNotificationBody, response: { 200: ProviderNotificationAnswer } } }, async (request, reply) => {
    // The refusal's status comes from the provider check (400/401/404/409...): the untyped reply takes any.
    const refuse = (status: number, code: keyof typeof NOTIFY_REFUSALS) => (reply as FastifyReply).code(status).send({ code, message: NOTIFY_REFUSALS[code] });
    if (request.params.provider !== provider.id) return refuse(404, 'provider_unknown');
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const check = provider.verifyNotification({ headers: request.headers, rawBody }, ctx.clock.nowSeconds());
    if (!check.ok) return refuse(NOTIFY_STATUS[check.code], check.code);
    const outcome = applyNotification(ctx, provider.id, check.notification, check.signature);
    if (!outcome.ok) {
      request.log.warn({ provider: provider.id, orderId: check.notification.orderId, code: outcome.code }, 'payment notification refused');
      return refuse(outcome.status, outcome.code);
    }
    return { received: true, paymentId: outcome.payment.id, status: outcome.payment.status, applied: outcome.applied };
  });
};
