/**
 * Placed coupons and their bets (issue 8), plus the account money moves that go with them.
 * Stake, possible win, payout, a VIP coupon's asked stake and refund are stored as INTEGER minor units of the
 * account's currency (`*_minor` columns, issue 27); like accounts.ts this repository is the boundary: rows
 * read and amounts written here are major units (10.5), converted exactly by the money module.
 */
import type { Database } from 'better-sqlite3';
import type { Clock } from '../../../platform/clock.ts';
import { currencyPrecision } from '../../shared/reference-data.ts';
import { toMajor, toMinor } from '../../shared/money.ts';
import { createAccountsRepository } from './accounts.ts';

/**
 * 'pending': a VIP coupon above the max stake, sent for the trader's approval (not settled until approved);
 * 'declined': a VIP coupon the trader refused, its held stake refunded (betting/approval/).
 */
export type CouponStatus = 'open' | 'won' | 'lost' | 'void' | 'pending' | 'declined';
/** The trader's decision on a VIP coupon: at the asked stake, at a lower stake, or refused. */
export type VipDecision = 'approved' | 'lowered' | 'declined';
export type BetResult = 'open' | 'win' | 'lose' | 'void';

export interface CouponRow {
  id: number;
  user_id: number;
  account_id: number;
  type_id: number;
  amount: number;
  coef: number;
  system_value: number;
  possible_win: number;
  change_coef_action: number;
  promo_code: string;
  status: CouponStatus;
  payout: number;
  created_at: number;
  settled_at: number | null;
  /** The client's own coupon id (base coupon `id`): one coupon per id and player. */
  client_id: string | null;
  /** VIP coupons: the stake the player asked for (amount is the approved stake once decided). */
  asked_amount: number | null;
  /** VIP coupons: unix seconds by which the trader decides (never after the first leg starts). */
  decision_due_at: number | null;
  decision: VipDecision | null;
  decided_at: number | null;
  /** Stake given back by the decision (major units, a whole number of minor units). */
  refunded: number;
}

export interface CouponBetRow {
  id: number;
  coupon_id: number;
  outcome_id: string;
  game_id: number;
  sport_id: number;
  title: string;
  market_name: string;
  outcome_name: string;
  coef: number;
  is_banker: number;
  is_live: number;
  start_time: number;
  result: BetResult;
}

type DecisionColumns = 'asked_amount' | 'decision_due_at' | 'decision' | 'decided_at' | 'refunded';
export type NewCoupon = Omit<CouponRow, 'id' | 'status' | 'payout' | 'settled_at' | 'client_id' | DecisionColumns> & {
  status?: CouponStatus; client_id?: string | null; asked_amount?: number | null; decision_due_at?: number | null;
};

/** What a trader's decision writes; applied only to a coupon still pending (see decide). */
export interface CouponDecision {
  decision: VipDecision;
  status: 'open' | 'declined';
  amount: number;
  possibleWin: number;
  refunded: number;
  decidedAt: number;
}
export type NewCouponBet = Omit<CouponBetRow, 'id' | 'coupon_id' | 'result'>;

export interface CouponsRepository {
  insert(coupon: NewCoupon, bets: readonly NewCouponBet[]): number;
  byId(id: number): CouponRow | undefined;
  /** The player's coupon placed under a client coupon id, if any. */
  byClientId(userId: number, clientId: string): CouponRow | undefined;
  /** How many coupons on the account are still undecided (open or pending approval). */
  unsettledCountOnAccount(accountId: number): number;
  byUser(userId: number, limit: number, offset: number): CouponRow[];
  countByUser(userId: number): number;
  betsOf(couponId: number): CouponBetRow[];
  openGameIds(): number[];
  openBetsOfGame(gameId: number): CouponBetRow[];
  setBetResult(betId: number, result: BetResult): void;
  setStatus(couponId: number, status: CouponStatus, payout: number, settledAt: number): void;
  /** Pending VIP coupons whose decision is due at or before the given unix seconds, oldest first. */
  pendingDueBy(nowSeconds: number): CouponRow[];
  /** Records a decision on a coupon that is still pending; false when it was decided already (once only). */
  decide(couponId: number, decision: CouponDecision): boolean;
  /** Takes amount (major units) from the account only when it holds enough; false when it does not. */
  debit(accountId: number, amount: number): boolean;
  /** Adds amount (major units) to a live account; false when the account is gone (see accounts.ts). */
  credit(accountId: number, amount: number): boolean;
}

