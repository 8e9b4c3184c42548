/**
 * Issue 13's backend: the casino as one concept plugin with two sub-plugins that api/index.ts registers
 * like every other concept: the games catalogue (lobby, lists, search, favourites, recently played) and
 * the playable games with their seamless wallet. Each sub-plugin keeps its own folder and README section.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ContextOptions } from '../shared/context.ts';
import { casinoCatalogueRoutes } from './catalogue/catalogue-routes.ts';
import { casinoGamesRoutes } from './games/games-plugin.ts';

export const casinoRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  await app.register(casinoCatalogueRoutes, { ctx });
  await app.register(casinoGamesRoutes, { ctx });
};
