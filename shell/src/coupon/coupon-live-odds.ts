/**
 * Keeps the slip's bets on the live prices (issues 8 and 28) from the live feed itself: the slip holds
 * one stream subscribed to its bets' games (`ids=`, line games too), on every page — a casino page with
 * picks in the slip included — so price changes and suspensions reach it within the feed's tick, with no
 * separate poll. The stream is reopened when the slip's set of games changes and closed while no bet's
 * game can move (an empty slip, only finished games); after a drop the browser resumes it by itself
 * (Last-Event-ID). `coupon:odds-changed` from the betting app re-prices bets too.
 * The domain's applyGameUpdate decides what a message changes; this only routes messages to the store.
 * What the slip's stream brings is published as `coupon:odds-changed` as well (issue 17 item 14): the
 * betting app's line list behind the slip shows the same prices the slip does.
 */
import type { ArenaBus } from '@arena/event-bus';
import { applyGameUpdate, EMPTY_LIVE, isGameFinished, reduceLive, type CouponStore, type LiveGameUpdate, type LiveMessage, type LiveState } from '@arena/domain';

/** The live feed's path; the slip adds its games as `ids=`. */
export const COUPON_FEED_PATH = '/betting-api/live/feed?section=live';
/** The feed takes at most this many ids. */
const MAX_IDS = 100;
const GAME_ID = /^\d{1,12}$/;

export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface CouponLiveOddsOptions {
  store: CouponStore;
  bus: Pick<ArenaBus, 'subscribe' | 'emit'>;
  /** Opens the stream (the browser's EventSource). */
  open(url: string): EventSourceLike;
}

/** Applies updates to the bets of their games; a bet whose game did not change is not touched. */
export function applyGameUpdates(store: CouponStore, games: readonly LiveGameUpdate[]): void {
  for (const game of games) {
    for (const bet of store.getSnapshot().coupon.bets) {
      if (bet.game.id === game.id && applyGameUpdate(bet, game) !== bet) store.updateBet(bet.outcomeId, (b) => applyGameUpdate(b, game));
    }
  }
}

/** The stream's URL for the slip's bets, or '' when none of their games can move any more. */
function feedUrl(store: CouponStore): string {
  const ids = [...new Set(store.getSnapshot().coupon.bets.filter((b) => !isGameFinished(b.game)).map((b) => b.game.id))]
    .filter((id) => GAME_ID.test(id))
    .sort()
    .slice(0, MAX_IDS);
  return ids.length ? `${COUPON_FEED_PATH}&ids=${ids.join(',')}` : '';
}

export function connectCouponLiveOdds({ store, bus, open }: CouponLiveOddsOptions): () => void {
  let source: EventSourceLike | null = null;
  let sourceUrl = '';
  let state: LiveState = EMPTY_LIVE;
  let stopped = false;
  /** True while the slip publishes its stream's message: it is already applied. */
  let publishing = false;

  const off = bus.subscribe('coupon:odds-changed', ({ games }) => {
    if (!publishing) applyGameUpdates(store, games);
  });

  const receive = (type: LiveMessage['type'], from: EventSourceLike) => (event: MessageEvent<string>) => {
    if (stopped || from !== source) return;
    let next: LiveState;
    try {
      next = reduceLive(state, { type, message: JSON.parse(event.data) } as LiveMessage);
    } catch {
      return; // a torn message: the browser's reconnect brings the missed deltas or a snapshot
    }
    if (next === state) return;
    state = next;
    if (next.changed.length === 0) return;
    applyGameUpdates(store, next.changed);
    publishing = true;
    try {
      bus.emit('coupon:odds-changed', { games: [...next.changed] });
    } finally {
      publishing = false;
    }
  };

  /** Opens, reopens or closes the stream to match the slip's games. */
  const follow = () => {
    const next = stopped ? '' : feedUrl(store);
    if (next === sourceUrl) return;
    source?.close();
    source = null;
    sourceUrl = next;
    state = EMPTY_LIVE; // the new stream starts with its own snapshot
    if (!next) return;
    const opened = open(next);
    source = opened;
    opened.addEventListener('snapshot', receive('snapshot', opened));
    opened.addEventListener('delta', receive('delta', opened));
  };

  const offStore = store.subscribe(follow);
  follow();
  return () => {
    stopped = true;
    off();
    offStore();
    follow();
  };
}
