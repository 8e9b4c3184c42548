/**
 * The backend's side of the site facts (platform/site-facts.ts): the page redirects of the bonuses concept
 * and the redirect table, the page status of the content store, the dictionaries' languages and a page's
 * head (SEO data and route title). In one process the backend plugin hands this object to the host as the
 * `siteFacts` decorator; when apart the host reads the same answers from GET /site-api/page-facts,
 * /site-api/interface-languages and /site-api/page-head.
 */
import { InterfaceLanguagesAnswer, PageFacts, PageFactsQuery, PageHead, PageHeadQuery } from '@arena/contracts';
import { TITLES_NAMESPACE, type DictionaryResource } from '@arena/domain';
import { ERROR_ROUTE_IDS, matchRoute, ROUTES } from '@arena/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SITE_FACTS_ROUTES, type SiteFacts } from '../platform/site-facts.ts';
import { pageRedirectOf } from './bonuses/page-redirects.ts';
import { createContentStore } from './content/content-store.ts';
import { DICTIONARY_DIR, dictionaryLanguages, loadDictionaries, resolveResource, type Dictionaries } from './dictionaries/dictionary-store.ts';
import { pageSeo } from './seo/page-seo.ts';
import { pagePath, pageStatusOf } from './seo/page-status.ts';
import type { ApiContext } from './shared/context.ts';

export function createSiteFacts(ctx: ApiContext): SiteFacts {
  // Reads only: the content plugin seeds and edits the same tables.
  const content = createContentStore(ctx.database.db);
  const languages = dictionaryLanguages();
  // The route titles the shell reads from /dictionary-api/{lng}/titles: the same files, read on the first
  // page (not at start: every backend start would pay for it) and resolved, with the en fallback merged
  // in, once per language — pages are the hot path.
  let dictionaries: Dictionaries | null = null;
  const titles = new Map<string, DictionaryResource>();
  const titleOf = (routeId: string, lang: string) => {
    let resource = titles.get(lang);
    if (!resource) {
      dictionaries ??= loadDictionaries(DICTIONARY_DIR, TITLES_NAMESPACE);
      resource = resolveResource(dictionaries, lang, TITLES_NAMESPACE)?.resource ?? {};
      if (dictionaries.has(lang)) titles.set(lang, resource);
    }
    // `titles` is a flat namespace: a nested group under a route id would be no title.
    const title = resource[routeId];
    return typeof title === 'string' ? title : null;
  };
  const redirectOf = (pathname: string) => pageRedirectOf(ctx.siteConfig, ctx.repos.content, pathname);
  return {
    pageFacts: (pathname) => ({ redirect: redirectOf(pathname), status: pageStatusOf(ctx, content, pathname) }),
    interfaceLanguages: () => languages,
    pageHead: (pathname, lang, origin) => {
      // The route the client router shows: the table's match, its not-found page when nothing matches.
      const routeId = matchRoute(ROUTES, pathname)?.route.id ?? ERROR_ROUTE_IDS.notFound;
      const seo = pageSeo({ path: pagePath(pathname), lang, config: ctx.siteConfig.get(), content, origin, pageTitles: ctx.pageTitles });
      // The status pageStatusOf gives, read off the same content lookup (a page load reads the item once).
      return { facts: { redirect: redirectOf(pathname), status: seo.status ?? 200 }, routeId, routeTitle: titleOf(routeId, lang), seo };
    },
  };
}

export const siteFactsRoutes: FastifyPluginAsync<{ facts: SiteFacts }> = async (app, { facts }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    SITE_FACTS_ROUTES.pageFacts,
    {
      schema: { querystring: PageFactsQuery, response: { 200: PageFacts } },
    },
    // The config and the content change at run time: every answer is fresh.
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return facts.pageFacts(request.query.path);
    },
  );
  api.get(
    SITE_FACTS_ROUTES.pageHead,
    {
      schema: { querystring: PageHeadQuery, response: { 200: PageHead } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return facts.pageHead(request.query.path, request.query.lang, request.query.origin);
    },
  );
  api.get(SITE_FACTS_ROUTES.interfaceLanguages, { schema: { response: { 200: InterfaceLanguagesAnswer } } }, async () => ({
    languages: [...(await facts.interfaceLanguages())],
  }));
};
