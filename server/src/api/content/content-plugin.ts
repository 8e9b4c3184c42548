/**
 * The content store plugin (issue 21): seeds the store from seed/<type>/<slug>.json, answers the public
 * read calls and, when content operator tokens are configured, the operator API. Contract: README.md.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ContextOptions } from '../shared/context.ts';
import { contentOperatorRoutes } from './content-operator-routes.ts';
import { parseContentOperators } from './content-operators.ts';
import { contentPublicRoutes } from './content-routes.ts';
import { createContentStore } from './content-store.ts';

export const contentRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const store = createContentStore(ctx.database.db);
  const written = store.seed(ctx.clock.nowSeconds());
  if (written > 0) app.log.info(`content: ${written} item(s) written from the seed files`);
  await app.register(contentPublicRoutes, { store });
  // No tokens configured: no operator API at all (its paths answer the host's 404).
  const operators = parseContentOperators(ctx.env.contentTokens.text, ctx.env.contentTokens.source);
  if (operators.length > 0) await app.register(contentOperatorRoutes, { store, operators, clock: ctx.clock });
};
