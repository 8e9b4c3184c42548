/** Opens the SQLite database, applies migrations and seeds it on first start. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Clock } from '../clock.ts';
import { migrate } from './migrations.ts';
import { createRepositories, type Repositories } from './repositories/index.ts';
import { seed } from './seed.ts';

export interface OpenedDatabase {
  db: Database.Database;
  repos: Repositories;
  /** Wipes every row and writes the seed again (test controls). */
  resetToSeed(): void;
  close(): void;
}

const DATA_TABLES = ['casino_wallet_tx', 'casino_rounds', 'casino_game_sessions', 'toto_settlements', 'toto_coupons', 'payments', 'payment_requests', 'player_bonuses', 'bonus_promo_activations', 'cashback_payouts', 'reward_claims', 'casino_favourites', 'casino_recent', 'office_profiles', 'support_attachments', 'support_messages', 'support_tickets', 'office_ideas', 'verification_documents', 'idempotency_keys', 'rg_limits', 'rg_deposits', 'rg_session_usage', 'coupon_bets', 'coupons', 'social_identities', 'accounts', 'sessions', 'codes', 'counters', 'captchas', 'block_rules', 'redirects', 'users'];

export function openDatabase(file: string, clock: Clock): OpenedDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = file === ':memory:' ? seededMemoryCopy(clock) : new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const repos = createRepositories(db, clock);
  if (repos.meta.get('seeded') === null) seedNow(db, repos, clock);
  return {
    db,
    repos,
    resetToSeed() {
      db.transaction(() => {
        for (const table of DATA_TABLES) db.prepare(`DELETE FROM ${table}`).run();
        db.prepare(`DELETE FROM sqlite_sequence`).run();
        // The token secret is not in the database (server-secret.ts), so tokens survive a reset.
        db.prepare(`DELETE FROM meta`).run();
        seed(repos, clock);
        repos.meta.set('seeded', String(clock.nowSeconds()));
      })();
    },
    close() {
      db.close();
    },
  };
}

function seedNow(db: Database.Database, repos: Repositories, clock: Clock): void {
  db.transaction(() => {
    seed(repos, clock);
    repos.meta.set('seeded', String(clock.nowSeconds()));
  })();
}

/**
 * In-memory databases (every server test opens one, hundreds per run) start as a copy of one migrated and
 * seeded image per process: migrating and seeding (scrypt hashes of the seed passwords) cost ~150 ms of CPU
 * each. The image is seeded at a sentinel time, and a copy gets the caller's clock wherever the seed wrote
 * it, so the copy holds what seeding it now would write (password salts aside, random either way).
 */
const SENTINEL_SECONDS = 4_102_444_793;
const SENTINEL_TEXTS = [String(SENTINEL_SECONDS), String(SENTINEL_SECONDS * 1000)];
let memoryImage: { bytes: Buffer; clockCells: Array<{ table: string; column: string }> } | null = null;

function seededMemoryCopy(clock: Clock): Database.Database {
  memoryImage ??= buildMemoryImage();
  const db = new Database(memoryImage.bytes);
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
  migrate(db);
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
