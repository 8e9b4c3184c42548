/**
 * Account data (two variants chosen by config 1788 / payments.accountDataVariant), set active account,
 * add currency (appears after TTL.addCurrencyDelayMs, so the client's 5 × 1000 ms poll is exercised) and
 * remove currency. Each takes an optional Idempotency-Key (shared/idempotency.ts): a retried call answers
 * the first answer again. An account with undecided coupons cannot be removed: their winnings would land
 * in an account the player no longer sees (`account_has_open_coupons`, 409).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AccountActionAnswer, AccountDataLegacyAnswer, AccountDataV2Answer } from '@arena/domain';
import {
  AccountActionAnswer as AccountActionSchema, AccountData, AccountDataV2Answer as AccountDataV2Schema, AddCurrencyAccountRequest, NoBody, RemoveAccountRequest,
  SetActiveAccountQuery,
} from '@arena/contracts';
import { authedUser, requireUser } from '../shared/auth-guard.ts';
import { TTL, type ContextOptions } from '../shared/context.ts';
import { ApiError } from '../shared/errors.ts';
import { sendIdempotent } from '../shared/idempotency.ts';
import { requestLanguage } from '../../platform/language.ts';
import { createMessages } from '../../platform/messages.ts';
import { message, type MessageKey } from '../shared/messages.ts';
import { currencyById } from '../shared/reference-data.ts';
import { accountDataOf } from './account-view.ts';
import { accountConvertRoutes } from './account-convert.ts';

const ok = (request: FastifyRequest, key: MessageKey): AccountActionAnswer => {
  const text = message(key, requestLanguage(request));
  return { success: true, message: text, data: { message: text } };
};

/** Failures keep the action-answer shape (success false + message) next to the error code. */
const fail = (request: FastifyRequest, status: number, code: string, key: MessageKey) =>
  new ApiError(status, code, key, { success: false, data: { message: message(key, requestLanguage(request)) } });

const accountMessage = createMessages({
  account_has_open_coupons: {
    ru: 'Счёт нельзя удалить, пока по нему есть нерассчитанные ставки',
    en: 'The account cannot be removed while it has unsettled bets',
    ua: 'Рахунок не можна видалити, поки за ним є нерозраховані ставки',
    kz: 'Шотта есептелмеген бәстер тұрғанда оны жоюға болмайды',
    az: 'Hesabda hesablanmamış mərclər olduğu müddətcə onu silmək olmaz',
    ar: 'لا يمكن إزالة الحساب ما دامت عليه رهانات لم تُسوَّ بعد',
  },
});

/** Wallet calls move no money: the key is honoured when sent, not required. */
const WALLET_IDEMPOTENCY = { required: false } as const;

export const accountsRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const guard = { preHandler: requireUser(ctx) };
  // Main ↔ additional account conversion (the shell's convert modals).
  await app.register(accountConvertRoutes, { ctx });
  const data = (request: FastifyRequest) =>
    accountDataOf(ctx.repos.accounts.visible(authedUser(request).user.id, ctx.clock.now()), requestLanguage(request));

  api.get('/web-api/user/account-data', { ...guard, schema: { response: { 200: AccountData } } }, async (request, reply): Promise<AccountDataLegacyAnswer> => {
    reply.header('Cache-Control', 'no-store');
    return data(request);
  });

  api.get('/office-api/v2/accounts', { ...guard, schema: { response: { 200: AccountDataV2Schema } } }, async (request, reply): Promise<AccountDataV2Answer> => {
    reply.header('Cache-Control', 'no-store');
    return { data: data(request) };
  });

  api.post(
    '/office-api/accounts/active',
    { ...guard, schema: { querystring: SetActiveAccountQuery, body: NoBody, response: { 200: AccountActionSchema } } },
    async (request, reply) =>
      sendIdempotent(ctx, request, reply, WALLET_IDEMPOTENCY, () => {
        const { user } = authedUser(request);
        const target = ctx.repos.accounts.visible(user.id, ctx.clock.now()).find((a) => a.id === request.query.id);
        if (!target) throw fail(request, 404, 'account_not_found', 'account_not_found');
        ctx.repos.accounts.setActive(user.id, target.id);
        return { status: 200, body: ok(request, 'account_activated') };
      }),
  );

  api.post(
    '/office-api/accounts/add',
    { preHandler: requireUser(ctx, { denyBanned: true }), schema: { body: AddCurrencyAccountRequest, response: { 200: AccountActionSchema } } },
    async (request, reply) =>
      sendIdempotent(ctx, request, reply, WALLET_IDEMPOTENCY, () => {
        const { user } = authedUser(request);
        if (!currencyById(request.body.currency_id)) throw fail(request, 400, 'validation_error', 'unknown_currency');
        ctx.repos.transaction(() => {
          if (ctx.repos.accounts.all(user.id).some((a) => a.type !== 4 && a.currency_id === request.body.currency_id)) {
            throw fail(request, 409, 'currency_exists', 'currency_exists');
          }
          ctx.repos.accounts.create({ user_id: user.id, type: 9, currency_id: request.body.currency_id, visible_at: ctx.clock.now() + TTL.addCurrencyDelayMs });
        });
        return { status: 200, body: ok(request, 'currency_added') };
      }),
  );

  api.post(
    '/office-api/accounts/remove',
    { preHandler: requireUser(ctx, { denyBanned: true }), schema: { body: RemoveAccountRequest, response: { 200: AccountActionSchema } } },
    async (request, reply) =>
      sendIdempotent(ctx, request, reply, WALLET_IDEMPOTENCY, () => {
        const { user } = authedUser(request);
        const target = ctx.repos.accounts.visible(user.id, ctx.clock.now()).find((a) => a.id === request.body.id);
        if (!target) throw fail(request, 404, 'account_not_found', 'account_not_found');
        // Only an empty currency account can go; the main and bonus accounts stay.
        if (target.type !== 9 || target.money !== 0) throw fail(request, 400, 'account_not_removable', 'account_not_removable');
        if (ctx.repos.coupons.unsettledCountOnAccount(target.id) > 0) {
          const text = accountMessage('account_has_open_coupons', requestLanguage(request));
          return { status: 409, body: { code: 'account_has_open_coupons', message: text, success: false, data: { message: text } } };
        }
        ctx.repos.transaction(() => {
          ctx.repos.accounts.remove(target.id);
          if (target.is_active) {
            const main = ctx.repos.accounts.all(user.id).find((a) => a.type === 0);
            if (main) ctx.repos.accounts.setActive(user.id, main.id);
          }
        });
        return { status: 200, body: ok(request, 'account_removed') };
      }),
  );
};
