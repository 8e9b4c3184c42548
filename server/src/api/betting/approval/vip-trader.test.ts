/** Issue 17 item 5: the reference trader's VIP rule and the decision deadline, as pure functions. */
import { describe, expect, it } from 'vitest';
import { VIP_DECISION_LEAD_SECONDS, VIP_DECISION_SECONDS, decisionDueAt, traderDecision, type TraderInput } from './vip-trader.ts';

/** RUB in kopecks: min 10, max 5 000, max payout 1 000 000. */
const RUB = { minBetAmount: 1_000, maxBetAmount: 500_000, maxPayout: 100_000_000 };
const at = 1_000_000;
const input = (askedMinor: number, odds: number, legStarts = [at + 7200]): TraderInput => ({
  askedMinor, possibleWinMinor: Math.round(askedMinor * odds), legStarts, at, limitsMinor: RUB,
});

describe('the trader rule', () => {
  it('approves up to twice the max stake at the asked stake', () => {
    expect(traderDecision(input(600_000, 3))).toEqual({ decision: 'approved', approvedMinor: 600_000, reason: 'within_ceiling' });
    expect(traderDecision(input(1_000_000, 3))).toMatchObject({ decision: 'approved', approvedMinor: 1_000_000 });
  });

  it('lowers a stake between twice and ten times the max to twice the max', () => {
    expect(traderDecision(input(2_000_055, 3))).toEqual({ decision: 'lowered', approvedMinor: 1_000_000, reason: 'above_ceiling' });
  });

  it('lowers a stake whose possible win passes the max payout to the largest stake within it', () => {
    // 8 000 RUB at odds 200 would win 1 600 000: 5 000 RUB is the most that wins 1 000 000.
    expect(traderDecision(input(800_000, 200))).toEqual({ decision: 'lowered', approvedMinor: 500_000, reason: 'above_ceiling' });
  });

  it('declines above ten times the max, when a leg has started, or when no stake fits the max payout', () => {
    expect(traderDecision(input(5_000_001, 2))).toMatchObject({ decision: 'declined', reason: 'stake_too_high' });
    expect(traderDecision(input(600_000, 3, [at + 7200, at]))).toMatchObject({ decision: 'declined', reason: 'leg_started' });
    expect(traderDecision(input(600_000, 200_000))).toMatchObject({ decision: 'declined', reason: 'payout_too_high' });
  });

  it('is deterministic: the same coupon at the same moment, the same answer', () => {
    expect(traderDecision(input(1_234_567, 4.2))).toEqual(traderDecision(input(1_234_567, 4.2)));
  });
});

describe('the decision deadline', () => {
  it('is VIP_DECISION_SECONDS after placement when the first leg is far away', () => {
    expect(decisionDueAt(at, [at + 7200, at + 3600])).toBe(at + VIP_DECISION_SECONDS);
  });

  it('is never later than VIP_DECISION_LEAD_SECONDS before the first leg starts, nor before placement', () => {
    expect(decisionDueAt(at, [at + 120, at + 7200])).toBe(at + 120 - VIP_DECISION_LEAD_SECONDS);
    expect(decisionDueAt(at, [at + 30])).toBe(at);
  });
});
