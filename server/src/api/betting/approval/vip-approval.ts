/**
 * The approval side of VIP coupons. Placement holds the asked stake and stores the coupon 'pending' with
 * the moment its decision is due (vip-trader.ts decisionDueAt: at most VIP_DECISION_SECONDS after placement
 * and never later than VIP_DECISION_LEAD_SECONDS before the first leg). The settlement sweep (every 5 s,
 * every history or coupon read) decides every coupon whose moment has come, by the server clock, with the
 * trader rule evaluated *at that moment*, so a coupon is never left hanging and a late sweep decides exactly
 * what was due. A test control can force a decision earlier (betting-test-controls.ts).
 *
 * Money: approved keeps the held stake; lowered keeps the lower stake and refunds the difference; declined
 * refunds the whole held stake. Amounts are worked out in integer minor units; the decision is written
 * only while the coupon is still pending (one conditional UPDATE), and the refund is credited in the same
 * transaction, so a decision and its refund happen exactly once, whoever races for it.
 */
import { calculatePossibleWin } from '@arena/domain';
import type { CouponRow, VipDecision } from '../../db/repositories/coupons.ts';
import { currencyById, currencyPrecision } from '../../shared/reference-data.ts';
import { fitsPrecision, toMajor, toMinor } from '../../shared/money.ts';
import type { BettingContext } from '../betting-context.ts';
import { BONUS_GAME_ID } from '../catalogue/bonus-market.ts';
import { betLimitsFor, type BetLimits } from '../placement/bet-limits.ts';
import { withPromoBonus } from '../placement/promo-codes.ts';
import { payoutAccountId } from '../settlement/payout-account.ts';
import { traderDecision, type TraderAnswer } from './vip-trader.ts';

/** A decision asked for by the operator's test control: the trader's own, or a forced one. */
export type ForcedDecision = { decision: 'auto' } | { decision: 'approved' } | { decision: 'declined' } | { decision: 'lowered'; amount: number };

interface CouponMoney {
  precision: number;
  limits: BetLimits;
  askedMinor: number;
}

function moneyOf(betting: BettingContext, coupon: CouponRow): CouponMoney {
  const account = betting.ctx.repos.accounts.byId(coupon.account_id);
  const currencyId = account?.currency_id ?? 1;
  const precision = currencyPrecision(currencyId);
  return { precision, limits: betLimitsFor(currencyById(currencyId)?.iso ?? 'RUB'), askedMinor: toMinor(coupon.asked_amount ?? coupon.amount, precision) };
}

/** The coupon's possible win at a given stake, as placement prices it (promo bonus included). */
function possibleWinAt(betting: BettingContext, coupon: CouponRow, amount: number, maxPayout: number): number {
  const legs = betting.ctx.repos.coupons.betsOf(coupon.id);
  const typeId = coupon.type_id === 2 ? 2 : coupon.type_id === 1 ? 1 : 0;
  const currencyIso = currencyById(betting.ctx.repos.accounts.byId(coupon.account_id)?.currency_id ?? 1)?.iso ?? 'RUB';
  const win = calculatePossibleWin({
    typeId,
    amount,
    systemValue: coupon.system_value,
    maxPayout,
    currencyIso,
    bets: legs.map((l) => ({ outcomeId: l.outcome_id, coef: l.coef, isBanker: typeId === 2 && l.is_banker === 1 })),
  });
  return withPromoBonus(win.possibleWin, coupon.promo_code, maxPayout, currencyIso);
}

/** The trader's answer on a coupon at a moment (see vip-trader.ts for the rule). */
export function traderAnswerFor(betting: BettingContext, coupon: CouponRow, at: number): TraderAnswer {
  const money = moneyOf(betting, coupon);
  const toMinorUnits = (v: number) => toMinor(v, money.precision);
  const legs = betting.ctx.repos.coupons.betsOf(coupon.id).filter((l) => l.game_id !== BONUS_GAME_ID);
  const uncappedWin = possibleWinAt(betting, coupon, coupon.asked_amount ?? coupon.amount, Number.MAX_SAFE_INTEGER);
  return traderDecision({
    askedMinor: money.askedMinor,
    possibleWinMinor: toMinorUnits(uncappedWin),
    legStarts: legs.map((l) => l.start_time),
    at,
    limitsMinor: {
      minBetAmount: toMinorUnits(money.limits.minBetAmount),
      maxBetAmount: toMinorUnits(money.limits.maxBetAmount),
      maxPayout: toMinorUnits(money.limits.maxPayout),
    },
  });
}

