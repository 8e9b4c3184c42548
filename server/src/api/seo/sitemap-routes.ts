/**
 * GET /sitemap.xml and GET /robots.txt (sitemap.ts). Both are regenerated on every request (`no-cache`),
 * so an item an operator publishes or unpublishes is in or out of the sitemap at once. URLs use the site's
 * configured public origin (ARENA_PUBLIC_ORIGIN; platform/public-origin.ts), never the request's Host header.
 */
import { NotJson } from '@arena/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../platform/public-origin.ts';
import type { ContentStore } from '../content/content-store.ts';
import type { ContextOptions } from '../shared/context.ts';
import { disallowedSegments, robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

export const sitemapRoutes: FastifyPluginAsync<ContextOptions & { content: ContentStore }> = async (app, { ctx, content }) => {
  const originOf = (request: FastifyRequest) => publicOrigin(ctx.env, request.server.server);

  app.get('/sitemap.xml', { schema: { response: { 200: NotJson } } }, async (request, reply) => {
    const xml = sitemapXml(sitemapEntries(ctx.siteConfig.get(), content), originOf(request));
    return reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', { schema: { response: { 200: NotJson } } }, async (request, reply) => {
    const text = robotsTxt(originOf(request), disallowedSegments(ctx.siteConfig.get(), content));
    return reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(text);
  });
};
