/**
 * Keeps the slip's bets on the live prices (issues 8 and 28) from the live feed itself, on every page — a
 * cyber page with picks in the slip included — so price changes and suspensions reach it within the feed's
 * tick, with no separate poll. The slip does not hold a stream of its own: it watches its bets' games
 * (`ids=`, line games too) through the page's one live-odds client (@arena/live-odds), which subscribes
 * one stream to the union of what the slip and the page's apps watch. The slip lets its games go while no
 * bet's game can move (an empty slip, only finished games).
 * The domain's applyGameUpdate decides what a message changes; this only routes messages to the store.
 */
import type { LiveOdds } from '@arena/live-odds';
import { applyGameUpdate, isGameFinished, type CouponStore, type LiveGameUpdate } from '@arena/domain';

/** The feed takes at most this many ids. */
const MAX_IDS = 100;
const GAME_ID = /^\d{1,12}$/;

export interface CouponLiveOddsOptions {
  store: CouponStore;
  /** The page's live-odds client. */
  odds: Pick<LiveOdds, 'watch' | 'observe'>;
}

/** Applies updates to the bets of their games; a bet whose game did not change is not touched. */
export function applyGameUpdates(store: CouponStore, games: readonly LiveGameUpdate[]): void {
  for (const game of games) {
    for (const bet of store.getSnapshot().coupon.bets) {
      if (bet.game.id === game.id && applyGameUpdate(bet, game) !== bet) store.updateBet(bet.outcomeId, (b) => applyGameUpdate(b, game));
    }
  }
}

/** The games of the slip's bets that can still move. */
function slipGameIds(store: CouponStore): string[] {
  return [...new Set(store.getSnapshot().coupon.bets.filter((b) => !isGameFinished(b.game)).map((b) => b.game.id))]
    .filter((id) => GAME_ID.test(id))
    .sort()
    .slice(0, MAX_IDS);
}

export function connectCouponLiveOdds({ store, odds }: CouponLiveOddsOptions): () => void {
  let unwatch: () => void = () => undefined;
  let watchedKey = '';
  let stopped = false;

  /** Watches the slip's games, letting the previous set go once the new one is asked for. */
  const follow = () => {
    const ids = stopped ? [] : slipGameIds(store);
    if (ids.join(',') === watchedKey) return;
    watchedKey = ids.join(',');
    const previous = unwatch;
    unwatch = ids.length ? odds.watch(ids) : () => undefined;
    previous();
  };

  const offOdds = odds.observe((games) => {
    if (!stopped) applyGameUpdates(store, games);
  });
  const offStore = store.subscribe(follow);
  follow();
  return () => {
    stopped = true;
    offOdds();
    offStore();
    follow();
  };
}
