/**
 * The latest prices the page has heard for games outside the live feed (issue 17 item 14): the shell's
 * slip polls the games of its bets (line games too) and publishes them as `coupon:odds-changed`; the
 * betting app keeps the latest update per game here, so a list shows the price the slip shows instead of
 * the price it loaded. Only the slip's games arrive, so the map stays small; it is capped all the same.
 */
import type { LiveGameUpdate } from '@arena/domain';

/** Games remembered at most (the oldest are forgotten first). */
export const ODDS_OVERLAY_MAX_GAMES = 500;

export interface OddsOverlay {
  put(games: readonly LiveGameUpdate[]): void;
  get(gameId: string): LiveGameUpdate | undefined;
  subscribe(listener: () => void): () => void;
  /** Changes with every put (a useSyncExternalStore snapshot). */
  version(): number;
}

export function createOddsOverlay(maxGames = ODDS_OVERLAY_MAX_GAMES): OddsOverlay {
  const games = new Map<string, LiveGameUpdate>();
  const listeners = new Set<() => void>();
  let version = 0;
  return {
    put(updates) {
      if (updates.length === 0) return;
      for (const update of updates) {
        games.delete(update.id); // re-inserted last: the map's order is the age order
        games.set(update.id, update);
      }
      while (games.size > maxGames) games.delete(games.keys().next().value!);
      version++;
      for (const l of [...listeners]) l();
    },
    get: (gameId) => games.get(gameId),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

export const pageOddsOverlay: OddsOverlay = createOddsOverlay();
