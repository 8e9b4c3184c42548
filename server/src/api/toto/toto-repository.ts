/**
 * SQLite access of toto: `toto_coupons` (one row per coupon: draw, 15 picks, variants, stake, then the
 * settlement's correct picks, distribution and payout) and `toto_settlements` (per draw and currency: the
 * results and the pool split, the record of who got what). Stake and payout are stored as INTEGER minor units
 * of the account's currency (`amount_minor`, `payout_minor`, issue 27); rows read and amounts written here are
 * major units, converted exactly at this boundary like the betting coupons; balances move through the accounts repository.
 */
import type { Database } from 'better-sqlite3';
import { currencyPrecision } from '../shared/reference-data.ts';
import { toMajor, toMinor } from '../shared/money.ts';

export interface TotoCouponRow {
  id: number;
  user_id: number;
  account_id: number;
  currency_id: number;
  draw_id: number;
  /** The 15 picks joined by '|', e.g. "1|1X|2|…". */
  picks: string;
  variants: number;
  amount: number;
  status: 'open' | 'won' | 'lost';
  correct: number | null;
  /** JSON array: variants with k correct picks at index k (after settlement). */
  distribution: string | null;
  payout: number;
  created_at: number;
  settled_at: number | null;
}

export interface TotoSettlementRow {
  draw_id: number;
  currency_id: number;
  results: string;
  /** JSON of the rules' PoolSplit (minor units). */
  split: string;
  settled_at: number;
}

export interface NewTotoCoupon {
  user_id: number;
  account_id: number;
  draw_id: number;
  picks: string;
  variants: number;
  amount: number;
  created_at: number;
}

type StoredTotoCoupon = Omit<TotoCouponRow, 'amount' | 'payout'> & { amount_minor: number; payout_minor: number };

function fromStored({ amount_minor, payout_minor, ...row }: StoredTotoCoupon): TotoCouponRow {
  const precision = currencyPrecision(row.currency_id);
  return { ...row, amount: toMajor(amount_minor, precision), payout: toMajor(payout_minor, precision) };
}

export function createTotoRepository(db: Database) {
  const withCurrency = 'SELECT t.*, a.currency_id AS currency_id FROM toto_coupons t JOIN accounts a ON a.id = t.account_id';
  const insert = db.prepare(
    'INSERT INTO toto_coupons (user_id, account_id, draw_id, picks, variants, amount_minor, created_at) VALUES (@user_id, @account_id, @draw_id, @picks, @variants, @amount_minor, @created_at)',
  );
  const accountCurrency = db.prepare<[number], { currency_id: number }>('SELECT currency_id FROM accounts WHERE id = ?');
  const accountPrecision = (accountId: number) => currencyPrecision(accountCurrency.get(accountId)?.currency_id ?? 0);
  const byId = db.prepare<[number], StoredTotoCoupon>(`${withCurrency} WHERE t.id = ?`);
  const byUser = db.prepare<[number, number, number], StoredTotoCoupon>(`${withCurrency} WHERE t.user_id = ? ORDER BY t.id DESC LIMIT ? OFFSET ?`);
  const countByUser = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM toto_coupons WHERE user_id = ?');
  const openOfDraw = db.prepare<[number], StoredTotoCoupon>(`${withCurrency} WHERE t.draw_id = ? AND t.status = 'open' ORDER BY t.id`);
  const wonBetween = db.prepare<[number, number, number], StoredTotoCoupon>(
    `${withCurrency} WHERE t.draw_id BETWEEN ? AND ? AND t.status = 'won' ORDER BY t.draw_id DESC, t.id LIMIT ?`,
  );
  const drawsWithOpen = db.prepare<[], { draw_id: number }>("SELECT DISTINCT draw_id FROM toto_coupons WHERE status = 'open' ORDER BY draw_id");
  const settle = db.prepare<{ id: number; status: string; correct: number; distribution: string; payout_minor: number; settled_at: number }>(
    "UPDATE toto_coupons SET status = @status, correct = @correct, distribution = @distribution, payout_minor = @payout_minor, settled_at = @settled_at WHERE id = @id AND status = 'open'",
  );
  const couponAccount = db.prepare<[number], { account_id: number }>('SELECT account_id FROM toto_coupons WHERE id = ?');
  const saveSettlement = db.prepare<TotoSettlementRow>(
    'INSERT OR REPLACE INTO toto_settlements (draw_id, currency_id, results, split, settled_at) VALUES (@draw_id, @currency_id, @results, @split, @settled_at)',
  );
  const settlementsOf = db.prepare<[number], TotoSettlementRow>('SELECT * FROM toto_settlements WHERE draw_id = ? ORDER BY currency_id');
  return {
    insert: ({ amount, ...row }: NewTotoCoupon) => Number(insert.run({ ...row, amount_minor: toMinor(amount, accountPrecision(row.account_id)) }).lastInsertRowid),
    byId: (id: number) => {
      const row = byId.get(id);
      return row ? fromStored(row) : undefined;
    },
    byUser: (userId: number, limit: number, offset: number) => byUser.all(userId, limit, offset).map(fromStored),
    countByUser: (userId: number) => countByUser.get(userId)?.n ?? 0,
    openOfDraw: (drawId: number) => openOfDraw.all(drawId).map(fromStored),
    /** Won coupons of draws fromDraw..toDraw, newest draw first (one query for the winners list). */
    wonBetween: (fromDraw: number, toDraw: number, limit: number) => wonBetween.all(fromDraw, toDraw, limit).map(fromStored),
    drawsWithOpenCoupons: () => drawsWithOpen.all().map((r) => r.draw_id),
    /** Conditional on the coupon still being open: true when this call settled it. */
    settle: ({ payout, ...row }: { id: number; status: 'won' | 'lost'; correct: number; distribution: string; payout: number; settled_at: number }) =>
      settle.run({ ...row, payout_minor: toMinor(payout, accountPrecision(couponAccount.get(row.id)?.account_id ?? 0)) }).changes === 1,
    saveSettlement: (row: TotoSettlementRow) => void saveSettlement.run(row),
    settlementsOf: (drawId: number) => settlementsOf.all(drawId),
  };
}

export type TotoRepository = ReturnType<typeof createTotoRepository>;
