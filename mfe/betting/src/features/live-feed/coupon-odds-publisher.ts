/**
 * The slip on the betting app's live stream: the stream also carries the games of the coupon's outcomes
 * (the feed's `watch`), and the moves of those games are published as `coupon:odds-changed`, so the
 * line and live lists behind the slip and the slip itself agree (the slip also holds its own stream for its
 * games, shell/src/coupon/coupon-live-odds.ts, so it stays current on pages without the betting app).
 */
import { gameIdOfOutcome } from '@arena/domain';
import type { ArenaBusScope } from '@arena/event-bus';
import type { LiveFeed } from './live-feed.ts';

export function publishCouponOdds(feed: Pick<LiveFeed, 'observe' | 'watch'>, bus: Pick<ArenaBusScope, 'emit' | 'getState' | 'watchState'>): () => void {
  let unwatch = () => undefined as void;
  let watchedKey = '';
  const offSelections = bus.watchState('couponSelections', (selections) => {
    const gameIds = [...new Set(selections.map(gameIdOfOutcome))].sort();
    if (gameIds.join() === watchedKey) return;
    watchedKey = gameIds.join();
    unwatch();
    unwatch = gameIds.length ? feed.watch(gameIds) : () => undefined;
  });
  const offFeed = feed.observe((games) => {
    const selected = new Set(bus.getState('couponSelections'));
    if (selected.size === 0) return;
    const inCoupon = games.filter((g) => g.markets.some((m) => m.outcomes.some((o) => selected.has(o.id))));
    if (inCoupon.length > 0) bus.emit('coupon:odds-changed', { games: inCoupon });
  });
  return () => {
    offSelections();
    offFeed();
    unwatch();
  };
}
