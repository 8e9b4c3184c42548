/** The playable games (browser API) and the seamless wallet (provider API), registered by casino-plugin.ts. */
import type { FastifyPluginAsync } from 'fastify';
import type { ContextOptions } from '../../shared/context.ts';
import { walletRoutes } from '../wallet/wallet-routes.ts';
import { gamesRoutes } from './games-routes.ts';

export const casinoGamesRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  await app.register(gamesRoutes, { ctx });
  await app.register(walletRoutes, { ctx });
};
