/**
 * Keeps the slip's bets on the live prices (issue 8): `coupon:odds-changed` from the betting app's feed
 * re-prices them; games no feed message covered within one poll interval (the betting app is not mounted,
 * shows no live page, or the game is a line game) are polled through the snapshot call instead.
 * The domain's applyGameUpdate decides what a message changes; this only routes messages to the store.
 * What a poll brings is published as `coupon:odds-changed` too (issue 17 item 14): the betting app's line
 * list behind the slip shows the same prices the slip does, also for line games its live feed never covers.
 */
import type { ArenaBus } from '@arena/event-bus';
import { applyGameUpdate, isGameFinished, type CouponStore, type LiveGameUpdate } from '@arena/domain';

/** A light poll: one small request per interval, only for games the feed did not cover. */
export const COUPON_POLL_MS = 5000;

export interface CouponLiveOddsOptions {
  store: CouponStore;
  bus: Pick<ArenaBus, 'subscribe' | 'emit'>;
  poll(gameIds: readonly string[]): Promise<readonly LiveGameUpdate[]>;
  now?: () => number;
  timers?: { setInterval(fn: () => void, ms: number): unknown; clearInterval(id: unknown): void };
  intervalMs?: number;
}

/** Applies updates to the bets of their games; a bet whose game did not change is not touched. */
export function applyGameUpdates(store: CouponStore, games: readonly LiveGameUpdate[]): void {
  for (const game of games) {
    for (const bet of store.getSnapshot().coupon.bets) {
      if (bet.game.id === game.id && applyGameUpdate(bet, game) !== bet) store.updateBet(bet.outcomeId, (b) => applyGameUpdate(b, game));
    }
  }
}

export function connectCouponLiveOdds({ store, bus, poll, now = Date.now, timers = globalThis as unknown as NonNullable<CouponLiveOddsOptions['timers']>, intervalMs = COUPON_POLL_MS }: CouponLiveOddsOptions): () => void {
  const lastSeen = new Map<string, number>();
  let polling = false;
  let stopped = false;

  /** True while the slip publishes its own poll: that message is already applied and is no feed coverage. */
  let publishing = false;

  const off = bus.subscribe('coupon:odds-changed', ({ games }) => {
    if (publishing) return;
    const at = now();
    for (const game of games) lastSeen.set(game.id, at);
    applyGameUpdates(store, games);
  });

  const tick = () => {
    if (polling) return;
    const at = now();
    // Finished games never move again; games the feed covered lately need no request.
    const stale = [...new Set(store.getSnapshot().coupon.bets.filter((b) => !isGameFinished(b.game)).map((b) => b.game.id))]
      .filter((id) => at - (lastSeen.get(id) ?? Number.NEGATIVE_INFINITY) > intervalMs);
    if (stale.length === 0) return;
    polling = true;
    poll(stale).then(
      (games) => {
        polling = false;
        if (stopped) return;
        applyGameUpdates(store, games);
        if (games.length === 0) return;
        publishing = true;
        try {
          bus.emit('coupon:odds-changed', { games: [...games] });
        } finally {
          publishing = false;
        }
      },
      () => {
        polling = false; // a failed poll is retried at the next tick
      },
    );
  };

  const timer = timers.setInterval(tick, intervalMs);
  return () => {
    stopped = true;
    off();
    timers.clearInterval(timer);
  };
}
