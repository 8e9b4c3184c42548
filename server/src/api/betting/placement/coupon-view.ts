/** Stored coupon rows → the answer shape of placement, history and print. */
import type { CouponBetRow, CouponRow } from '../../../db/repositories/coupons.ts';

export interface CouponView {
  id: string;
  typeId: number;
  accountId: number;
  currency: string;
  amount: number;
  coef: number;
  systemValue: number;
  possibleWin: number;
  changeCoefAction: number;
  status: CouponRow['status'];
  payout: number;
  /** Unix seconds. */
  createdAt: number;
  settledAt: number | null;
  bets: Array<{
    outcomeId: string;
    gameId: string;
    sportId: number;
    title: string;
    marketName: string;
    outcomeName: string;
    coef: number;
    isBanker: boolean;
    isLive: boolean;
    startTime: number;
    result: CouponBetRow['result'];
  }>;
}

export function couponView(row: CouponRow, bets: readonly CouponBetRow[], currency: string): CouponView {
  return {
    id: String(row.id),
    typeId: row.type_id,
    accountId: row.account_id,
    currency,
    amount: row.amount,
    coef: row.coef,
    systemValue: row.system_value,
    possibleWin: row.possible_win,
    changeCoefAction: row.change_coef_action,
    status: row.status,
    payout: row.payout,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    bets: bets.map((b) => ({
      outcomeId: b.outcome_id,
      gameId: String(b.game_id),
      sportId: b.sport_id,
      title: b.title,
      marketName: b.market_name,
      outcomeName: b.outcome_name,
      coef: b.coef,
      isBanker: b.is_banker === 1,
      isLive: b.is_live === 1,
      startTime: b.start_time,
      result: b.result,
    })),
  };
}
