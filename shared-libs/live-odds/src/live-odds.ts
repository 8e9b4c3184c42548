/**
 * The page's one live-odds client (issue 28): ONE EventSource on the live feed, subscribed (`ids=`) to the
 * union of the games every consumer on the page watches — the slip's games (the shell) and the games the
 * list or game page shows (the betting app) — so a page never holds two streams for the same prices.
 * The stream is reopened when the union changes, debounced so a page rendering its lists (and the slip
 * restoring its bets) opens it once, and closed while nobody watches anything. A reopened stream resumes
 * from the last sequence it saw (`lastEventId=`, the query twin of the Last-Event-ID header a browser's own
 * reconnect sends): the server replays the deltas when it can, else sends a snapshot of the new set.
 * @arena/domain's live-state.ts applies the snapshot and the deltas.
 */
import { EMPTY_LIVE, reduceLive, type LiveGameUpdate, type LiveMessage, type LiveState } from '@arena/domain';

/** The live feed's path; the client adds `ids=`. */
export const LIVE_FEED_PATH = '/betting-api/live/feed?section=live';
/** The feed takes at most this many ids; a page watching more follows every live game instead. */
export const LIVE_MAX_IDS = 100;
/** How long a change of the watched games waits for the next before the stream is reopened. */
export const LIVE_REOPEN_DEBOUNCE_MS = 50;
const GAME_ID = /^\d{1,12}$/;

export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveOdds {
  /** Asks the stream to carry these games while the caller shows them; the returned call undoes it. */
  watch(gameIds: readonly string[]): () => void;
  /** Hears the games each message changed (the stream's opening is decided by `watch` alone). */
  observe(listener: (games: readonly LiveGameUpdate[]) => void): () => void;
  /** The latest update of a game the stream carries. */
  get(gameId: string): LiveGameUpdate | undefined;
  /** Told after every message that changed something (a useSyncExternalStore subscription). */
  subscribe(listener: () => void): () => void;
  /** Changes with every such message (a useSyncExternalStore snapshot). */
  version(): number;
}

export interface LiveOddsOptions {
  /** Opens the stream (the browser's EventSource). */
  open(url: string): EventSourceLike;
  path?: string;
  debounceMs?: number;
}

export function createLiveOdds({ open, path = LIVE_FEED_PATH, debounceMs = LIVE_REOPEN_DEBOUNCE_MS }: LiveOddsOptions): LiveOdds {
  const listeners = new Set<() => void>();
  const observers = new Set<(games: readonly LiveGameUpdate[]) => void>();
  const watched = new Map<string, number>();
  let state: LiveState = EMPTY_LIVE;
  let version = 0;
  let source: EventSourceLike | null = null;
  /** The subscription the open stream carries: '' closed, '*' every live game, else the sorted ids. */
  let sourceKey = '';
  let timer: ReturnType<typeof setTimeout> | null = null;

  const receive = (type: LiveMessage['type'], from: EventSourceLike) => (event: MessageEvent<string>) => {
    if (from !== source) return; // a message of a stream already replaced
    let next: LiveState;
    try {
      next = reduceLive(state, { type, message: JSON.parse(event.data) } as LiveMessage);
    } catch {
      return; // a torn message: the browser's reconnect brings the missed deltas or a snapshot
    }
    if (next === state) return;
    state = next;
    version++;
    for (const l of [...listeners]) l();
    if (next.changed.length > 0) for (const o of [...observers]) o(next.changed);
  };

  const wantedKey = () => {
    // Only ids the server takes (digits): one malformed id would have the whole stream refused.
    const ids = [...watched.keys()].filter((id) => GAME_ID.test(id)).sort();
    if (ids.length === 0) return '';
    return ids.length > LIVE_MAX_IDS ? '*' : ids.join(',');
  };

  /** Opens, reopens or closes the stream to match the union of the watched games. */
  const reconcile = () => {
    timer = null;
    const key = wantedKey();
    if (key === sourceKey) return;
    source?.close();
    source = null;
    sourceKey = key;
    if (!key) return;
    // Until the new stream's first message the page keeps the prices it has.
    const resume = state.seq === null ? '' : `&lastEventId=${state.seq}`;
    const opened = open(`${path}${key === '*' ? '' : `&ids=${key}`}${resume}`);
    source = opened;
    opened.addEventListener('snapshot', receive('snapshot', opened));
    opened.addEventListener('delta', receive('delta', opened));
  };
  const queueReconcile = () => {
    if (timer === null) timer = setTimeout(reconcile, debounceMs);
  };

  return {
    watch(gameIds) {
      for (const id of gameIds) watched.set(id, (watched.get(id) ?? 0) + 1);
      queueReconcile();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        for (const id of gameIds) {
          const count = (watched.get(id) ?? 1) - 1;
          if (count > 0) watched.set(id, count);
          else watched.delete(id);
        }
        queueReconcile();
      };
    },
    observe(listener) {
      observers.add(listener);
      return () => observers.delete(listener);
    },
    get: (gameId) => state.games.get(gameId),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
