/**
 * In-memory databases (every server test opens one, hundreds per run) start as a copy of one migrated and
 * seeded image per process: migrating and seeding (scrypt hashes of the seed passwords) cost ~150 ms of CPU
 * each. The image is seeded at a sentinel time, and a copy gets the caller's clock wherever the seed wrote
 * it, so the copy holds what seeding it now would write (password salts aside, random either way).
 * memory-image.test.ts holds that a copy equals a fresh seed at the same instant.
 */
import Database from 'better-sqlite3';
import type { Clock } from '../../platform/clock.ts';
import { migrate, type SqliteDatabase } from '../../platform/database.ts';
import { MIGRATIONS } from './migrations.ts';
import { createRepositories, type Repositories } from './repositories/index.ts';
import { seed } from './seed.ts';

const SENTINEL_SECONDS = 4_102_444_793;
const SENTINEL_TEXTS = [String(SENTINEL_SECONDS), String(SENTINEL_SECONDS * 1000)];
let memoryImage: { bytes: Buffer; clockCells: Array<{ table: string; column: string }> } | null = null;

/** Seeds the database in one transaction and records when (openDatabase seeds a database only once). */
export function seedNow(db: SqliteDatabase, repos: Repositories, clock: Clock): void {
  db.transaction(() => {
    seed(repos, clock);
    repos.meta.set('seeded', String(clock.nowSeconds()));
  })();
}

/** A migrated and seeded in-memory database, as of the clock's now. */
export function seededMemoryCopy(clock: Clock): SqliteDatabase {
  memoryImage ??= buildMemoryImage();
  const db = new Database(memoryImage.bytes);
  db.pragma('foreign_keys = ON');
  const now = Math.floor(clock.now());
  const nowSeconds = Math.floor(now / 1000);
  // Compared as text: the seed writes times as numbers and as strings (meta values). Written back as integers (a JS
  // number binds as a real, "1795811653.0" in a text column), which the column's type stores as the seed would.
  for (const { table, column } of memoryImage.clockCells) {
    db.prepare(`UPDATE "${table}" SET "${column}" = IIF(CAST("${column}" AS TEXT) = ?, ?, ?) WHERE CAST("${column}" AS TEXT) IN (?, ?)`).run(SENTINEL_TEXTS[0], BigInt(nowSeconds), BigInt(now), ...SENTINEL_TEXTS);
  }
  return db;
}

function buildMemoryImage(): NonNullable<typeof memoryImage> {
  const sentinel: Clock = { now: () => SENTINEL_SECONDS * 1000, nowSeconds: () => SENTINEL_SECONDS };
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS);
  seedNow(db, createRepositories(db, sentinel), sentinel);
  const clockCells: Array<{ table: string; column: string }> = [];
  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).pluck().all() as string[];
  for (const table of tables) {
    for (const column of db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table) as string[]) {
      const holdsClock = db.prepare(`SELECT 1 FROM "${table}" WHERE CAST("${column}" AS TEXT) IN (?, ?) LIMIT 1`).get(...SENTINEL_TEXTS);
      if (holdsClock) clockCells.push({ table, column });
    }
  }
  const bytes = db.serialize();
  db.close();
  return { bytes, clockCells };
}
