/**
 * GET /seo-api/page-data?path=&lang= → SeoPageData. The most specific entry whose path is a prefix of the
 * asked one wins (so office/* inherits office's noindex); unknown paths get the site defaults.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { SeoPageData } from '@arena/domain';
import type { ContextOptions } from '../shared/context.ts';
import { SEO_PAGES } from './seo-data.ts';

export const seoRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/seo-api/page-data',
    { schema: { querystring: Type.Object({ path: Type.String({ maxLength: 2048 }), lang: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })) }) } },
    async (request, reply): Promise<SeoPageData> => {
      const config = ctx.siteConfig.get();
      const lang = request.query.lang ?? config.core.defaultLanguage;
      const path = request.query.path.split('?')[0]!.replace(/^\/[a-z]{2}(?=\/|$)/, '').replace(/^\/+|\/+$/g, '');
      const key = Object.keys(SEO_PAGES)
        .filter((k) => k === path || (k !== '' && path.startsWith(`${k}/`)))
        .sort((a, b) => b.length - a.length)[0];
      const entry = key === undefined ? undefined : SEO_PAGES[key];
      const own = entry ? (lang === 'ru' ? entry.ru : entry.en) : {};
      reply.header('Cache-Control', 'public, max-age=600');
      return {
        title: config.seo.siteName,
        description: '',
        siteName: config.seo.siteName,
        metaRobots: config.seo.defaultMetaRobots,
        hierarchyMetaRobots: config.seo.defaultMetaRobots,
        metas: [{ name: 'og:site_name', content: config.seo.siteName }],
        customCanonical: null,
        content: { html: '', styles: '' },
        ...own,
      };
    },
  );

  // The visitor's geo country as the host sees it (X-Geo-Country), for the shell's policy logo, which is
  // rendered only for the countries of core.policyLogoCountries (spec §2). null when no country is known.
  api.get('/web-api/policy/geo', async (request, reply): Promise<{ country: string | null }> => {
    const header = request.headers['x-geo-country'];
    const country = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
    reply.header('Cache-Control', 'private, no-store').header('Vary', 'X-Geo-Country');
    return { country: /^[a-z]{2}$/.test(country) ? country : null };
  });

  // Spec §7 "a request for web-api/policy/logo.agif": the hidden policy-logo image the shell renders for
  // configured countries; its request is what the operator counts, the answer is a transparent pixel.
  api.get('/web-api/policy/logo.agif', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').type('image/gif');
    return TRANSPARENT_GIF;
  });
};

const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
