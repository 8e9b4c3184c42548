/**
 * Issue 8's backend: the simulated catalogue with its live feed, bet placement, history and settlement.
 * It provides the `betting` decorator (the catalogue, its feeds and settlement) to the API scope: the toto,
 * cyber and results plugins and the test controls declare it as their dependency ('arena-betting').
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { ContextOptions } from '../shared/context.ts';
import type { BettingContext } from './betting-context.ts';
import { CatalogueService } from './catalogue/catalogue-service.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { LIVE_TICK_MS } from './catalogue/markets.ts';
import { LiveFanout } from '../../platform/live/live-fanout.ts';
import { LiveOddsSource } from '../../platform/live/live-odds-source.ts';
import { catalogueQuotes, liveRoutes } from './live/live-routes.ts';
import { couponRoutes } from './placement/coupon-routes.ts';
import { favouritesRoutes } from './favourites/favourites-routes.ts';
import { pageRoutes } from './pages/page-routes.ts';
import { registerGamePageTitles } from './pages/game-page-titles.ts';
import { promoCheckRoutes } from './placement/promo-check.ts';
import { settleDue } from './settlement/settle.ts';

/** How often finished games are swept for settlement (history reads and a test control also sweep). */
export const SETTLE_INTERVAL_MS = 5000;

/** The name other API plugins list in their `dependencies` to read `app.betting`. */
export const BETTING_PLUGIN = 'arena-betting';

const betting: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const catalogue = new CatalogueService(ctx.clock);
  const live = new LiveFanout(new LiveOddsSource(catalogueQuotes(catalogue), ctx.clock.now()), { tickMs: LIVE_TICK_MS });
  const betting: BettingContext = { ctx, catalogue, live, streams: new Set() };
  app.decorate('betting', betting);
  registerGamePageTitles(ctx.pageTitles, betting.catalogue);
  const sweep = setInterval(() => {
    try {
      settleDue(betting);
    } catch (error) {
      app.log.error({ err: error }, 'betting: settlement sweep failed');
    }
  }, SETTLE_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    for (const stop of [...betting.streams]) stop();
  });
  await app.register(catalogueRoutes, { betting });
  await app.register(liveRoutes, { betting });
  await app.register(couponRoutes, { betting });
  await app.register(promoCheckRoutes, { betting });
  await app.register(pageRoutes, { betting });
  await app.register(favouritesRoutes, { betting });
};

/** Not encapsulated, so its `betting` decorator reaches the plugins registered after it in the API scope. */
export const bettingRoutes = fp(betting, { name: BETTING_PLUGIN });

declare module 'fastify' {
  interface FastifyInstance {
    /** The betting backend's catalogue, feeds and settlement (api/betting/betting-plugin.ts). */
    betting: BettingContext;
  }
}
