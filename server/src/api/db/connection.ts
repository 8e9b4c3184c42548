/** Opens the SQLite database, applies migrations and seeds it on first start. */
import type { Clock } from '../../platform/clock.ts';
import { migrate, openSqlite, type SqliteDatabase } from '../../platform/database.ts';
import { MIGRATIONS } from './migrations.ts';
import { createRepositories, type Repositories } from './repositories/index.ts';
import { seededMemoryCopy, seedNow } from './memory-image.ts';
import { seed } from './seed.ts';

export interface OpenedDatabase {
  db: SqliteDatabase;
  repos: Repositories;
  /** Wipes every row and writes the seed again (test controls). */
  resetToSeed(): void;
  close(): void;
}

const DATA_TABLES = ['account_journal', 'account_conversions', 'casino_wallet_tx', 'casino_rounds', 'casino_game_sessions', 'toto_settlements', 'toto_coupons', 'payments', 'payment_requests', 'player_bonuses', 'bonus_promo_activations', 'cashback_payouts', 'reward_claims', 'casino_favourites', 'betting_favourites', 'casino_recent', 'office_profiles', 'support_chats', 'support_attachments', 'support_messages', 'support_tickets', 'office_ideas', 'verification_documents', 'idempotency_keys', 'rg_limits', 'rg_deposits', 'rg_session_usage', 'coupon_bets', 'coupons', 'social_identities', 'accounts', 'sessions', 'codes', 'counters', 'captchas', 'block_rules', 'redirects', 'users'];

// Not wiped by the reset: casino_live_rounds. The running tables keep their rounds' ids in memory across a reset,
// and a wiped table would hand the same ids to new rounds, linking one round's bets to another's (live-store.ts).

export function openDatabase(file: string, clock: Clock): OpenedDatabase {
  // ':memory:' (the tests' databases) starts as a copy of one seeded image (memory-image.ts).
  const db = file === ':memory:' ? seededMemoryCopy(clock) : openSqlite(file);
  migrate(db, MIGRATIONS);
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
