/**
 * The reference backend's VIP "trader": a deterministic rule that decides a VIP coupon (a stake above the
 * currency's max, held at placement) from the coupon alone: its asked stake against thresholds of the max
 * stake, its win ratio against the max payout, and its legs' kick-off times against the decision moment.
 * No randomness and no clock reading here: the same coupon decided at the same moment always gets the same
 * answer, so the automatic decision made late (server asleep, test clock jumped) is the one due on time.
 *
 * The rule (amounts in the coupon currency's minor units, max = the currency's max stake):
 *   1. a leg kicked off at or before the decision moment → declined (a VIP bet is a line bet, spec §5);
 *   2. asked stake above VIP_DECLINE_FACTOR × max → declined;
 *   3. ceiling = min(VIP_APPROVE_FACTOR × max, the largest stake whose possible win stays within the max payout);
 *   4. asked ≤ ceiling → approved at the asked stake;
 *   5. ceiling ≥ the min stake → lowered to the ceiling (the difference refunded);
 *   6. otherwise → declined.
 */
import type { VipDecision } from '../../db/repositories/coupons.ts';
import type { BetLimits } from '../placement/bet-limits.ts';

/** Seconds the trader takes at most after placement (the "configured time" of the decision). */
export const VIP_DECISION_SECONDS = 180;
/** A decision is always made at least this long before the first leg kicks off. */
export const VIP_DECISION_LEAD_SECONDS = 60;
/** Stakes up to this many times the max stake are approved as asked (payout permitting). */
export const VIP_APPROVE_FACTOR = 2;
/** Stakes above this many times the max stake are declined outright. */
export const VIP_DECLINE_FACTOR = 10;

export interface TraderInput {
  /** The asked stake, in minor units. */
  askedMinor: number;
  /** The coupon's possible win at the asked stake, in minor units (promo bonus included). */
  possibleWinMinor: number;
  /** Kick-off times (unix seconds) of the legs that have a game. */
  legStarts: readonly number[];
  /** The moment the decision is made (unix seconds). */
  at: number;
  /** The currency's limits, in minor units. */
  limitsMinor: BetLimits;
}

export type TraderAnswer =
  | { decision: Exclude<VipDecision, 'declined'>; approvedMinor: number; reason: 'within_ceiling' | 'above_ceiling' }
  | { decision: 'declined'; approvedMinor: 0; reason: 'leg_started' | 'stake_too_high' | 'payout_too_high' };

/** When a coupon placed at `placedAt` with legs kicking off at `legStarts` must be decided by. */
export function decisionDueAt(placedAt: number, legStarts: readonly number[]): number {
  const byTime = placedAt + VIP_DECISION_SECONDS;
  const firstStart = legStarts.length > 0 ? Math.min(...legStarts) : Number.POSITIVE_INFINITY;
  return Math.max(placedAt, Math.min(byTime, firstStart - VIP_DECISION_LEAD_SECONDS));
}

export function traderDecision(input: TraderInput): TraderAnswer {
  const { askedMinor, possibleWinMinor, legStarts, at, limitsMinor } = input;
  if (legStarts.some((start) => start <= at)) return { decision: 'declined', approvedMinor: 0, reason: 'leg_started' };
  if (askedMinor > VIP_DECLINE_FACTOR * limitsMinor.maxBetAmount) return { decision: 'declined', approvedMinor: 0, reason: 'stake_too_high' };
  // The largest stake whose possible win stays within the max payout (the win scales with the stake).
  const byPayout = possibleWinMinor > 0 ? Math.floor((limitsMinor.maxPayout * askedMinor) / possibleWinMinor) : askedMinor;
  const ceiling = Math.min(VIP_APPROVE_FACTOR * limitsMinor.maxBetAmount, byPayout);
  if (askedMinor <= ceiling) return { decision: 'approved', approvedMinor: askedMinor, reason: 'within_ceiling' };
  if (ceiling >= limitsMinor.minBetAmount) return { decision: 'lowered', approvedMinor: ceiling, reason: 'above_ceiling' };
  return { decision: 'declined', approvedMinor: 0, reason: 'payout_too_high' };
}
