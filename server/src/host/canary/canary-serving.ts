/**
 * The two calls the deploy store/API makes around a running canary, built from the pieces in this
 * folder: which map a request gets (cohort cookie + inCanary), and whether the canary must be aborted
 * now (telemetry counters + decideCanaryAbort). Framework-free: the caller owns the request and reply.
 */
import { decideCanaryAbort, DEFAULT_ABORT_POLICY, type AbortDecision, type AbortPolicy } from './abort-decision.ts';
import { inCanary, resolveCohort } from './cohort.ts';
import type { TelemetryAggregator } from './telemetry-aggregator.ts';

export interface ActiveCanary {
  /** Unique per canary (e.g. the canary map's version): a new canary draws a new sample of visitors. */
  id: string;
  /** 0…100 */
  percent: number;
  stableVersion: string;
  canaryVersion: string;
}

export interface MapChoice {
  serve: 'stable' | 'canary';
  /** Set-Cookie to add to the map (or page) response, or null when the visitor already has a cohort. */
  setCookie: string | null;
}

/**
 * Which map this request gets. No canary: stable, and no cookie is issued (nothing to be sticky about).
 * The response varies by cookie: the caller must send `Cache-Control: no-cache` and `Vary: Cookie`.
 */
export function mapChoiceFor(cookieHeader: string | undefined, canary: ActiveCanary | null, options: { secure: boolean }): MapChoice {
  if (!canary || !(canary.percent > 0)) return { serve: 'stable', setCookie: null };
  const { cohortId, setCookie } = resolveCohort(cookieHeader, options);
  return { serve: inCanary(cohortId, canary.percent, canary.id) ? 'canary' : 'stable', setCookie };
}

/** The abort decision for a running canary from the live counters (call it on every telemetry report). */
export function canaryVerdict(telemetry: TelemetryAggregator, canary: ActiveCanary, policy: AbortPolicy = DEFAULT_ABORT_POLICY): AbortDecision {
  return decideCanaryAbort(telemetry.countsFor(canary.stableVersion), telemetry.countsFor(canary.canaryVersion), policy);
}