/** A coupon as stored: its money in minor units, with the account's currency to read them. */
type StoredCoupon = Omit<CouponRow, 'amount' | 'possible_win' | 'payout' | 'asked_amount' | 'refunded'> & {
  amount_minor: number;
  possible_win_minor: number;
  payout_minor: number;
  asked_amount_minor: number | null;
  refunded_minor: number;
  currency_id: number;
};

function fromStored(stored: StoredCoupon): CouponRow {
  const { amount_minor, possible_win_minor, payout_minor, asked_amount_minor, refunded_minor, currency_id, ...rest } = stored;
  const precision = currencyPrecision(currency_id);
  return {
    ...rest,
    amount: toMajor(amount_minor, precision),
    possible_win: toMajor(possible_win_minor, precision),
    payout: toMajor(payout_minor, precision),
    asked_amount: asked_amount_minor === null ? null : toMajor(asked_amount_minor, precision),
    refunded: toMajor(refunded_minor, precision),
  };
}

const COUPON_WITH_CURRENCY = 'SELECT c.*, a.currency_id AS currency_id FROM coupons c JOIN accounts a ON a.id = c.account_id';

export function createCouponsRepository(db: Database, clock: Clock): CouponsRepository {
  const insertCoupon = db.prepare(
    `INSERT INTO coupons (user_id, account_id, type_id, amount_minor, coef, system_value, possible_win_minor, change_coef_action, promo_code, status, created_at, client_id, asked_amount_minor, decision_due_at)
     VALUES (@user_id, @account_id, @type_id, @amount_minor, @coef, @system_value, @possible_win_minor, @change_coef_action, @promo_code, @status, @created_at, @client_id, @asked_amount_minor, @decision_due_at)`,
  );
  const accountCurrency = db.prepare<[number], { currency_id: number }>('SELECT currency_id FROM accounts WHERE id = ?');
  const couponCurrency = db.prepare<[number], { currency_id: number }>('SELECT a.currency_id FROM coupons c JOIN accounts a ON a.id = c.account_id WHERE c.id = ?');
  /** Minor units of the currency of an account / of a coupon's account. */
  const minorOnAccount = (accountId: number) => {
    const precision = currencyPrecision(accountCurrency.get(accountId)?.currency_id ?? 0);
    return (amount: number) => toMinor(amount, precision);
  };
  const minorOfCoupon = (couponId: number) => {
    const precision = currencyPrecision(couponCurrency.get(couponId)?.currency_id ?? 0);
    return (amount: number) => toMinor(amount, precision);
  };
  const insertBet = db.prepare(
    `INSERT INTO coupon_bets (coupon_id, outcome_id, game_id, sport_id, title, market_name, outcome_name, coef, is_banker, is_live, start_time)
     VALUES (@coupon_id, @outcome_id, @game_id, @sport_id, @title, @market_name, @outcome_name, @coef, @is_banker, @is_live, @start_time)`,
  );
  const byId = db.prepare<[number], StoredCoupon>(`${COUPON_WITH_CURRENCY} WHERE c.id = ?`);
  const byClientId = db.prepare<[number, string], StoredCoupon>(`${COUPON_WITH_CURRENCY} WHERE c.user_id = ? AND c.client_id = ?`);
  const unsettledOnAccount = db.prepare<[number], { n: number }>(
    "SELECT COUNT(*) AS n FROM coupons WHERE account_id = ? AND status IN ('open', 'pending')",
  );
  const byUser = db.prepare<[number, number, number], StoredCoupon>(`${COUPON_WITH_CURRENCY} WHERE c.user_id = ? ORDER BY c.id DESC LIMIT ? OFFSET ?`);
  const countByUser = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM coupons WHERE user_id = ?');
  const betsOf = db.prepare<[number], CouponBetRow>('SELECT * FROM coupon_bets WHERE coupon_id = ? ORDER BY id');
  const openGames = db.prepare<[], { game_id: number }>("SELECT DISTINCT game_id FROM coupon_bets WHERE result = 'open'");
  const openOfGame = db.prepare<[number], CouponBetRow>("SELECT * FROM coupon_bets WHERE result = 'open' AND game_id = ?");
  const setResult = db.prepare('UPDATE coupon_bets SET result = ? WHERE id = ?');
  const setStatus = db.prepare('UPDATE coupons SET status = ?, payout_minor = ?, settled_at = ? WHERE id = ?');
  const pendingDue = db.prepare<[number], StoredCoupon>(
    `${COUPON_WITH_CURRENCY} WHERE c.status = 'pending' AND c.decision_due_at <= ? ORDER BY c.decision_due_at, c.id`,
  );
  const decide = db.prepare(
    `UPDATE coupons SET status = @status, amount_minor = @amount, possible_win_minor = @possibleWin, decision = @decision, decided_at = @decidedAt,
       refunded_minor = @refunded WHERE id = @id AND status = 'pending'`,
  );
  const accounts = createAccountsRepository(db, clock);
  return {
    insert(coupon, bets) {
      const minor = minorOnAccount(coupon.account_id);
      const { amount, possible_win, asked_amount, ...rest } = coupon;
      const stored = {
        client_id: null,
        decision_due_at: null,
        ...rest,
        amount_minor: minor(amount),
        possible_win_minor: minor(possible_win),
        asked_amount_minor: asked_amount === null || asked_amount === undefined ? null : minor(asked_amount),
        status: coupon.status ?? 'open',
      };
      return db.transaction(() => {
        const id = Number(insertCoupon.run(stored).lastInsertRowid);
        for (const bet of bets) insertBet.run({ ...bet, coupon_id: id });
        return id;
      })();
    },
    byId: (id) => {
      const row = byId.get(id);
      return row ? fromStored(row) : undefined;
    },
    byClientId: (userId, clientId) => {
      const row = byClientId.get(userId, clientId);
      return row ? fromStored(row) : undefined;
    },
    unsettledCountOnAccount: (accountId) => unsettledOnAccount.get(accountId)?.n ?? 0,
    byUser: (userId, limit, offset) => byUser.all(userId, limit, offset).map(fromStored),
    countByUser: (userId) => countByUser.get(userId)?.n ?? 0,
    betsOf: (couponId) => betsOf.all(couponId),
    openGameIds: () => openGames.all().map((r) => r.game_id),
    openBetsOfGame: (gameId) => openOfGame.all(gameId),
    setBetResult: (betId, result) => void setResult.run(result, betId),
    setStatus: (couponId, status, payout, settledAt) => void setStatus.run(status, minorOfCoupon(couponId)(payout), settledAt, couponId),
    pendingDueBy: (nowSeconds) => pendingDue.all(nowSeconds).map(fromStored),
    decide(couponId, d) {
      const minor = minorOfCoupon(couponId);
      const stored = { ...d, amount: minor(d.amount), possibleWin: minor(d.possibleWin), refunded: minor(d.refunded) };
      return decide.run({ id: couponId, ...stored }).changes === 1;
    },
    debit: (accountId, amount) => accounts.debit(accountId, amount),
    credit: (accountId, amount) => accounts.credit(accountId, amount),
  };
}
