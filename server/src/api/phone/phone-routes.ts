/** Phone countries and masks (spec §3 "Phone country", "Phone mask"). */
import { PhoneCountriesAnswer, PhoneCountriesQuery, PhoneMasksAnswer } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../shared/context.ts';
import { requestLanguage } from '../../platform/language.ts';
import { phoneCountries, phoneMasks } from '../shared/reference-data.ts';

export const phoneRoutes: FastifyPluginAsync<ContextOptions> = async (app) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const cache = 'public, max-age=3600';

  api.get('/web-api/phone/countries', { schema: { querystring: PhoneCountriesQuery, response: { 200: PhoneCountriesAnswer } } }, async (request, reply) => {
    reply.header('Cache-Control', cache);
    return { countries: phoneCountries(request.query.lang ?? requestLanguage(request)) };
  });

  api.get('/web-api/phone/masks', { schema: { response: { 200: PhoneMasksAnswer } } }, async (_request, reply) => {
    reply.header('Cache-Control', cache);
    return { masks: phoneMasks() };
  });
};
