/**
 * The backend's side of the site facts (platform/site-facts.ts): the page redirects of the bonuses concept
 * and the redirect table, the page status of the content store, and the dictionaries' languages. In one
 * process the backend plugin hands this object to the host as the `siteFacts` decorator; when apart the
 * host reads the same answers from GET /site-api/page-facts and /site-api/interface-languages.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { InterfaceLanguagesSchema, PageFactsSchema, SITE_FACTS_ROUTES, type SiteFacts } from '../platform/site-facts.ts';
import { pageRedirectOf } from './bonuses/page-redirects.ts';
import { createContentStore } from './content/content-store.ts';
import { dictionaryLanguages } from './dictionaries/dictionary-store.ts';
import { pageStatusOf } from './seo/page-status.ts';
import type { ApiContext } from './shared/context.ts';

export function createSiteFacts(ctx: ApiContext): SiteFacts {
  // Reads only: the content plugin seeds and edits the same tables.
  const content = createContentStore(ctx.database.db);
  const languages = dictionaryLanguages();
  return {
    pageFacts: (pathname) => ({ redirect: pageRedirectOf(ctx.siteConfig, ctx.repos.content, pathname), status: pageStatusOf(ctx, content, pathname) }),
    interfaceLanguages: () => languages,
  };
}

export const siteFactsRoutes: FastifyPluginAsync<{ facts: SiteFacts }> = async (app, { facts }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    SITE_FACTS_ROUTES.pageFacts,
    {
      schema: {
        querystring: Type.Object({ path: Type.String({ pattern: '^/', maxLength: 2048 }) }),
        response: { 200: PageFactsSchema },
      },
    },
    // The config and the content change at run time: every answer is fresh.
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return facts.pageFacts(request.query.path);
    },
  );
  api.get(SITE_FACTS_ROUTES.interfaceLanguages, { schema: { response: { 200: InterfaceLanguagesSchema } } }, async () => ({
    languages: [...(await facts.interfaceLanguages())],
  }));
};
