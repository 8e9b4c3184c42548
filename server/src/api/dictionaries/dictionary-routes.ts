/** GET /dictionary-api/{lng}/{namespace} → key → text, or a nested group (the front end's i18next backend). */
import { DictionaryParams, DictionaryResource } from '@arena/contracts';
import { languageTag } from '@arena/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { loadDictionaries, resolveResource } from './dictionary-store.ts';

export const dictionaryRoutes: FastifyPluginAsync<ContextOptions> = async (app) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const dictionaries = loadDictionaries();

  api.get(
    '/dictionary-api/:lng/:namespace',
    {
      schema: { params: DictionaryParams, response: { 200: DictionaryResource } },
    },
    async (request, reply) => {
      const found = resolveResource(dictionaries, request.params.lng, request.params.namespace);
      if (!found) throw notFound();
      reply.header('Content-Language', languageTag(found.language)).header('Cache-Control', 'public, max-age=600');
      return found.resource;
    },
  );
};
