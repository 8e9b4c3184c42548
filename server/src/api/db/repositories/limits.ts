/**
 * Responsible-gaming data (issue 9): one row per user and limit type, the deposits that count against
 * deposit limits, and the daily session time behind the session limit. Times in unix seconds.
 * Money is stored as INTEGER minor units (issue 27): a money limit's value (and its pending value) in the
 * limit's currency — the player's main account's (limits/limit-money.ts) —, a deposit in its account's; the
 * time limits keep their whole days, hours or minutes. Rows read and amounts written here are major units.
 */
import type { Database } from 'better-sqlite3';
import { currencyExponent, isMoneyLimit } from '@arena/domain';
import { currencyPrecision } from '../../shared/reference-data.ts';
import { toMajor, toMinor } from '../../shared/money.ts';

export interface LimitRow {
  user_id: number;
  limit_type: number;
  limit_value: number;
  limit_state: 'PENDING' | 'ACTIVE' | 'INACTIVE';
  started_at: number;
  ends_at: number;
  /** The pending change, all null when there is none; pending_removal 1 means "remove the limit". */
  pending_direction: 'lower' | 'higher' | null;
  pending_value: number | null;
  pending_removal: number;
  pending_ends_at: number | null;
  pending_currency: string | null;
}

export interface SessionUsageRow {
  user_id: number;
  day: number;
  used_seconds: number;
  session_id: string;
  last_seen_at: number;
}

export interface StakeTotals {
  stakes: number;
  payouts: number;
}

/** Totals of one currency (the account's currency_id): limits convert each into the limit's currency. */
export interface CurrencyTotal {
  currency_id: number;
  total: number;
}

export interface CurrencyStakeTotals extends StakeTotals {
  currency_id: number;
}

export interface LimitsRepository {
  all(userId: number): LimitRow[];
  get(userId: number, limitType: number): LimitRow | undefined;
  save(row: LimitRow): void;
  addDeposit(userId: number, accountId: number, amount: number, at: number): void;
  /** Deposits made at or after `since`, summed per currency (never across currencies: 1 USD is not 1 RUB). */
  depositsSince(userId: number, since: number): CurrencyTotal[];
  /**
   * Stakes and payouts of coupons placed at or after `since`, per currency (bonus accounts excluded: not the
   * player's money). Removed accounts still count: their rows stay (soft removal), so removing does not reset a limit.
   */
  stakesSince(userId: number, since: number): CurrencyStakeTotals[];
  /** Revokes every session of the player (self-exclusion ends them all, wherever they were opened). */
  revokeSessionsOf(userId: number): void;
  usage(userId: number, day: number): SessionUsageRow | undefined;
  saveUsage(row: SessionUsageRow): void;
}

/** The limit's currency id in SQL (the main account's, as limit-money.ts limitCurrency; RUB without one). */
const LIMIT_CURRENCY = `COALESCE((SELECT a.currency_id FROM accounts a WHERE a.user_id = l.user_id AND a.type = 0 AND a.removed = 0
  ORDER BY a.id LIMIT 1), 1) AS limit_currency_id`;

type StoredLimit = LimitRow & { limit_currency_id: number };

/** Converts a limit's values between major and stored units (minor units for money limits, as is otherwise). */
function limitValues(row: LimitRow, limitCurrencyId: number, convert: (value: number, exponent: number) => number): Pick<LimitRow, 'limit_value' | 'pending_value'> {
  if (!isMoneyLimit(row.limit_type)) return { limit_value: row.limit_value, pending_value: row.pending_value };
  const exponent = currencyPrecision(limitCurrencyId);
  const pendingExponent = row.pending_currency ? currencyExponent(row.pending_currency) : exponent;
  return {
    limit_value: convert(row.limit_value, exponent),
    pending_value: row.pending_value === null ? null : convert(row.pending_value, pendingExponent),
  };
}

function fromStored({ limit_currency_id, ...row }: StoredLimit): LimitRow {
  return { ...row, ...limitValues(row, limit_currency_id, toMajor) };
}

