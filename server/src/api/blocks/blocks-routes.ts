/**
 * POST /blocks-api/api/v2/block {auth, url} → {displayType, templateTypeId} by the visitor's country
 * (X-Geo-Country, set by the host). Rules live in the DB (block_rules) so test controls can set them.
 */
import { BlockAnswer as BlockAnswerSchema, BlockRequest } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { BlockAnswer } from '@arena/domain';
import type { ContextOptions } from '../shared/context.ts';

export const blocksRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/blocks-api/api/v2/block',
    { schema: { body: BlockRequest, response: { 200: BlockAnswerSchema } } },
    async (request): Promise<BlockAnswer> => {
      const header = request.headers['x-geo-country'];
      const country = (Array.isArray(header) ? header[0] : header)?.toLowerCase() ?? '';
      // No country known → no block.
      if (!/^[a-z]{2}$/.test(country)) return { displayType: 0, templateTypeId: null };
      let path = request.body.url;
      try {
        path = new URL(request.body.url, 'http://arena.local').pathname;
      } catch {
        // keep the raw value; it only feeds a prefix comparison
      }
      path = path.replace(/^\/[a-z]{2}(?=\/|$)/, '').replace(/^\/+/, '');
      const rule = ctx.repos.content
        .blockRules(country)
        .find((r) => (r.auth_scope === 'any' || (r.auth_scope === 'user') === request.body.auth) && path.startsWith(r.path_prefix));
      return rule ? { displayType: rule.display_type, templateTypeId: rule.template_type_id } : { displayType: 0, templateTypeId: null };
    },
  );
};
