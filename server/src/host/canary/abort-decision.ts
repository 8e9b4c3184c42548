/**
 * When to abort a canary by itself: a pure decision over the per-version session counters (see
 * telemetry-aggregator.ts), so the store/API can call it after every report and tests can feed it
 * injected numbers. A session counts once however many errors it reports: one broken visitor sending
 * a hundred errors must not outvote a hundred healthy ones.
 */
export interface VersionCounters {
  /** Distinct browser sessions that loaded this map version. */
  sessions: number;
  /** Of those, sessions that reported at least one error. */
  sessionsWithErrors: number;
}

export interface AbortPolicy {
  /** The canary needs at least this many sessions before its rate means anything. */
  minSessions: number;
  /** Abort when canary rate > stable rate + margin; both are fractions (0.05 = 5 percentage points). */
  margin: number;
}

export const DEFAULT_ABORT_POLICY: AbortPolicy = { minSessions: 20, margin: 0.05 };

export type AbortDecision =
  | { abort: false; reason: string; canaryRate: number; stableRate: number }
  | { abort: true; reason: string; canaryRate: number; stableRate: number };

export const errorRate = ({ sessions, sessionsWithErrors }: VersionCounters): number =>
  sessions > 0 ? Math.min(1, sessionsWithErrors / sessions) : 0;

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

export function decideCanaryAbort(stable: VersionCounters, canary: VersionCounters, policy: AbortPolicy = DEFAULT_ABORT_POLICY): AbortDecision {
  const canaryRate = errorRate(canary);
  const stableRate = errorRate(stable);
  if (canary.sessions < policy.minSessions) {
    return { abort: false, canaryRate, stableRate, reason: `waiting: ${canary.sessions} of ${policy.minSessions} canary sessions` };
  }
  const limit = stableRate + policy.margin;
  if (canaryRate > limit) {
    return {
      abort: true,
      canaryRate,
      stableRate,
      reason:
        `canary error rate ${percent(canaryRate)} (${canary.sessionsWithErrors} of ${canary.sessions} sessions) exceeds ` +
        `stable ${percent(stableRate)} (${stable.sessionsWithErrors} of ${stable.sessions}) by more than ${percent(policy.margin)}`,
    };
  }
  return { abort: false, canaryRate, stableRate, reason: `healthy: canary ${percent(canaryRate)} within ${percent(policy.margin)} of stable ${percent(stableRate)}` };
}
