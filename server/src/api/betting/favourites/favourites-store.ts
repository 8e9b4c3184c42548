/**
 * A player's favourite sports events and leagues (table betting_favourites): the line menu's "Favourites"
 * section lists the starred games and every game of a starred league (issue 31). Rows hold only ids: the
 * catalogue is a schedule with stable ids, so a finished game simply drops out of the lists.
 */
import type { ApiContext } from '../../shared/context.ts';

export type FavouriteKind = 'game' | 'champ';

/** What the store needs of the API context (tests pass a bare database and clock). */
export type FavouritesContext = Pick<ApiContext, 'database' | 'clock'>;

/** Stars a player may keep: more than a season's worth, and a bound on what one account can make us store. */
export const FAVOURITES_KEPT = 200;

export interface Favourites {
  gameIds: number[];
  champIds: number[];
}

export function favouritesOf(ctx: FavouritesContext, userId: number): Favourites {
  const rows = ctx.database.db.prepare('SELECT kind, ref_id FROM betting_favourites WHERE user_id = ? ORDER BY added_at DESC, rowid DESC').all(userId) as Array<{ kind: FavouriteKind; ref_id: number }>;
  return { gameIds: rows.filter((r) => r.kind === 'game').map((r) => r.ref_id), champIds: rows.filter((r) => r.kind === 'champ').map((r) => r.ref_id) };
}

/**
 * Stars one game or league. Starring twice keeps one row (a repeated tap is harmless); a player at the
 * bound loses the oldest star of that kind, so the newest tap always counts.
 */
export function addFavourite(ctx: FavouritesContext, userId: number, kind: FavouriteKind, refId: number): void {
  const db = ctx.database.db;
  db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO betting_favourites (user_id, kind, ref_id, added_at) VALUES (?, ?, ?, ?)').run(userId, kind, refId, ctx.clock.nowSeconds());
    db.prepare(
      'DELETE FROM betting_favourites WHERE user_id = ? AND kind = ? AND ref_id NOT IN (SELECT ref_id FROM betting_favourites WHERE user_id = ? AND kind = ? ORDER BY added_at DESC, rowid DESC LIMIT ?)',
    ).run(userId, kind, userId, kind, FAVOURITES_KEPT);
  })();
}

export function removeFavourite(ctx: FavouritesContext, userId: number, kind: FavouriteKind, refId: number): void {
  ctx.database.db.prepare('DELETE FROM betting_favourites WHERE user_id = ? AND kind = ? AND ref_id = ?').run(userId, kind, refId);
}
