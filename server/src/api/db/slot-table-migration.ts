/**
 * Issue 30 leftovers: each classic-slot round records the table that dealt it (`casino_rounds.slot_table`: low,
 * medium or high; null for the other engines), so the game page's fair panel verifies an old round on its own table.
 *
 * The rows written before this column do not say which table dealt them: a low- or high-volatility game's rounds
 * dealt before the tables per volatility were dealt on the shared (medium) table, the later ones on the game's. Each
 * settled round stores its outcome (stops, grid, pays), so replaying its revealed seeds on the two candidate tables
 * tells them apart (casino/games/slot-table.ts), as the verify call would; SQL cannot compute an HMAC, hence a
 * function migration. The published tables never change (a change is a new table), so replaying with today's code
 * is replaying with the code that dealt them.
 */
import type { SqliteDatabase } from '../../platform/database.ts';
import { findPlayableGame } from '../casino/games/game-catalogue.ts';
import { dealingSlotTable, slotTableOfGame, type StoredSlotRound } from '../casino/games/slot-table.ts';

export function slotTableMigration(db: SqliteDatabase): void {
  db.exec('ALTER TABLE casino_rounds ADD COLUMN slot_table TEXT');
  const rows = db.prepare("SELECT id, game_id, server_seed, client_seed, nonce, outcome FROM casino_rounds WHERE engine = 'slot'").all() as Array<StoredSlotRound & { id: number; game_id: number }>;
  const record = db.prepare('UPDATE casino_rounds SET slot_table = ? WHERE id = ?');
  for (const row of rows) record.run(dealingSlotTable(row, slotTableOfGame(findPlayableGame(row.game_id))), row.id);
}
