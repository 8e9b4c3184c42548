/** GET /bff-api/config/all.json and /bff-api/config/group/get (spec §7; cached 600–900 s). */
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { SiteConfigGroupName, SiteConfigGroups } from '@arena/domain';
import type { ContextOptions } from '../shared/context.ts';

/** Within the spec's 600–900 s band. */
export const CONFIG_MAX_AGE_SECONDS = 600;

const GROUPS: readonly SiteConfigGroupName[] = [
  'core', 'application', 'auth', 'banner', 'betting', 'payments', 'routes', 'features', 'limits', 'chat', 'maintenance', 'seo',
];

const LangQuery = Type.Optional(Type.String({ pattern: '^[a-z]{2}$' }));

export const configRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/bff-api/config/all.json', { schema: { querystring: Type.Object({ lang: LangQuery }) } }, async (request, reply) => {
    reply.header('Cache-Control', `public, max-age=${CONFIG_MAX_AGE_SECONDS}`);
    return ctx.siteConfig.get(request.query.lang);
  });

  api.get(
    '/bff-api/config/group/get',
    {
      schema: {
        querystring: Type.Object({
          // Comma list of group names; validated against GROUPS below so unknown names are a 400.
          groups: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z]+(,[a-z]+)*$' }),
          lang: LangQuery,
        }),
      },
    },
    async (request, reply) => {
      const asked = request.query.groups.split(',');
      const unknown = asked.filter((g) => !GROUPS.includes(g as SiteConfigGroupName));
      if (unknown.length > 0) {
        return reply.code(400).send({ code: 'validation_error', message: `Unknown config groups: ${unknown.join(', ')}`, details: unknown });
      }
      const config = ctx.siteConfig.get(request.query.lang);
      const answer: Record<string, unknown> = {};
      for (const group of asked as SiteConfigGroupName[]) answer[group] = config[group];
      reply.header('Cache-Control', `public, max-age=${CONFIG_MAX_AGE_SECONDS}`);
      return answer as SiteConfigGroups;
    },
  );
};
