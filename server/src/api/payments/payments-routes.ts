/**
 * The payments concept's calls (contract: ./README.md): payment systems, deposits through the configured
 * payment provider (provider-routes.ts: checkout and the provider's notifications), withdrawals, the payment history and payment requests. Every money-moving call needs an
 * Idempotency-Key (shared/idempotency.ts). Due withdrawals are decided before each call (withdrawals.ts).
 */
import {
  DepositCreatedAnswer, NoBody, PaymentAnswer, PaymentHistoryAnswer, PaymentHistoryQuery, PaymentIdParams, PaymentMoneyRequest, PaymentSystemsAnswer,
  Refusal, WithdrawalAnswer, WithdrawalsAnswer,
} from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authedUser, requireUser } from '../shared/auth-guard.ts';
import type { ContextOptions } from '../shared/context.ts';
import { sendIdempotent } from '../shared/idempotency.ts';
import { requestLanguage } from '../../platform/language.ts';
import { CURRENCIES } from '../shared/reference-data.ts';
import { createDeposit } from './deposits.ts';
import { paymentHistory } from './payment-history.ts';
import { paymentLanguage } from './payment-language.ts';
import { PAYMENT_SYSTEMS, rulesFor } from './payment-systems.ts';
import { paymentView } from './payment-view.ts';
import { providerRoutes } from './provider-routes.ts';
import { selectPaymentProvider } from './providers/provider-registry.ts';
import { paymentsMessage } from './payments-messages.ts';
import { paymentsStore } from './payments-store.ts';
import { requestRoutes } from './request-routes.ts';
import { cancelWithdrawal, deduceAllowed, processDueWithdrawals, requestWithdrawal, withdrawalAccounts } from './withdrawals.ts';

export const paymentsRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const guard = requireUser(ctx);
  const provider = selectPaymentProvider(ctx.env);
  app.addHook('onRequest', async () => {
    processDueWithdrawals(ctx);
  });

  // Public: the /payment information page lists these; the office forms read the same rules.
  api.get('/payments-api/systems', { schema: { response: { 200: PaymentSystemsAnswer } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const currencies = CURRENCIES.map((c) => c.iso);
    return {
      currencies,
      // The sandbox is configured: every page that takes money says "test payments".
      testPayments: provider.testPayments,
      systems: PAYMENT_SYSTEMS.map((s) => ({
        id: s.id,
        kind: s.kind,
        name: s.name,
        logo: s.logo,
        processingMinutes: Math.round(s.processingSeconds / 60),
        rules: Object.fromEntries(
          currencies
            .filter((iso) => s.currencies.includes(iso))
            .map((iso) => [iso, { deposit: rulesFor(s, 'deposit', iso), withdrawal: rulesFor(s, 'withdrawal', iso) }]),
        ),
      })),
    };
  });

  api.post('/payments-api/deposits', { preHandler: requireUser(ctx, { denyBanned: true }), schema: { body: PaymentMoneyRequest, response: { 200: DepositCreatedAnswer } } }, async (request, reply) =>
    sendIdempotent(ctx, request, reply, { required: true }, () => {
      const { user } = authedUser(request);
      const lang = requestLanguage(request);
      const result = createDeposit(ctx, user.id, request.body, lang);
      if (!result.ok) return { status: result.status, body: result.body };
      return { status: 200, body: { message: paymentsMessage('deposit_created', lang), payment: result.payment, redirectUrl: result.redirectUrl } };
    }),
  );

  api.get('/payments-api/payments/:id', { preHandler: guard, schema: { params: PaymentIdParams, response: { 200: PaymentAnswer, 404: Refusal } } }, async (request, reply) => {
    const { user } = authedUser(request);
    const lang = requestLanguage(request);
    const row = paymentsStore(ctx).byId(request.params.id);
    reply.header('Cache-Control', 'no-store');
    if (!row || row.user_id !== user.id) return reply.code(404).send({ code: 'payment_not_found', message: paymentsMessage('payment_not_found', lang) });
    const balance = ctx.repos.accounts.byId(row.account_id)?.money ?? 0;
    return { payment: paymentView(row, lang), balance };
  });

  api.get('/payments-api/withdrawals', { preHandler: guard, schema: { response: { 200: WithdrawalsAnswer } } }, async (request, reply) => {
    const { user } = authedUser(request);
    const lang = requestLanguage(request);
    reply.header('Cache-Control', 'no-store');
    return {
      allowed: deduceAllowed(user),
      accounts: withdrawalAccounts(ctx, user.id),
      withdrawals: paymentsStore(ctx)
        .ofUser(user.id, 'withdrawal')
        .map((row) => paymentView(row, lang)),
    };
  });

  api.post('/payments-api/withdrawals', { preHandler: guard, schema: { body: PaymentMoneyRequest, response: { 200: WithdrawalAnswer } } }, async (request, reply) =>
    sendIdempotent(ctx, request, reply, { required: true }, () => {
      const { user } = authedUser(request);
      const lang = requestLanguage(request);
      const result = requestWithdrawal(ctx, user, request.body, lang);
      if (!result.ok) return { status: result.status, body: result.body };
      const redirectUrl = `/${paymentLanguage(lang)}/onpay/withdraw/${result.payment.onpay}?payment=${result.payment.id}`;
      return { status: 200, body: { message: paymentsMessage('withdrawal_created', lang), payment: result.payment, balance: result.balance, redirectUrl } };
    }),
  );

  api.post('/payments-api/withdrawals/:id/cancel', { preHandler: guard, schema: { params: PaymentIdParams, body: NoBody, response: { 200: WithdrawalAnswer } } }, async (request, reply) =>
    sendIdempotent(ctx, request, reply, { required: true }, () => {
      const { user } = authedUser(request);
      const lang = requestLanguage(request);
      const result = cancelWithdrawal(ctx, user.id, request.params.id, lang);
      if (!result.ok) return { status: result.status, body: result.body };
      return { status: 200, body: { message: paymentsMessage('withdrawal_cancelled', lang), payment: result.payment, balance: result.balance } };
    }),
  );

  api.get('/payments-api/history', { preHandler: guard, schema: { querystring: PaymentHistoryQuery, response: { 200: PaymentHistoryAnswer } } }, async (request, reply) => {
    const { user } = authedUser(request);
    const { kind = 'all', page = 1, pageSize = 20 } = request.query;
    reply.header('Cache-Control', 'no-store');
    const all = paymentHistory(ctx, user.id, requestLanguage(request)).filter((item) => kind === 'all' || item.kind === kind);
    return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
  });

  await app.register(providerRoutes, { ctx, provider });
  await app.register(requestRoutes, { ctx });
};
