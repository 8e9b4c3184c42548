/**
 * Publishes the live feed's moves of games that have outcomes in the coupon as `coupon:odds-changed`, so
 * the shell's slip follows the feed without a second stream while the betting app shows live games.
 */
import type { ArenaBusScope } from '@arena/event-bus';
import type { LiveFeed } from './live-feed.ts';

export function publishCouponOdds(feed: Pick<LiveFeed, 'observe'>, bus: Pick<ArenaBusScope, 'emit' | 'getState'>): () => void {
  return feed.observe((games) => {
    const selected = new Set(bus.getState('couponSelections'));
    if (selected.size === 0) return;
    const inCoupon = games.filter((g) => g.markets.some((m) => m.outcomes.some((o) => selected.has(o.id))));
    if (inCoupon.length > 0) bus.emit('coupon:odds-changed', { games: inCoupon });
  });
}
