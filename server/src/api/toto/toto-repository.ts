/**
 * SQLite access of toto: `toto_coupons` (one row per coupon: draw, 15 picks, variants, stake, then the
 * settlement's correct picks, distribution and payout) and `toto_settlements` (per draw and currency: the
 * results and the pool split, the record of who got what). Amounts are REAL major units written once,
 * already whole minor units, like the betting coupons; balances move through the accounts repository.
 */
import type { Database } from 'better-sqlite3';

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

export function createTotoRepository(db: Database) {
  const withCurrency = 'SELECT t.*, a.currency_id AS currency_id FROM toto_coupons t JOIN accounts a ON a.id = t.account_id';
  const insert = db.prepare<NewTotoCoupon>(
    'INSERT INTO toto_coupons (user_id, account_id, draw_id, picks, variants, amount, created_at) VALUES (@user_id, @account_id, @draw_id, @picks, @variants, @amount, @created_at)',
  );
  const byId = db.prepare<[number], TotoCouponRow>(`${withCurrency} WHERE t.id = ?`);
  const byUser = db.prepare<[number, number, number], TotoCouponRow>(`${withCurrency} WHERE t.user_id = ? ORDER BY t.id DESC LIMIT ? OFFSET ?`);
  const countByUser = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM toto_coupons WHERE user_id = ?');
  const openOfDraw = db.prepare<[number], TotoCouponRow>(`${withCurrency} WHERE t.draw_id = ? AND t.status = 'open' ORDER BY t.id`);
  const wonBetween = db.prepare<[number, number, number], TotoCouponRow>(
    `${withCurrency} WHERE t.draw_id BETWEEN ? AND ? AND t.status = 'won' ORDER BY t.draw_id DESC, t.id LIMIT ?`,
  );
  const drawsWithOpen = db.prepare<[], { draw_id: number }>("SELECT DISTINCT draw_id FROM toto_coupons WHERE status = 'open' ORDER BY draw_id");
  const settle = db.prepare<{ id: number; status: string; correct: number; distribution: string; payout: number; settled_at: number }>(
    "UPDATE toto_coupons SET status = @status, correct = @correct, distribution = @distribution, payout = @payout, settled_at = @settled_at WHERE id = @id AND status = 'open'",
  );
  const saveSettlement = db.prepare<TotoSettlementRow>(
    'INSERT OR REPLACE INTO toto_settlements (draw_id, currency_id, results, split, settled_at) VALUES (@draw_id, @currency_id, @results, @split, @settled_at)',
  );
  const settlementsOf = db.prepare<[number], TotoSettlementRow>('SELECT * FROM toto_settlements WHERE draw_id = ? ORDER BY currency_id');
  return {
    insert: (row: NewTotoCoupon) => Number(insert.run(row).lastInsertRowid),
    byId: (id: number) => byId.get(id),
    byUser: (userId: number, limit: number, offset: number) => byUser.all(userId, limit, offset),
    countByUser: (userId: number) => countByUser.get(userId)?.n ?? 0,
    openOfDraw: (drawId: number) => openOfDraw.all(drawId),
    /** Won coupons of draws fromDraw..toDraw, newest draw first (one query for the winners list). */
    wonBetween: (fromDraw: number, toDraw: number, limit: number) => wonBetween.all(fromDraw, toDraw, limit),
    drawsWithOpenCoupons: () => drawsWithOpen.all().map((r) => r.draw_id),
    /** Conditional on the coupon still being open: true when this call settled it. */
    settle: (row: { id: number; status: 'won' | 'lost'; correct: number; distribution: string; payout: number; settled_at: number }) => settle.run(row).changes === 1,
    saveSettlement: (row: TotoSettlementRow) => void saveSettlement.run(row),
    settlementsOf: (drawId: number) => settlementsOf.all(drawId),
  };
}

export type TotoRepository = ReturnType<typeof createTotoRepository>;
