/**
 * The casino catalogue calls under /casino-api/ (contract: ../README.md, catalogue section).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ContextOptions } from '../../shared/context.ts';

export const casinoCatalogueRoutes: FastifyPluginAsync<ContextOptions> = async (_app, _options) => {
  // The calls land in the next commit; the plugin exists so the games sub-plugin can register beside it.
};