export function createLimitsRepository(db: Database): LimitsRepository {
  const all = db.prepare<[number], StoredLimit>(`SELECT l.*, ${LIMIT_CURRENCY} FROM rg_limits l WHERE l.user_id = ? ORDER BY l.limit_type`);
  const get = db.prepare<[number, number], StoredLimit>(`SELECT l.*, ${LIMIT_CURRENCY} FROM rg_limits l WHERE l.user_id = ? AND l.limit_type = ?`);
  const limitCurrencyOf = db.prepare<[number], { limit_currency_id: number }>(`SELECT ${LIMIT_CURRENCY} FROM (SELECT ? AS user_id) l`);
  const accountCurrency = db.prepare<[number], { currency_id: number }>('SELECT currency_id FROM accounts WHERE id = ?');
  const save = db.prepare(
    `INSERT INTO rg_limits (user_id, limit_type, limit_value, limit_state, started_at, ends_at, pending_direction, pending_value, pending_removal, pending_ends_at, pending_currency)
     VALUES (@user_id, @limit_type, @limit_value, @limit_state, @started_at, @ends_at, @pending_direction, @pending_value, @pending_removal, @pending_ends_at, @pending_currency)
     ON CONFLICT (user_id, limit_type) DO UPDATE SET limit_value = excluded.limit_value, limit_state = excluded.limit_state,
       started_at = excluded.started_at, ends_at = excluded.ends_at, pending_direction = excluded.pending_direction,
       pending_value = excluded.pending_value, pending_removal = excluded.pending_removal, pending_ends_at = excluded.pending_ends_at,
       pending_currency = excluded.pending_currency`,
  );
  const addDeposit = db.prepare('INSERT INTO rg_deposits (user_id, account_id, amount_minor, created_at) VALUES (?, ?, ?, ?)');
  // Totals are summed in minor units (exact integers) and converted once per currency.
  const depositsSince = db.prepare<[number, number], CurrencyTotal>(
    `SELECT a.currency_id AS currency_id, SUM(d.amount_minor) AS total FROM rg_deposits d JOIN accounts a ON a.id = d.account_id
     WHERE d.user_id = ? AND d.created_at >= ? GROUP BY a.currency_id`,
  );
  // Toto coupons (issue 15) and the casino's real-mode stakes (issue 13: the seamless wallet's bets not
  // rolled back, and its wins as payouts) count with the betting coupons toward wagering and loss limits.
  const stakesSince = db.prepare<{ userId: number; since: number }, CurrencyStakeTotals>(
    `SELECT currency_id, SUM(stake) AS stakes, SUM(payout) AS payouts FROM (
       SELECT a.currency_id AS currency_id, c.amount_minor AS stake, c.payout_minor AS payout FROM coupons c
       JOIN accounts a ON a.id = c.account_id WHERE c.user_id = @userId AND c.created_at >= @since AND a.type <> 4
       UNION ALL
       SELECT a.currency_id, t.amount_minor, t.payout_minor FROM toto_coupons t
       JOIN accounts a ON a.id = t.account_id WHERE t.user_id = @userId AND t.created_at >= @since AND a.type <> 4
       UNION ALL
       SELECT t.currency_id, CASE t.kind WHEN 'bet' THEN t.amount ELSE 0 END, CASE t.kind WHEN 'win' THEN t.amount ELSE 0 END
       FROM casino_wallet_tx t JOIN accounts a ON a.id = t.account_id
       WHERE t.user_id = @userId AND t.created_at >= @since AND t.rolled_back = 0 AND t.kind IN ('bet', 'win') AND a.type <> 4
     ) GROUP BY currency_id`,
  );
  const revokeSessionsOf = db.prepare('UPDATE sessions SET revoked = 1 WHERE user_id = ? AND revoked = 0');
  const usage = db.prepare<[number, number], SessionUsageRow>('SELECT * FROM rg_session_usage WHERE user_id = ? AND day = ?');
  const saveUsage = db.prepare(
    `INSERT INTO rg_session_usage (user_id, day, used_seconds, session_id, last_seen_at) VALUES (@user_id, @day, @used_seconds, @session_id, @last_seen_at)
     ON CONFLICT (user_id, day) DO UPDATE SET used_seconds = excluded.used_seconds, session_id = excluded.session_id, last_seen_at = excluded.last_seen_at`,
  );
  return {
    all: (userId) => all.all(userId).map(fromStored),
    get: (userId, limitType) => {
      const row = get.get(userId, limitType);
      return row ? fromStored(row) : undefined;
    },
    save(row) {
      const currencyId = limitCurrencyOf.get(row.user_id)?.limit_currency_id ?? 1;
      save.run({ ...row, ...limitValues(row, currencyId, toMinor) });
    },
    addDeposit(userId, accountId, amount, at) {
      addDeposit.run(userId, accountId, toMinor(amount, currencyPrecision(accountCurrency.get(accountId)?.currency_id ?? 0)), at);
    },
    depositsSince: (userId, since) =>
      depositsSince.all(userId, since).map((r) => ({ currency_id: r.currency_id, total: toMajor(r.total, currencyPrecision(r.currency_id)) })),
    stakesSince: (userId, since) =>
      stakesSince.all({ userId, since }).map((r) => {
        const precision = currencyPrecision(r.currency_id);
        return { currency_id: r.currency_id, stakes: toMajor(r.stakes, precision), payouts: toMajor(r.payouts, precision) };
      }),
    revokeSessionsOf: (userId) => void revokeSessionsOf.run(userId),
    usage: (userId, day) => usage.get(userId, day),
    saveUsage: (row) => void saveUsage.run(row),
  };
}
