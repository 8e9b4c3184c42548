/**
 * SQLite access of the bonuses concept (tables of its own migration: player_bonuses,
 * bonus_promo_activations, cashback_payouts, reward_claims). Money columns are INTEGER minor units of
 * the bonus account's currency; times are unix seconds.
 */
import type { Database } from 'better-sqlite3';

/** chosen → active (granted on a qualifying deposit) → completed | expired | cancelled; chosen → cancelled. */
export type BonusStatus = 'chosen' | 'active' | 'completed' | 'expired' | 'cancelled';
export type BonusSource = 'deposit' | 'promo_code';

export interface PlayerBonusRow {
  id: number;
  user_id: number;
  offer_slug: string;
  source: BonusSource;
  status: BonusStatus;
  account_id: number | null;
  currency_id: number | null;
  deposit_minor: number;
  bonus_minor: number;
  wager_required_minor: number;
  wagered_minor: number;
  min_coef: number;
  games: string;
  chosen_at: number;
  granted_at: number | null;
  expires_at: number | null;
  ended_at: number | null;
  /** Bonus money taken back when it expired or was cancelled. */
  removed_minor: number;
}

export interface BonusStore {
  byId(userId: number, id: number): PlayerBonusRow | undefined;
  list(userId: number): PlayerBonusRow[];
  /** Chosen or active bonuses. */
  open(userId: number): PlayerBonusRow[];
  insert(row: Omit<PlayerBonusRow, 'id'>): number;
  /** Moves a bonus from one status to another only if it is still in `from` (one winner under races). */
  transition(id: number, from: BonusStatus, to: BonusStatus, fields: Partial<PlayerBonusRow>): boolean;
  setWagered(id: number, wageredMinor: number): void;
  promoActivated(userId: number, code: string): boolean;
  recordPromo(userId: number, code: string, bonusId: number, at: number): void;
  cashbackPaid(userId: number, program: string, periodStart: number): { amount_minor: number; paid_at: number } | undefined;
  recordCashback(userId: number, program: string, periodStart: number, accountId: number, amountMinor: number, at: number): void;
  rewardClaims(userId: number): Array<{ reward: string; amount_minor: number; claimed_at: number }>;
  recordReward(userId: number, reward: string, accountId: number, amountMinor: number, at: number): void;
}

const COLUMNS = [
  'user_id', 'offer_slug', 'source', 'status', 'account_id', 'currency_id', 'deposit_minor', 'bonus_minor', 'wager_required_minor',
  'wagered_minor', 'min_coef', 'games', 'chosen_at', 'granted_at', 'expires_at', 'ended_at', 'removed_minor',
] as const;

export function createBonusStore(db: Database): BonusStore {
  const byId = db.prepare<[number, number], PlayerBonusRow>('SELECT * FROM player_bonuses WHERE id = ? AND user_id = ?');
  const list = db.prepare<[number], PlayerBonusRow>('SELECT * FROM player_bonuses WHERE user_id = ? ORDER BY id DESC');
  const open = db.prepare<[number], PlayerBonusRow>("SELECT * FROM player_bonuses WHERE user_id = ? AND status IN ('chosen', 'active') ORDER BY id");
  const insert = db.prepare(`INSERT INTO player_bonuses (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`);
  const setWagered = db.prepare('UPDATE player_bonuses SET wagered_minor = ? WHERE id = ?');
  const promoActivated = db.prepare<[number, string], { code: string }>('SELECT code FROM bonus_promo_activations WHERE user_id = ? AND code = ?');
  const recordPromo = db.prepare('INSERT INTO bonus_promo_activations (user_id, code, bonus_id, activated_at) VALUES (?, ?, ?, ?)');
  const cashbackPaid = db.prepare<[number, string, number], { amount_minor: number; paid_at: number }>(
    'SELECT amount_minor, paid_at FROM cashback_payouts WHERE user_id = ? AND program = ? AND period_start = ?',
  );
  const recordCashback = db.prepare('INSERT INTO cashback_payouts (user_id, program, period_start, account_id, amount_minor, paid_at) VALUES (?, ?, ?, ?, ?, ?)');
  const rewardClaims = db.prepare<[number], { reward: string; amount_minor: number; claimed_at: number }>(
    'SELECT reward, amount_minor, claimed_at FROM reward_claims WHERE user_id = ?',
  );
  const recordReward = db.prepare('INSERT INTO reward_claims (user_id, reward, account_id, amount_minor, claimed_at) VALUES (?, ?, ?, ?, ?)');
  return {
    byId: (userId, id) => byId.get(id, userId),
    list: (userId) => list.all(userId),
    open: (userId) => open.all(userId),
    insert: (row) => Number(insert.run(row).lastInsertRowid),
    transition(id, from, to, fields) {
      const names = Object.keys(fields).filter((k) => (COLUMNS as readonly string[]).includes(k));
      const sets = ['status = @to', ...names.map((n) => `${n} = @${n}`)].join(', ');
      return db.prepare(`UPDATE player_bonuses SET ${sets} WHERE id = @id AND status = @from`).run({ ...fields, id, from, to }).changes === 1;
    },
    setWagered: (id, wageredMinor) => void setWagered.run(wageredMinor, id),
    promoActivated: (userId, code) => promoActivated.get(userId, code) !== undefined,
    recordPromo: (userId, code, bonusId, at) => void recordPromo.run(userId, code, bonusId, at),
    cashbackPaid: (userId, program, periodStart) => cashbackPaid.get(userId, program, periodStart),
    recordCashback: (userId, program, periodStart, accountId, amountMinor, at) =>
      void recordCashback.run(userId, program, periodStart, accountId, amountMinor, at),
    rewardClaims: (userId) => rewardClaims.all(userId),
    recordReward: (userId, reward, accountId, amountMinor, at) => void recordReward.run(userId, reward, accountId, amountMinor, at),
  };
}

