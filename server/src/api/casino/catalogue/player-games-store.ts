/**
 * A player's favourite and recently played casino games (tables casino_favourites, casino_recent).
 * Rows hold only the game id: the catalogue is generated from data with stable ids, so the game itself is
 * read from it. A game later removed from the catalogue simply drops out of the lists.
 */
import type { ApiContext } from '../../shared/context.ts';

/** What the store needs of the API context (tests pass a bare database and clock). */
export type StoreContext = Pick<ApiContext, 'database' | 'clock'>;

/** How many recently played games are kept per player (older ones are forgotten). */
export const RECENT_KEPT = 24;

export function favouriteIds(ctx: StoreContext, userId: number): number[] {
  const rows = ctx.database.db.prepare('SELECT game_id FROM casino_favourites WHERE user_id = ? ORDER BY added_at DESC, rowid DESC').all(userId) as Array<{ game_id: number }>;
  return rows.map((r) => r.game_id);
}

/** Adding twice keeps one row (a repeated tap is harmless); the first add's time stays. */
export function addFavourite(ctx: StoreContext, userId: number, gameId: number): void {
  ctx.database.db.prepare('INSERT OR IGNORE INTO casino_favourites (user_id, game_id, added_at) VALUES (?, ?, ?)').run(userId, gameId, ctx.clock.nowSeconds());
}

export function removeFavourite(ctx: StoreContext, userId: number, gameId: number): void {
  ctx.database.db.prepare('DELETE FROM casino_favourites WHERE user_id = ? AND game_id = ?').run(userId, gameId);
}

export function recentIds(ctx: StoreContext, userId: number): number[] {
  const rows = ctx.database.db.prepare('SELECT game_id FROM casino_recent WHERE user_id = ? ORDER BY played_at DESC, rowid DESC LIMIT ?').all(userId, RECENT_KEPT) as Array<{ game_id: number }>;
  return rows.map((r) => r.game_id);
}

/**
 * Records that the player launched a game (the games part calls this from its launch): the game moves to
 * the front of the list, and only the latest RECENT_KEPT stay.
 */
export function recordRecentlyPlayed(ctx: StoreContext, userId: number, gameId: number): void {
  const db = ctx.database.db;
  db.transaction(() => {
    db.prepare('INSERT OR REPLACE INTO casino_recent (user_id, game_id, played_at) VALUES (?, ?, ?)').run(userId, gameId, ctx.clock.nowSeconds());
    db.prepare(
      'DELETE FROM casino_recent WHERE user_id = ? AND game_id NOT IN (SELECT game_id FROM casino_recent WHERE user_id = ? ORDER BY played_at DESC, rowid DESC LIMIT ?)',
    ).run(userId, userId, RECENT_KEPT);
  })();
}
