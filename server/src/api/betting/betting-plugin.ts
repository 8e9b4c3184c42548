/**
 * Issue 8's backend: the simulated catalogue with its live feed, bet placement, history and settlement.
 * api/index.ts registers it like every other concept plugin; the test controls find the same catalogue
 * through bettingContextOf(ctx).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiContext, ContextOptions } from '../shared/context.ts';
import type { BettingContext } from './betting-context.ts';
import { CatalogueService } from './catalogue/catalogue-service.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { couponRoutes } from './placement/coupon-routes.ts';
import { pageRoutes } from './pages/page-routes.ts';
import { promoCheckRoutes } from './placement/promo-check.ts';
import { settleDue } from './settlement/settle.ts';

/** How often finished games are swept for settlement (history reads and a test control also sweep). */
export const SETTLE_INTERVAL_MS = 5000;

const contexts = new WeakMap<ApiContext, BettingContext>();

export function bettingContextOf(ctx: ApiContext): BettingContext | undefined {
  return contexts.get(ctx);
}

export const bettingRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const betting: BettingContext = { ctx, catalogue: new CatalogueService(ctx.clock), streams: new Set() };
  contexts.set(ctx, betting);
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
  await app.register(couponRoutes, { betting });
  await app.register(promoCheckRoutes, { betting });
  await app.register(pageRoutes, { betting });
};
