/** The playable games (browser API), the seamless wallet (provider API) and the tournaments, registered by casino-plugin.ts. */
import type { FastifyPluginAsync } from 'fastify';
import type { ContextOptions } from '../../shared/context.ts';
import { walletRoutes } from '../wallet/wallet-routes.ts';
import { crashSweepPlugin } from './crash-sweep.ts';
import { gamesRoutes } from './games-routes.ts';
import { stepRoundSweepPlugin } from './step-rounds.ts';
import { tournamentRoutes } from '../tournaments/tournament-routes.ts';
import { liveTablesPlugin } from './live/live-routes.ts';

export const casinoGamesRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  await app.register(gamesRoutes, { ctx });
  await app.register(crashSweepPlugin, { ctx });
  await app.register(stepRoundSweepPlugin, { ctx });
  await app.register(walletRoutes, { ctx });
  await app.register(tournamentRoutes, { ctx });
  await app.register(liveTablesPlugin, { ctx });
};
