/** Stored coupon rows → the answer shape of placement, history and print (@arena/domain CouponView); VIP coupons carry `approval`. */
import type { CouponView } from '@arena/domain';
import type { CouponBetRow, CouponRow } from '../../db/repositories/coupons.ts';

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
    promoCode: row.promo_code,
    status: row.status,
    payout: row.payout,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    ...(row.asked_amount !== null && row.decision_due_at !== null
      ? { approval: { askedAmount: row.asked_amount, decisionDueAt: row.decision_due_at, decision: row.decision, decidedAt: row.decided_at, refunded: row.refunded } }
      : {}),
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

export type { CouponView };
