/**
 * GET /web-api/currencies: the currencies the backend opens accounts in (registration, add currency),
 * from the one reference table the accounts and registration code read, named per language.
 */
import { CurrenciesAnswer as CurrenciesAnswerSchema, CurrenciesQuery } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CurrenciesAnswer } from '@arena/domain';
import type { ContextOptions } from '../shared/context.ts';
import { requestLanguage } from '../../platform/language.ts';
import { currencyList } from '../shared/reference-data.ts';

export const currencyRoutes: FastifyPluginAsync<ContextOptions> = async (app) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/web-api/currencies', { schema: { querystring: CurrenciesQuery, response: { 200: CurrenciesAnswerSchema } } }, async (request, reply): Promise<CurrenciesAnswer> => {
    // Reference data: the same for everybody, changes with a deploy at most.
    reply.header('Cache-Control', 'public, max-age=3600');
    reply.header('Vary', 'X-Language');
    return { currencies: currencyList(request.query.lang ?? requestLanguage(request)) };
  });
};
