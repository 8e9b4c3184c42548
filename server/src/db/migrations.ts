/**
 * Schema migrations, applied in order at start. PRAGMA user_version records how many ran; append only
 * (never edit a shipped migration: databases in the field already ran it).
 */
import type { Database } from 'better-sqlite3';

export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    login TEXT NOT NULL UNIQUE COLLATE NOCASE,
    email TEXT NOT NULL DEFAULT '',
    phone_code TEXT NOT NULL DEFAULT '',
    phone_number TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    surname TEXT NOT NULL DEFAULT '',
    date_birthday TEXT NOT NULL DEFAULT '',
    country_id INTEGER NOT NULL,
    currency_id INTEGER NOT NULL,
    registration_type TEXT NOT NULL,
    promo_code TEXT NOT NULL DEFAULT '',
    ref_code TEXT NOT NULL DEFAULT '',
    first_deposit_bonus_choice INTEGER NOT NULL DEFAULT 0,
    two_factor INTEGER NOT NULL DEFAULT 0,
    ban_level INTEGER NOT NULL DEFAULT 0,
    ban_version INTEGER NOT NULL DEFAULT 0,
    accepted_terms_version INTEGER NOT NULL DEFAULT 0,
    activation_type INTEGER NOT NULL DEFAULT 0,
    activated INTEGER NOT NULL DEFAULT 0,
    newsletter INTEGER NOT NULL DEFAULT 1,
    has_deposit INTEGER NOT NULL DEFAULT 0,
    password_changed_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX users_phone ON users (phone_code, phone_number) WHERE phone_number <> '';
  CREATE TABLE social_identities (
    provider TEXT NOT NULL, subject TEXT NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id),
    PRIMARY KEY (provider, subject)
  );
  CREATE TABLE accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id),
    type INTEGER NOT NULL,
    currency_id INTEGER NOT NULL,
    money REAL NOT NULL DEFAULT 0,
    points REAL NOT NULL DEFAULT 0,
    is_points_type_balance INTEGER NOT NULL DEFAULT 0,
    is_active INTEGER NOT NULL DEFAULT 0,
    visible_at INTEGER NOT NULL DEFAULT 0,
    removed INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX accounts_user ON accounts (user_id);
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE codes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    target TEXT NOT NULL,
    code TEXT NOT NULL,
    user_id INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX codes_lookup ON codes (kind, target);
  CREATE TABLE counters (key TEXT PRIMARY KEY, count INTEGER NOT NULL, window_start INTEGER NOT NULL);
  CREATE TABLE captchas (
    id TEXT PRIMARY KEY,
    captcha_code INTEGER NOT NULL,
    question TEXT NOT NULL,
    answer TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    token TEXT,
    token_expires_at INTEGER,
    token_used INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE block_rules (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    country TEXT NOT NULL,
    auth_scope TEXT NOT NULL DEFAULT 'any',
    path_prefix TEXT NOT NULL DEFAULT '',
    display_type INTEGER NOT NULL,
    template_type_id INTEGER NOT NULL
  );
  CREATE TABLE redirects (
    from_path TEXT PRIMARY KEY,
    to_path TEXT NOT NULL,
    code INTEGER NOT NULL,
    reason TEXT NOT NULL
  );
  `,
  `CREATE TABLE coupons (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id), account_id INTEGER NOT NULL REFERENCES accounts(id), type_id INTEGER NOT NULL, amount REAL NOT NULL, coef REAL NOT NULL, system_value INTEGER NOT NULL DEFAULT 0, possible_win REAL NOT NULL, change_coef_action INTEGER NOT NULL, promo_code TEXT NOT NULL DEFAULT '', status TEXT NOT NULL DEFAULT 'open', payout REAL NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, settled_at INTEGER); CREATE INDEX coupons_user ON coupons (user_id, id); CREATE TABLE coupon_bets (id INTEGER PRIMARY KEY AUTOINCREMENT, coupon_id INTEGER NOT NULL REFERENCES coupons(id), outcome_id TEXT NOT NULL, game_id INTEGER NOT NULL, sport_id INTEGER NOT NULL, title TEXT NOT NULL, market_name TEXT NOT NULL, outcome_name TEXT NOT NULL, coef REAL NOT NULL, is_banker INTEGER NOT NULL DEFAULT 0, is_live INTEGER NOT NULL DEFAULT 0, start_time INTEGER NOT NULL, result TEXT NOT NULL DEFAULT 'open'); CREATE INDEX coupon_bets_coupon ON coupon_bets (coupon_id); CREATE INDEX coupon_bets_open ON coupon_bets (result, game_id);`,
  `CREATE TABLE rg_limits (user_id INTEGER NOT NULL REFERENCES users(id), limit_type INTEGER NOT NULL, limit_value REAL NOT NULL, limit_state TEXT NOT NULL, started_at INTEGER NOT NULL, ends_at INTEGER NOT NULL, pending_direction TEXT, pending_value REAL, pending_removal INTEGER NOT NULL DEFAULT 0, pending_ends_at INTEGER, pending_currency TEXT, PRIMARY KEY (user_id, limit_type)); CREATE TABLE rg_deposits (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id), account_id INTEGER NOT NULL REFERENCES accounts(id), amount REAL NOT NULL, created_at INTEGER NOT NULL); CREATE INDEX rg_deposits_user ON rg_deposits (user_id, created_at); CREATE TABLE rg_session_usage (user_id INTEGER NOT NULL REFERENCES users(id), day INTEGER NOT NULL, used_seconds INTEGER NOT NULL, session_id TEXT NOT NULL, last_seen_at INTEGER NOT NULL, PRIMARY KEY (user_id, day));`,
  `CREATE TABLE cookie_agreements (session_id TEXT PRIMARY KEY, user_id INTEGER NOT NULL DEFAULT 0, agreed_at INTEGER NOT NULL, logged_at INTEGER NOT NULL); CREATE INDEX cookie_agreements_user ON cookie_agreements (user_id, agreed_at);`,
  // Issue 16 (money): balances in integer minor units of their currency (precision of
  // reference-data.ts CURRENCY_PRECISION at the time: KWD (id 7) 3 decimals, every other currency 2);
  // coupons remember the client's coupon id (one coupon per id and player); Idempotency-Key answers.
  `ALTER TABLE accounts ADD COLUMN money_minor INTEGER NOT NULL DEFAULT 0; UPDATE accounts SET money_minor = CAST(ROUND(money * CASE currency_id WHEN 7 THEN 1000 ELSE 100 END) AS INTEGER); ALTER TABLE accounts DROP COLUMN money; ALTER TABLE accounts RENAME COLUMN money_minor TO money; ALTER TABLE coupons ADD COLUMN client_id TEXT; CREATE UNIQUE INDEX coupons_client_id ON coupons (user_id, client_id) WHERE client_id IS NOT NULL; CREATE TABLE idempotency_keys (user_id INTEGER NOT NULL, key TEXT NOT NULL, route TEXT NOT NULL, request_hash TEXT NOT NULL, status INTEGER NOT NULL, answer TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (user_id, key)); CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);`,
  // Issue 16 (sessions): the token-signing secret now comes from ARENA_SECRET or a secret file, never the
  // database; the old copy is deleted so a database backup no longer carries it.
  `DELETE FROM meta WHERE key = 'token_secret';`,
  // Issue 16 (codes and captcha): wrong answers per one-time code (burned after a few), and a captcha
  // challenge burned by one wrong answer.
  `ALTER TABLE codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0; ALTER TABLE captchas ADD COLUMN burned INTEGER NOT NULL DEFAULT 0;`,
  // Issue 17 item 5 (VIP approval): a pending VIP coupon's asked stake, the moment its decision is due,
  // the decision (approved | lowered | declined), when it was made and the stake refunded by it.
  `ALTER TABLE coupons ADD COLUMN asked_amount REAL; ALTER TABLE coupons ADD COLUMN decision_due_at INTEGER; ALTER TABLE coupons ADD COLUMN decision TEXT; ALTER TABLE coupons ADD COLUMN decided_at INTEGER; ALTER TABLE coupons ADD COLUMN refunded REAL NOT NULL DEFAULT 0; CREATE INDEX coupons_pending_due ON coupons (status, decision_due_at);`,
];

export function migrate(db: Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  const apply = db.transaction(() => {
    for (let i = current; i < MIGRATIONS.length; i++) {
      db.exec(MIGRATIONS[i] ?? '');
      db.pragma(`user_version = ${i + 1}`);
    }
  });
  apply();
  return MIGRATIONS.length - current;
}
