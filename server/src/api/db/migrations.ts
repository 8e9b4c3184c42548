/**
 * The reference backend's schema migrations, applied in order at start by platform/database.ts (PRAGMA
 * user_version records how many ran); append only (never edit a shipped migration: databases in the field already ran it).
 */
import type { Migration } from '../../platform/database.ts';
import { moneyColumnsToMinorUnits } from './money-columns-migration.ts';
import { slotTableMigration } from './slot-table-migration.ts';

/** Issue 30: the live tables' rounds, and each live bet's round (exported for its migration test). */
export const liveRoundsMigration =
  'CREATE TABLE IF NOT EXISTS casino_live_rounds (id INTEGER PRIMARY KEY AUTOINCREMENT, game_id INTEGER NOT NULL, number INTEGER NOT NULL, phase TEXT NOT NULL, server_seed TEXT NOT NULL, server_seed_hash TEXT NOT NULL, client_seed TEXT NOT NULL, opens_at INTEGER NOT NULL, closes_at INTEGER NOT NULL, draws_at INTEGER NOT NULL, ends_at INTEGER NOT NULL, result TEXT, finished_at INTEGER, UNIQUE (game_id, number)); CREATE INDEX IF NOT EXISTS casino_live_rounds_phase ON casino_live_rounds (phase, id); ALTER TABLE casino_rounds ADD COLUMN live_round_id INTEGER; CREATE INDEX IF NOT EXISTS casino_rounds_live ON casino_rounds (live_round_id, status) WHERE live_round_id IS NOT NULL;';

