/**
 * The live feed: one EventSource for the page, open while something listens and some live game is watched,
 * subscribed (ids=) to the union of the games the page shows, and reopened when that set changes. The
 * stream sends a snapshot, then deltas (@arena/domain's live-state.ts applies them); after a network drop the browser
 * reconnects with Last-Event-ID and the server replays what was missed or sends a fresh snapshot.
 */
import { EMPTY_LIVE, reduceLive, type LiveGameUpdate, type LiveMessage, type LiveState } from '@arena/domain';
import type { Game, Market } from '../../shared/api.ts';

export type { LiveGameUpdate };

export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveFeed {
  subscribe(listener: () => void): () => void;
  /** Changes with every message (a useSyncExternalStore snapshot). */
  version(): number;
  get(gameId: string): LiveGameUpdate | undefined;
  /**
   * Hears the games each message changed without keeping the stream open: the stream stays tied to the
   * pages that show live games; the shell's slip holds a stream of its own for its games.
   */
  observe(listener: (games: readonly LiveGameUpdate[]) => void): () => void;
  /** Asks the stream to carry these games while the caller shows them; the returned call undoes it. */
  watch(gameIds: readonly string[]): () => void;
}

/** The server takes at most this many ids; a page watching more gets every live game instead. */
const MAX_IDS = 100;
const GAME_ID = /^\d{1,12}$/;

export function createLiveFeed(url: string, open: (url: string) => EventSourceLike): LiveFeed {
  const listeners = new Set<() => void>();
  const observers = new Set<(games: readonly LiveGameUpdate[]) => void>();
  const watched = new Map<string, number>();
  let state: LiveState = EMPTY_LIVE;
  let version = 0;
  let source: EventSourceLike | null = null;
  let sourceUrl = '';
  let reconcileQueued = false;

  const receive = (type: LiveMessage['type']) => (event: MessageEvent<string>) => {
    let next: LiveState;
    try {
      next = reduceLive(state, { type, message: JSON.parse(event.data) } as LiveMessage);
    } catch {
      return; // a torn message: a reconnect brings a snapshot or the missed deltas
    }
    if (next === state) return;
    state = next;
    version++;
    for (const l of [...listeners]) l();
    if (next.changed.length > 0) for (const o of [...observers]) o(next.changed);
  };

  const wantedUrl = () => {
    // Only ids the server takes (digits): one malformed id would have the whole stream refused.
    const ids = [...watched.keys()].filter((id) => GAME_ID.test(id)).sort();
    if (listeners.size === 0 || ids.length === 0) return '';
    return ids.length > MAX_IDS ? url : `${url}&ids=${ids.join(',')}`;
  };

  /** Opens, reopens or closes the stream to match the listeners and the watched games. */
  const reconcile = () => {
    reconcileQueued = false;
    const next = wantedUrl();
    if (next === sourceUrl) return;
    source?.close();
    source = null;
    sourceUrl = next;
    if (!next) return;
    // Another filter: the new stream starts with its own snapshot, which replaces this state; until then
    // the page keeps the prices it has rather than falling back to the ones it loaded.
    source = open(next);
    source.addEventListener('snapshot', receive('snapshot'));
    source.addEventListener('delta', receive('delta'));
  };
  // Batched: a page rendering its lists watches and unwatches many times in one task.
  const queueReconcile = () => {
    if (reconcileQueued) return;
    reconcileQueued = true;
    queueMicrotask(reconcile);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      queueReconcile();
      return () => {
        listeners.delete(listener);
        queueReconcile();
      };
    },
    version: () => version,
    get: (gameId) => state.games.get(gameId),
    observe(listener) {
      observers.add(listener);
      return () => observers.delete(listener);
    },
    watch(gameIds) {
      for (const id of gameIds) watched.set(id, (watched.get(id) ?? 0) + 1);
      queueReconcile();
      return () => {
        for (const id of gameIds) {
          const count = (watched.get(id) ?? 1) - 1;
          if (count > 0) watched.set(id, count);
          else watched.delete(id);
        }
        queueReconcile();
      };
    },
  };
}

/** A game as loaded, overlaid with its latest live update (markets keep their names and groups). */
export function mergeLive(game: Game, update: LiveGameUpdate | undefined): Game {
  if (!update) return game;
  const markets: Market[] = game.markets.map((market) => {
    const live = update.markets.find((m) => m.id === market.id);
    if (!live) return market;
    return {
      ...market,
      isBlocked: live.isBlocked,
      outcomes: market.outcomes.map((o) => ({ ...o, coef: live.outcomes.find((l) => l.id === o.id)?.coef ?? o.coef })),
    };
  });
  const sets = update.periods ? { periods: update.periods, tieBreaks: update.tieBreaks ?? [] } : {};
  return { ...game, statusId: update.statusId, isLive: update.isLive, isFinished: update.isFinished, secondsOfPlay: update.secondsOfPlay, period: update.period, score: update.score, fullScore: `${update.score[0]}:${update.score[1]}`, ...sets, markets };
}
