/**
 * Rate-limit windows every host shares (PostgreSQL): the ops API's token-guessing limit
 * (deploy/token-guessing.ts) counts wrong tokens from an address on all hosts together, so a guesser
 * spread over N hosts behind a load balancer gets the same 20 tries a minute, not 20 × N. Windows are
 * timed by the database's clock (one clock for every host); ended windows are swept now and then.
 */
import type { Pool } from 'pg';
import { clientKey } from '../../platform/throttling.ts';
import { TOKEN_GUESS_WINDOW_MS, TOKEN_GUESSES_PER_WINDOW, type TokenGuessing } from '../deploy/token-guessing.ts';
import { reachable } from './store-unavailable.ts';

const SWEEP_EVERY = 500;

export function pgTokenGuessing(pool: Pool, limiter = 'ops-token'): TokenGuessing {
  let untilSweep = SWEEP_EVERY;
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
      // One statement: a new window, one more hit in the running one, or a fresh window after it ended.
      await reachable(() =>
        pool.query(
          `INSERT INTO rate_windows (limiter, client, hits, ends_at) VALUES ($1, $2, 1, now() + $3 * interval '1 millisecond')
           ON CONFLICT (limiter, client) DO UPDATE SET
             hits = CASE WHEN rate_windows.ends_at > now() THEN rate_windows.hits + 1 ELSE 1 END,
             ends_at = CASE WHEN rate_windows.ends_at > now() THEN rate_windows.ends_at ELSE excluded.ends_at END`,
          [limiter, clientKey(ip), TOKEN_GUESS_WINDOW_MS],
        ),
      );
      untilSweep -= 1;
      if (untilSweep <= 0) {
        untilSweep = SWEEP_EVERY;
        await reachable(() => pool.query('DELETE FROM rate_windows WHERE ends_at < now()'));
      }
    },
  };
}