/**
 * Writes a decision and credits its refund, once. Answers false when the coupon was no longer pending
 * (decided already) or the refund could not be credited (nothing is written then).
 */
export function applyDecision(betting: BettingContext, coupon: CouponRow, decision: VipDecision, approvedMinor: number, decidedAt: number): boolean {
  const { repos } = betting.ctx;
  const money = moneyOf(betting, coupon);
  const keptMinor = decision === 'declined' ? 0 : approvedMinor;
  if (keptMinor < 0 || keptMinor > money.askedMinor) return false;
  const refundMinor = money.askedMinor - keptMinor;
  const amount = decision === 'declined' ? coupon.asked_amount ?? coupon.amount : toMajor(keptMinor, money.precision);
  const possibleWin = decision === 'declined' ? coupon.possible_win : possibleWinAt(betting, coupon, amount, money.limits.maxPayout);
  return repos.transaction(() => {
    const written = repos.coupons.decide(coupon.id, {
      decision,
      status: decision === 'declined' ? 'declined' : 'open',
      amount,
      possibleWin: toMajor(toMinor(possibleWin, money.precision), money.precision),
      refunded: toMajor(refundMinor, money.precision),
      decidedAt,
    });
    if (!written) return false;
    if (refundMinor > 0 && !repos.accounts.credit(payoutAccountId(repos, coupon), toMajor(refundMinor, money.precision))) {
      throw new Error(`VIP coupon ${coupon.id}: the refund could not be credited`);
    }
    return true;
  });
}

/**
 * Decides every pending coupon whose decision moment has passed by the server clock, each with the
 * trader's rule at its own due moment. Answers the ids of the coupons approved (now open), for settlement.
 */
export function decideDueVipCoupons(betting: BettingContext): number[] {
  const { repos, clock } = betting.ctx;
  const approved: number[] = [];
  for (const coupon of repos.coupons.pendingDueBy(clock.nowSeconds())) {
    const due = coupon.decision_due_at ?? coupon.created_at;
    const answer = traderAnswerFor(betting, coupon, due);
    try {
      if (applyDecision(betting, coupon, answer.decision, answer.approvedMinor, due) && answer.decision !== 'declined') approved.push(coupon.id);
    } catch {
      // The account row is gone: the coupon stays pending (its money held) and the next sweep tries again.
    }
  }
  return approved;
}

export type ForceAnswer = { ok: true; decision: VipDecision } | { ok: false; code: 'not_pending' | 'amount_invalid' };

/** The operator's forced decision (test controls): decided now, at the server clock. */
export function forceDecision(betting: BettingContext, couponId: number, forced: ForcedDecision): ForceAnswer {
  const { repos, clock } = betting.ctx;
  const coupon = repos.coupons.byId(couponId);
  if (!coupon || coupon.status !== 'pending') return { ok: false, code: 'not_pending' };
  const money = moneyOf(betting, coupon);
  const now = clock.nowSeconds();
  let decision: VipDecision;
  let approvedMinor: number;
  if (forced.decision === 'auto') {
    const answer = traderAnswerFor(betting, coupon, now);
    decision = answer.decision;
    approvedMinor = answer.approvedMinor;
  } else if (forced.decision === 'lowered') {
    approvedMinor = toMinor(forced.amount, money.precision);
    const minMinor = toMinor(money.limits.minBetAmount, money.precision);
    if (!fitsPrecision(forced.amount, money.precision) || approvedMinor < minMinor || approvedMinor >= money.askedMinor) return { ok: false, code: 'amount_invalid' };
    decision = 'lowered';
  } else {
    decision = forced.decision;
    approvedMinor = decision === 'approved' ? money.askedMinor : 0;
  }
  return applyDecision(betting, coupon, decision, approvedMinor, now) ? { ok: true, decision } : { ok: false, code: 'not_pending' };
}