export const MIGRATIONS: readonly Migration[] = [
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
  // Issue 21 (content store): content items (promotions, bonus offers, blog, news, information pages, rules,
  // alphabet, landings) with ru/en text as JSON, and every change as a revision (kept after a delete).
  `CREATE TABLE content_items (id INTEGER PRIMARY KEY AUTOINCREMENT, type TEXT NOT NULL, slug TEXT NOT NULL, category TEXT, published_at TEXT NOT NULL, published_ts INTEGER NOT NULL, sort_order INTEGER, status TEXT NOT NULL, data TEXT NOT NULL, ru TEXT, en TEXT, revision INTEGER NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, UNIQUE (type, slug)); CREATE INDEX content_items_list ON content_items (type, status, category); CREATE TABLE content_revisions (id INTEGER PRIMARY KEY AUTOINCREMENT, type TEXT NOT NULL, slug TEXT NOT NULL, revision INTEGER NOT NULL, action TEXT NOT NULL, operator TEXT NOT NULL, at INTEGER NOT NULL, changed TEXT NOT NULL, snapshot TEXT NOT NULL, UNIQUE (type, slug, revision));`,
  // Issue 14 (office core): the player's extra profile data (spec §3 user_data, security question, e-mail
  // auth, display settings), support tickets with messages and attachments, ideas, ban appeals, and
  // verification documents with their review status.
  `CREATE TABLE office_profiles (user_id INTEGER PRIMARY KEY, document_type_id INTEGER NOT NULL DEFAULT 0, inn TEXT NOT NULL DEFAULT '', passport TEXT NOT NULL DEFAULT '', passport_date TEXT NOT NULL DEFAULT '', passport_end_date TEXT NOT NULL DEFAULT '', registration_address TEXT NOT NULL DEFAULT '', security_question_id INTEGER NOT NULL DEFAULT 0, security_answer_hash TEXT NOT NULL DEFAULT '', email_auth INTEGER NOT NULL DEFAULT 0, settings TEXT, updated_at INTEGER NOT NULL DEFAULT 0); CREATE TABLE support_tickets (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, kind TEXT NOT NULL, topic_id TEXT NOT NULL, subject TEXT NOT NULL, status TEXT NOT NULL, agent_due_at INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL); CREATE INDEX support_tickets_user ON support_tickets (user_id, kind, id); CREATE TABLE support_messages (id INTEGER PRIMARY KEY AUTOINCREMENT, ticket_id INTEGER NOT NULL, author TEXT NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL); CREATE INDEX support_messages_ticket ON support_messages (ticket_id, id); CREATE TABLE support_attachments (id INTEGER PRIMARY KEY AUTOINCREMENT, ticket_id INTEGER NOT NULL, message_id INTEGER NOT NULL, user_id INTEGER NOT NULL, file_name TEXT NOT NULL, mime TEXT NOT NULL, size INTEGER NOT NULL, data BLOB NOT NULL, created_at INTEGER NOT NULL); CREATE TABLE office_ideas (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, category TEXT NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL); CREATE TABLE verification_documents (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, purpose TEXT NOT NULL, kind TEXT NOT NULL, file_name TEXT NOT NULL, mime TEXT NOT NULL, size INTEGER NOT NULL, data BLOB NOT NULL, status TEXT NOT NULL, reason TEXT, review_due_at INTEGER NOT NULL, reviewed_at INTEGER, created_at INTEGER NOT NULL); CREATE INDEX verification_documents_user ON verification_documents (user_id, purpose, id);`,
  // Issues 14/21 (bonuses): the player's bonuses (chosen → active → completed | expired | cancelled, money in
  // minor units of the bonus account's currency), office promo codes activated, cashback paid per week and
  // programme, rewards claimed (server/src/api/bonuses/README.md).
  "CREATE TABLE player_bonuses (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, offer_slug TEXT NOT NULL, source TEXT NOT NULL, status TEXT NOT NULL, account_id INTEGER, currency_id INTEGER, deposit_minor INTEGER NOT NULL DEFAULT 0, bonus_minor INTEGER NOT NULL DEFAULT 0, wager_required_minor INTEGER NOT NULL DEFAULT 0, wagered_minor INTEGER NOT NULL DEFAULT 0, min_coef REAL NOT NULL DEFAULT 1, games TEXT NOT NULL DEFAULT 'sport', chosen_at INTEGER NOT NULL, granted_at INTEGER, expires_at INTEGER, ended_at INTEGER, removed_minor INTEGER NOT NULL DEFAULT 0); CREATE INDEX player_bonuses_user ON player_bonuses (user_id, status); CREATE TABLE bonus_promo_activations (user_id INTEGER NOT NULL, code TEXT NOT NULL, bonus_id INTEGER NOT NULL, activated_at INTEGER NOT NULL, PRIMARY KEY (user_id, code)); CREATE TABLE cashback_payouts (user_id INTEGER NOT NULL, program TEXT NOT NULL, period_start INTEGER NOT NULL, account_id INTEGER NOT NULL, amount_minor INTEGER NOT NULL, paid_at INTEGER NOT NULL, PRIMARY KEY (user_id, program, period_start)); CREATE TABLE reward_claims (user_id INTEGER NOT NULL, reward TEXT NOT NULL, account_id INTEGER NOT NULL, amount_minor INTEGER NOT NULL, claimed_at INTEGER NOT NULL, PRIMARY KEY (user_id, reward));",
  // Issue 15 (toto): pool-betting coupons (draw, 15 picks, variants, stake; after settlement the correct picks,
  // their distribution over the variants and the payout) and each draw's settlement per currency (results, pool split).
  `CREATE TABLE toto_coupons (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id), account_id INTEGER NOT NULL REFERENCES accounts(id), draw_id INTEGER NOT NULL, picks TEXT NOT NULL, variants INTEGER NOT NULL, amount REAL NOT NULL, status TEXT NOT NULL DEFAULT 'open', correct INTEGER, distribution TEXT, payout REAL NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, settled_at INTEGER); CREATE INDEX toto_coupons_user ON toto_coupons (user_id, id); CREATE INDEX toto_coupons_draw ON toto_coupons (draw_id, status); CREATE TABLE toto_settlements (draw_id INTEGER NOT NULL, currency_id INTEGER NOT NULL, results TEXT NOT NULL, split TEXT NOT NULL, settled_at INTEGER NOT NULL, PRIMARY KEY (draw_id, currency_id));`,
  // Issue 14 (payments): deposits through the hosted payment page and withdrawals (held at request, processed
  // on the clock), amounts and fees in integer minor units of the account's currency; payment requests
  // (office payment/requests) with topic, sub-topic and the transaction they are about.
  `CREATE TABLE payments (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, account_id INTEGER NOT NULL, currency_id INTEGER NOT NULL, kind TEXT NOT NULL, system_id TEXT NOT NULL, amount_minor INTEGER NOT NULL, fee_minor INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL, reason TEXT, token TEXT UNIQUE, lang TEXT NOT NULL DEFAULT 'en', created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, due_at INTEGER); CREATE INDEX payments_user ON payments (user_id, id); CREATE INDEX payments_due ON payments (kind, status, due_at); CREATE TABLE payment_requests (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, topic_id TEXT NOT NULL, sub_topic_id TEXT, payment_id INTEGER, message TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, answer_due_at INTEGER NOT NULL, answered_at INTEGER); CREATE INDEX payment_requests_user ON payment_requests (user_id, id);`,
  // Issue 13 (casino catalogue): a player's favourite games and recently launched games (game ids of the
  // generated catalogue, server/src/api/casino/catalogue). IF NOT EXISTS: helpers append beside each other, so
  // this entry may move within the array while it is being integrated.
  `CREATE TABLE IF NOT EXISTS casino_favourites (user_id INTEGER NOT NULL, game_id INTEGER NOT NULL, added_at INTEGER NOT NULL, PRIMARY KEY (user_id, game_id)); CREATE TABLE IF NOT EXISTS casino_recent (user_id INTEGER NOT NULL, game_id INTEGER NOT NULL, played_at INTEGER NOT NULL, PRIMARY KEY (user_id, game_id)); CREATE INDEX IF NOT EXISTS casino_recent_user ON casino_recent (user_id, played_at);`,
  // Issue 13 (casino games): game sessions (demo fun-money balance or the real account, the committed next
  // server seed, client seed and nonce), rounds (stake and win in minor units, seeds revealed once settled)
  // and the seamless wallet's transactions (provider + provider transaction id unique: a repeat is answered
  // from `answer`, never applied twice). IF NOT EXISTS, like the catalogue's entry beside it.
  `CREATE TABLE IF NOT EXISTS casino_game_sessions (id TEXT PRIMARY KEY, user_id INTEGER, login_session_id TEXT, game_id INTEGER NOT NULL, engine TEXT NOT NULL, mode TEXT NOT NULL, account_id INTEGER, currency_id INTEGER NOT NULL, demo_balance INTEGER NOT NULL DEFAULT 0, client_seed TEXT NOT NULL, server_seed TEXT NOT NULL, nonce INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL); CREATE INDEX IF NOT EXISTS casino_game_sessions_user ON casino_game_sessions (user_id, created_at); CREATE TABLE IF NOT EXISTS casino_rounds (id INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT NULL, user_id INTEGER, game_id INTEGER NOT NULL, engine TEXT NOT NULL, mode TEXT NOT NULL, account_id INTEGER, currency_id INTEGER NOT NULL, stake INTEGER NOT NULL, win INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL, server_seed TEXT NOT NULL, server_seed_hash TEXT NOT NULL, client_seed TEXT NOT NULL, nonce INTEGER NOT NULL, picks TEXT NOT NULL DEFAULT '[]', auto_cash_out REAL, outcome TEXT, client_key TEXT NOT NULL, started_at_ms INTEGER NOT NULL, created_at INTEGER NOT NULL, settled_at INTEGER, UNIQUE (session_id, client_key)); CREATE INDEX IF NOT EXISTS casino_rounds_session ON casino_rounds (session_id, id); CREATE INDEX IF NOT EXISTS casino_rounds_user ON casino_rounds (user_id, mode, created_at); CREATE TABLE IF NOT EXISTS casino_wallet_tx (provider TEXT NOT NULL, tx_id TEXT NOT NULL, kind TEXT NOT NULL, user_id INTEGER NOT NULL, account_id INTEGER NOT NULL, currency_id INTEGER NOT NULL, round_ref TEXT NOT NULL, ref_tx_id TEXT, amount INTEGER NOT NULL, amount_major REAL NOT NULL, rolled_back INTEGER NOT NULL DEFAULT 0, request_hash TEXT NOT NULL, answer TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (provider, tx_id)); CREATE INDEX IF NOT EXISTS casino_wallet_tx_user ON casino_wallet_tx (user_id, created_at);`,
  // Issue 32 (payments): every verified payment provider notification, journaled with what it did; its
  // signature is unique per provider, so the same notification sent twice is a replay (api/payments/README.md).
  `CREATE TABLE IF NOT EXISTS payment_notifications (id INTEGER PRIMARY KEY AUTOINCREMENT, provider TEXT NOT NULL, transaction_id TEXT NOT NULL, payment_id INTEGER NOT NULL, status TEXT NOT NULL, amount_minor INTEGER NOT NULL, currency TEXT NOT NULL, reason TEXT, signature TEXT NOT NULL, applied INTEGER NOT NULL, payment_status TEXT NOT NULL, received_at INTEGER NOT NULL, UNIQUE (provider, signature)); CREATE INDEX IF NOT EXISTS payment_notifications_payment ON payment_notifications (payment_id, id);`,
  // Issue 30 (support chat): a chat is a support ticket of kind 'chat' (so the office history lists it); this row
  // holds its live state: who answers (bot, the agent queue, an agent), its queue and how far each side has read.
  `CREATE TABLE IF NOT EXISTS support_chats (ticket_id INTEGER PRIMARY KEY, queue TEXT NOT NULL, state TEXT NOT NULL, language TEXT NOT NULL, agent TEXT, player_seen INTEGER NOT NULL DEFAULT 0, agent_seen INTEGER NOT NULL DEFAULT 0); CREATE INDEX IF NOT EXISTS support_chats_state ON support_chats (state, ticket_id);`,
  // Issue 27: every conversion between a player's accounts is journaled, both sides in minor units
  // (api/accounts/conversion-journal.ts), so each balance equals the sum of its movements.
  `CREATE TABLE IF NOT EXISTS account_conversions (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, from_account_id INTEGER NOT NULL, to_account_id INTEGER NOT NULL, from_currency_id INTEGER NOT NULL, to_currency_id INTEGER NOT NULL, debited_minor INTEGER NOT NULL, credited_minor INTEGER NOT NULL, created_at INTEGER NOT NULL); CREATE INDEX IF NOT EXISTS account_conversions_user ON account_conversions (user_id, id);`,
  // Issue 27: the account journal, one row per balance change in minor units, written by the accounts
  // repository with the change itself (db/repositories/accounts.ts); an existing database opens it with each
  // account's balance at this migration, so from here on every balance equals the sum of its rows
  // (db/reconcile.ts, npm run reconcile).
  `CREATE TABLE IF NOT EXISTS account_journal (id INTEGER PRIMARY KEY AUTOINCREMENT, account_id INTEGER NOT NULL, delta_minor INTEGER NOT NULL, kind TEXT NOT NULL, created_at INTEGER NOT NULL DEFAULT (CAST(strftime('%s', 'now') AS INTEGER))); CREATE INDEX IF NOT EXISTS account_journal_account ON account_journal (account_id); INSERT INTO account_journal (account_id, delta_minor, kind) SELECT id, money, 'opening' FROM accounts WHERE money <> 0;`,
  // The player's favourite sports events and leagues (betting/favourites): ids only, the catalogue is a schedule.
  'CREATE TABLE IF NOT EXISTS betting_favourites (user_id INTEGER NOT NULL, kind TEXT NOT NULL, ref_id INTEGER NOT NULL, added_at INTEGER NOT NULL, PRIMARY KEY (user_id, kind, ref_id))',
  // Issue 31: content items in all six site languages (ru and en had columns; ua, kz, az and ar join them).
  'ALTER TABLE content_items ADD COLUMN ua TEXT; ALTER TABLE content_items ADD COLUMN kz TEXT; ALTER TABLE content_items ADD COLUMN az TEXT; ALTER TABLE content_items ADD COLUMN ar TEXT;',
  // Issue 27 (money once): coupons, toto coupons, limits and the deposits they count hold INTEGER minor units of
  // their currency, converted exactly from the stored REAL (money-columns-migration.ts); the casino wallet's REAL
  // copy of each amount is dropped.
  moneyColumnsToMinorUnits,
  // Issue 30 (visitor chats): a chat of a visitor (support_tickets.user_id 0 until they sign in) is found by the
  // SHA-256 of its anonymous token (support/chat/visitor-routes.ts); signing in moves it to the player.
  'ALTER TABLE support_chats ADD COLUMN visitor_hash TEXT; CREATE INDEX IF NOT EXISTS support_chats_visitor ON support_chats (visitor_hash);',
  // Issue 30 (live tables survive a restart): each live table's rounds (the committed seed, its times, the phase
  // reached, the drawn result) and each live bet's round (casino_rounds.live_round_id; the bet row itself holds the
  // player, the stake in minor units, the currency, demo or real, the Idempotency-Key and whether it is settled), so
  // a start settles or refunds every round a stop interrupted (casino/games/live/live-recovery.ts).
  liveRoundsMigration,
  // Issue 30 leftovers: each classic-slot round records the table (volatility) that dealt it, old rows backfilled by
  // replaying their seeds (slot-table-migration.ts), so an old round verifies on its own table.
  slotTableMigration,
];
