/**
 * Rate-limit windows every host shares (PostgreSQL): the ops API's token-guessing limit
 * (deploy/token-guessing.ts) counts wrong tokens from an address on all hosts together, so a guesser
 * spread over N hosts behind a load balancer gets the same 20 tries a minute, not 20 × N; so do the
 * telemetry endpoint's per-address limits (`pgRateLimitStore`, for @fastify/rate-limit). Windows are
 * timed by the database's clock (one clock for every host); ended windows are swept now and then.
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Pool } from 'pg';
import { clientKey } from '../../platform/throttling.ts';
import { TOKEN_GUESS_WINDOW_MS, TOKEN_GUESSES_PER_WINDOW, type TokenGuessing } from '../deploy/token-guessing.ts';
import { reachable } from './store-unavailable.ts';

const SWEEP_EVERY = 500;

/**
 * One more hit for `client` in `limiter`'s window, in one statement: a new window, one more in the
 * running one, or a fresh window after it ended. Answers the hits so far and the window's remaining ms.
 */
async function hit(pool: Pool, limiter: string, client: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const { rows } = await reachable(() =>
    pool.query<{ hits: number; ttl: string }>(
      `INSERT INTO rate_windows (limiter, client, hits, ends_at) VALUES ($1, $2, 1, now() + $3 * interval '1 millisecond')
       ON CONFLICT (limiter, client) DO UPDATE SET
         hits = CASE WHEN rate_windows.ends_at > now() THEN rate_windows.hits + 1 ELSE 1 END,
         ends_at = CASE WHEN rate_windows.ends_at > now() THEN rate_windows.ends_at ELSE excluded.ends_at END
       RETURNING hits, greatest(0, ceil(extract(epoch FROM ends_at - now()) * 1000))::bigint AS ttl`,
      [limiter, client, windowMs],
    ),
  );
  return { hits: rows[0]!.hits, ttlMs: Number(rows[0]!.ttl) };
}

/** Ended windows are deleted every SWEEP_EVERY hits of this process. */
function sweeper(pool: Pool): () => Promise<void> {
  let untilSweep = SWEEP_EVERY;
  return async () => {
    untilSweep -= 1;
    if (untilSweep > 0) return;
    untilSweep = SWEEP_EVERY;
    await reachable(() => pool.query('DELETE FROM rate_windows WHERE ends_at < now()'));
  };
}

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit (its `store` option) on the same windows: the telemetry endpoint's
 * per-address limits hold for all hosts together. Each route counts apart (its method and URL name the
 * limiter). The plugin constructs it with its options and calls `incr` with the route's window.
 */
export function pgRateLimitStore(pool: Pool): FastifyRateLimitStoreCtor {
  const sweep = sweeper(pool);
  return class PgRateLimitStore {
    constructor(
      _pluginOptions: unknown,
      private readonly limiter = 'route',
    ) {}
    incr(key: string, done: Done, timeWindow = 60_000): void {
      hit(pool, this.limiter, key, timeWindow)
        .then(async ({ hits, ttlMs }) => {
          await sweep();
          done(null, { current: hits, ttl: ttlMs });
        })
        .catch((error: Error) => done(error));
    }
    child(routeOptions: object) {
      // The plugin passes the route's merged limit options with the route itself as `routeInfo`.
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new PgRateLimitStore(null, `route ${String(route?.method ?? '')} ${route?.url ?? ''}`);
    }
  };
}

export function pgTokenGuessing(pool: Pool, limiter = 'ops-token'): TokenGuessing {
  const sweep = sweeper(pool);
  return {
    async blockedFor(ip) {
      const { rows } = await reachable(() =>
        pool.query<{ wait: number }>(
          `SELECT ceil(extract(epoch FROM ends_at - now()))::integer AS wait FROM rate_windows
            WHERE limiter = $1 AND client = $2 AND ends_at > now() AND hits >= $3`,
          [limiter, clientKey(ip), TOKEN_GUESSES_PER_WINDOW],
        ),
      );
      return rows[0] ? Math.max(1, rows[0].wait) : 0;
    },
    async wrongToken(ip) {
      await hit(pool, limiter, clientKey(ip), TOKEN_GUESS_WINDOW_MS);
      await sweep();
    },
  };
}
