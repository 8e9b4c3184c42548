/**
 * GET /seo-api/page-data?path=&lang= → SeoPageData (page-seo.ts). The most specific entry of seo-data.ts whose
 * path is a prefix of the asked one wins (so office/* inherits office's noindex); unknown paths get the site
 * defaults; pages showing a content item take its SEO fields, alternates, Open Graph and JSON-LD.
 */
import { NotJson, PolicyGeoAnswer, SeoPageData, SeoPageDataQuery } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../shared/context.ts';
import { createContentStore } from '../content/content-store.ts';
import { publicOrigin } from '../../platform/public-origin.ts';
import { pageSeo } from './page-seo.ts';
import { pagePath } from './page-status.ts';
import { sitemapRoutes } from './sitemap-routes.ts';

export const seoRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // Reads only: the content plugin seeds and edits the same tables.
  const content = createContentStore(ctx.database.db);
  await app.register(sitemapRoutes, { ctx, content });

  api.get(
    '/seo-api/page-data',
    { schema: { querystring: SeoPageDataQuery, response: { 200: SeoPageData } } },
    async (request, reply) => {
      const config = ctx.siteConfig.get();
      const lang = request.query.lang ?? config.core.defaultLanguage;
      const path = pagePath(request.query.path.split('?')[0]!);
      // Content pages follow the content store, so operators' changes show on the next load.
      reply.header('Cache-Control', 'no-cache');
      return pageSeo({ path, lang, config, content, origin: publicOrigin(ctx.env, request.server.server), pageTitles: ctx.pageTitles });
    },
  );

  // The visitor's geo country as the host sees it (X-Geo-Country), for the shell's policy logo, which is
  // rendered only for the countries of core.policyLogoCountries (spec §2). null when no country is known.
  api.get('/web-api/policy/geo', { schema: { response: { 200: PolicyGeoAnswer } } }, async (request, reply) => {
    const header = request.headers['x-geo-country'];
    const country = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
    reply.header('Cache-Control', 'private, no-store').header('Vary', 'X-Geo-Country');
    return { country: /^[a-z]{2}$/.test(country) ? country : null };
  });

  // Spec §7 "a request for web-api/policy/logo.agif": the hidden policy-logo image the shell renders for
  // configured countries; its request is what the operator counts, the answer is a transparent pixel.
  api.get('/web-api/policy/logo.agif', { schema: { response: { 200: NotJson } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').type('image/gif');
    return TRANSPARENT_GIF;
  });
};

/** A page URL's path as page-seo.ts keys it: without the language segment and the slashes at the ends. */
const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
