/**
 * Operator tokens cannot be guessed at speed (issue 32, finding 3: 3 000 tries took 1.3 s). Only wrong
 * tokens count: an address that sent TOKEN_GUESSES_PER_WINDOW of them in a window is answered 429 until
 * the window ends, whatever it sends; operators with a right token (CI scripts deploying in bursts) are
 * never slowed. Counters are kept per address (an IPv6 /64) for the window and evicted by age.
 */
import { LRUCache } from 'lru-cache';
import { clientKey } from '../../platform/throttling.ts';

export const TOKEN_GUESSES_PER_WINDOW = 20;
export const TOKEN_GUESS_WINDOW_MS = 60_000;
/** Addresses tracked at once; each entry leaves with its window, so one attacker cannot evict the rest early. */
const TRACKED_ADDRESSES = 100_000;

/** Kept in this process's memory (the default) or shared by every host (shared-state/pg-rate-windows.ts). */
export interface TokenGuessing {
  /** Seconds until the address may try again, or 0 when it may try now. */
  blockedFor(ip: string): number | Promise<number>;
  /** Counts a wrong (or missing) token from the address. */
  wrongToken(ip: string): void | Promise<void>;
}

export function createTokenGuessing(now: () => number = Date.now): { blockedFor(ip: string): number; wrongToken(ip: string): void } {
  // The cache's own ttl only frees memory; whether a window still runs is its endsAt.
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: TRACKED_ADDRESSES, ttl: TOKEN_GUESS_WINDOW_MS });
  const running = (key: string) => {
    const window = windows.get(key);
    return window && window.endsAt > now() ? window : undefined;
  };
  return {
    blockedFor(ip) {
      const window = running(clientKey(ip));
      if (!window || window.count < TOKEN_GUESSES_PER_WINDOW) return 0;
      return Math.max(1, Math.ceil((window.endsAt - now()) / 1000));
    },
    wrongToken(ip) {
      const key = clientKey(ip);
      const window = running(key);
      if (window) window.count += 1;
      else windows.set(key, { count: 1, endsAt: now() + TOKEN_GUESS_WINDOW_MS });
    },
  };
}
