/**
 * A one-second cache for what the host computes per page request and what is the same for everyone asking
 * for that page in the same moment (the server render, the page's head). Concurrent requests share one
 * computation (the promise is cached, not the value), and its answer is reused for MICRO_CACHE_MS.
 *
 * Any write through this server (a non-GET request: a bet, a config or content change) starts a new
 * generation, so an answer never outlives a change made here; a change made elsewhere shows within
 * MICRO_CACHE_MS. A computation that fails is not kept: the next request tries again.
 *
 * A cache of whole pages keeps an answer only for a key asked for before (`repeatedOnly`): most page URLs
 * carry a query of their own (`?utm_…`, a share link, the bench's unique one) and are never asked again, and
 * keeping each of those pages (a few hundred KB of strings) for its second made the host's heap mostly dead
 * pages that every major GC had to mark. Concurrent asks still share the one computation.
 */
import { LRUCache } from 'lru-cache';
import type { FastifyInstance } from 'fastify';

/** How long one answer serves the same key (the live odds in a page are refreshed by the browser). */
export const MICRO_CACHE_MS = 1000;
/** Keys kept at once: enough for a crawl's burst. */
const MICRO_CACHE_ENTRIES = 500;
/** How long a key counts as asked before (`repeatedOnly`), and how many such keys are remembered. */
const ASKED_BEFORE_MS = 60_000;
const ASKED_BEFORE_KEYS = 5000;

export interface MicroCacheOptions {
  /** Keep a settled answer only for a key asked for within ASKED_BEFORE_MS (a cache of big answers: pages). */
  repeatedOnly?: boolean;
  /**
   * An answer this old is computed anew by the next ask, in the background: that ask and the ones after it
   * get the current answer until the new one is in, which then serves for what is left of its own
   * MICRO_CACHE_MS. A key asked steadily then never makes an ask wait for its computation, and no answer
   * is served older than MICRO_CACHE_MS (a computation slower than that is waited for, as without it).
   */
  refreshAheadMs?: number;
  /** The clock (tests); performance's by default. */
  clock?: { now(): number };
}

export interface MicroCache<T> {
  /**
   * The answer for `key`: the one computed within the last MICRO_CACHE_MS in this generation, or `compute()`'s.
   * An answer `keep` refuses is given to the asks it was computed for, then forgotten like a failure.
   */
  get(key: string, compute: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** The answer for `key` if one is ready now (`{ value }`), else undefined (none yet, or still computing). */
  ready(key: string): { value: T } | undefined;
}

/** The count of writes a micro-cache forgets on: a new value, and every answer before it is forgotten. */
export interface WriteGeneration {
  value: number;
}

/** Generations are counted per server: every micro-cache of one host forgets on the same writes. */
const generations = new WeakMap<FastifyInstance, WriteGeneration>();

/** The server's write count (a render worker is sent it with each render: render-workers.ts). */
export function writeGeneration(app: FastifyInstance): WriteGeneration {
  let generation = generations.get(app);
  if (!generation) {
    const counter = { value: 0 };
    generation = counter;
    generations.set(app, counter);
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') counter.value += 1;
    });
  }
  return generation;
}

export function createMicroCache<T extends object | null>(app: FastifyInstance, options: MicroCacheOptions = {}): MicroCache<T> {
  return microCacheOver<T>(writeGeneration(app), options);
}

/** A micro-cache that forgets when `generation` moves (a thread without the server: render-worker.ts). */
export function microCacheOver<T extends object | null>(generation: WriteGeneration, options: MicroCacheOptions = {}): MicroCache<T> {
  const clock = options.clock ?? performance;
  const answers = new LRUCache<string, Promise<T>>({ max: MICRO_CACHE_ENTRIES, ttl: MICRO_CACHE_MS, perf: clock, ttlResolution: 0 });
  // The settled answers, so a caller can tell a ready page from one still rendering without waiting.
  const settled = new WeakMap<Promise<T>, { value: T }>();
  const askedBefore = options.repeatedOnly ? new LRUCache<string, true>({ max: ASKED_BEFORE_KEYS, ttl: ASKED_BEFORE_MS }) : null;
  /** When each kept answer's computation started (its age), and the keys being computed ahead. */
  const started = new WeakMap<Promise<T>, number>();
  const refreshing = new Set<string>();
  const refreshAhead = (id: string, compute: () => Promise<T>, keep: ((value: T) => boolean) | undefined) => {
    refreshing.add(id);
    const since = clock.now();
    const computing = compute();
    computing.then(
      (value) => {
        refreshing.delete(id);
        const left = MICRO_CACHE_MS - (clock.now() - since);
        // A write meanwhile (another generation), an answer refused, or a newer one in: the current one stays.
        const current = answers.peek(id);
        const newer = current !== undefined && (started.get(current) ?? -Infinity) > since;
        if (left <= 0 || newer || !id.startsWith(`${generation.value}\0`) || (keep && !keep(value))) return;
        settled.set(computing, { value });
        started.set(computing, since);
        answers.set(id, computing, { ttl: left });
      },
      () => refreshing.delete(id),
    );
  };
  return {
    get(key, compute, keep) {
      const id = `${generation.value}\0${key}`;
      let answer = answers.get(id);
      const refreshAfter = options.refreshAheadMs;
      if (answer && refreshAfter !== undefined && settled.has(answer) && !refreshing.has(id) && clock.now() - started.get(answer)! >= refreshAfter) refreshAhead(id, compute, keep);
      if (!answer) {
        const kept = !askedBefore || askedBefore.has(key);
        askedBefore?.set(key, true);
        const computing = compute();
        started.set(computing, clock.now());
        answer = computing;
        answers.set(id, computing);
        // Only the computation itself is removed: by then another may have taken the key (a delete by key would drop it).
        const forget = () => void (answers.peek(id) === computing && answers.delete(id));
        computing.then((value) => {
          if (!kept || (keep && !keep(value))) return forget();
          settled.set(computing, { value });
        }, forget);
      }
      return answer;
    },
    ready(key) {
      const answer = answers.get(`${generation.value}\0${key}`);
      return answer ? settled.get(answer) : undefined;
    },
  };
}
