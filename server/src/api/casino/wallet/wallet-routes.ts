/**
 * The seamless-wallet HTTP API a game provider calls (provider → operator), base /casino-wallet-api/v1:
 * POST balance | bet | win | rollback with { sessionToken, transactionId, roundId, amount (minor units),
 * referenceTransactionId (rollback) }. A repeated transaction is answered as first (header
 * `Idempotent-Replayed: true`). The house games call the same service in-process (games/round-service.ts).
 */
import { Refusal, WalletAnswer as Answer, WalletBalanceRequest as BalanceBody, WalletHeaders as Headers, WalletMoneyRequest as MoneyBody, WalletRollbackRequest as RollbackBody } from '@arena/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../shared/context.ts';
import { requestLanguage } from '../../../platform/language.ts';
import { loadServerSecret } from '../../shared/server-secret.ts';
import { providerKeyMatches } from './provider-auth.ts';
import { casinoMessage } from './wallet-messages.ts';
import { walletBalance, walletTransaction, type WalletAnswer } from './wallet-service.ts';
import type { WalletTxKind } from './wallet-store.ts';

export const WALLET_API = '/casino-wallet-api/v1';

const responses = { 200: Answer, '4xx': Refusal };

export const walletRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const secret = loadServerSecret(ctx.env);

  /** The authenticated provider, or null (answered 401). */
  const providerOf = (request: FastifyRequest): string | null => {
    const provider = String(request.headers['x-provider'] ?? '');
    const key = String(request.headers['x-provider-key'] ?? '');
    return providerKeyMatches(secret, provider, key) ? provider : null;
  };
  const send = (reply: FastifyReply, answer: WalletAnswer): FastifyReply => {
    if (answer.ok && answer.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(answer.status).send(answer.body);
  };

  api.post(`${WALLET_API}/balance`, { schema: { headers: Headers, body: BalanceBody, response: responses } }, async (request, reply) => {
    const lang = requestLanguage(request);
    if (!providerOf(request)) return reply.code(401).send({ code: 'provider_unauthorized', message: casinoMessage('provider_unauthorized', lang) });
    return send(reply as FastifyReply, walletBalance(ctx, request.body.sessionToken, lang));
  });

  for (const kind of ['bet', 'win'] as const satisfies readonly WalletTxKind[]) {
    api.post(`${WALLET_API}/${kind}`, { schema: { headers: Headers, body: MoneyBody, response: responses } }, async (request, reply) => {
      const lang = requestLanguage(request);
      const provider = providerOf(request);
      if (!provider) return reply.code(401).send({ code: 'provider_unauthorized', message: casinoMessage('provider_unauthorized', lang) });
      return send(reply as FastifyReply, walletTransaction(ctx, kind, { provider, ...request.body }, lang));
    });
  }

  api.post(`${WALLET_API}/rollback`, { schema: { headers: Headers, body: RollbackBody, response: responses } }, async (request, reply) => {
    const lang = requestLanguage(request);
    const provider = providerOf(request);
    if (!provider) return reply.code(401).send({ code: 'provider_unauthorized', message: casinoMessage('provider_unauthorized', lang) });
    return send(reply as FastifyReply, walletTransaction(ctx, 'rollback', { provider, amount: 0, ...request.body }, lang));
  });
};
