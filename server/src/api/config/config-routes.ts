/** GET /bff-api/config/all.json and /bff-api/config/group/get (spec §7; cached 600–900 s). */
import { Refusal, SiteConfig, SiteConfigGroupName, SiteConfigGroups, SiteConfigGroupsQuery, SiteConfigQuery } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { SiteConfigGroupName as GroupName, SiteConfigGroups as Groups } from '@arena/domain';
import type { ContextOptions } from '../shared/context.ts';

/** Within the spec's 600–900 s band. */
export const CONFIG_MAX_AGE_SECONDS = 600;

const GROUPS: readonly GroupName[] = SiteConfigGroupName.enum;

export const configRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/bff-api/config/all.json', { schema: { querystring: SiteConfigQuery, response: { 200: SiteConfig } } }, async (request, reply) => {
    reply.header('Cache-Control', `public, max-age=${CONFIG_MAX_AGE_SECONDS}`);
    return ctx.siteConfig.get(request.query.lang);
  });

  api.get(
    '/bff-api/config/group/get',
    {
      // Unknown group names are a 400 naming them (below): the pattern alone cannot say which names exist.
      schema: { querystring: SiteConfigGroupsQuery, response: { 200: SiteConfigGroups, 400: Refusal } },
    },
    async (request, reply) => {
      const asked = request.query.groups.split(',');
      const unknown = asked.filter((g) => !GROUPS.includes(g as GroupName));
      if (unknown.length > 0) {
        const refusal = { code: 'validation_error', message: `Unknown config groups: ${unknown.join(', ')}`, details: unknown };
        return reply.code(400).send(refusal);
      }
      const config = ctx.siteConfig.get(request.query.lang);
      const answer: Record<string, unknown> = {};
      for (const group of asked as GroupName[]) answer[group] = config[group];
      reply.header('Cache-Control', `public, max-age=${CONFIG_MAX_AGE_SECONDS}`);
      return answer as Groups;
    },
  );
};
