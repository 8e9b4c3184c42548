/**
 * The regulators' rule for limit changes (issue 9): a stricter limit applies at once; a looser one or a
 * removal waits for a 24 h cooling-off and then needs approval; self-exclusion and time-out start at
 * once and cannot be cancelled (nor shortened).
 */
import type { ClientLimit, PendingLimitChange } from './clientLimit.ts';
import { isNoLimitValue, validateLimitValue, type LimitValueProblem } from './limitOptions.ts';
import { LIMIT_COOLING_OFF_SECONDS, SECONDS_PER_DAY, isExclusionLimit, limitTypeInfo } from './limitTypes.ts';

export interface LimitChangeRequest {
  limitType: number;
  /** The limit currently on record for this type, if any. */
  current: ClientLimit | null;
  /** The requested value; null removes the limit. */
  requestedValue: number | null;
  /** Unix seconds. */
  now: number;
  currency: string;
}

export type LimitChangeDecision =
  | { kind: 'apply-now'; limitValue: number; startedAt: number; endsAt: number }
  | { kind: 'pending'; pendingChange: PendingLimitChange }
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: 'cannot-cancel-exclusion' | 'cannot-shorten-exclusion' | LimitValueProblem };

/** "No limit" values and removals are the loosest possible value; for every other type lower is stricter. */
function strictnessValue(limitType: number, value: number | null): number {
  if (value === null || isNoLimitValue(limitType, value)) return Number.POSITIVE_INFINITY;
  return value;
}

export function isExclusionRunning(limit: ClientLimit | null, now: number): boolean {
  return limit !== null && limit.limitState === 'ACTIVE' && limit.startedAt <= now && now < limit.endsAt;
}

function decideExclusion(request: LimitChangeRequest): LimitChangeDecision {
  const { current, requestedValue, now } = request;
  const running = isExclusionRunning(current, now);
  if (requestedValue === null) return running ? { kind: 'refused', reason: 'cannot-cancel-exclusion' } : { kind: 'unchanged' };
  const endsAt = now + requestedValue * SECONDS_PER_DAY;
  // A running exclusion may only be extended: ending earlier would cancel part of it.
  if (running && current && endsAt <= current.endsAt) return { kind: 'refused', reason: 'cannot-shorten-exclusion' };
  return { kind: 'apply-now', limitValue: requestedValue, startedAt: running && current ? current.startedAt : now, endsAt };
}

export function decideLimitChange(request: LimitChangeRequest): LimitChangeDecision {
  const { limitType, current, requestedValue, now, currency } = request;
  if (requestedValue !== null) {
    const check = validateLimitValue(limitType, requestedValue);
    if (!check.ok) return { kind: 'refused', reason: check.problem };
  } else if (!limitTypeInfo(limitType)) {
    return { kind: 'refused', reason: 'unknown-limit-type' };
  }
  if (isExclusionLimit(limitType)) return decideExclusion(request);

  const hasCurrent = current !== null && current.limitState !== 'INACTIVE';
  const currentStrictness = hasCurrent ? strictnessValue(limitType, current.limitValue) : Number.POSITIVE_INFINITY;
  const requestedStrictness = strictnessValue(limitType, requestedValue);
  if (requestedStrictness === currentStrictness) return { kind: 'unchanged' };
  if (requestedStrictness < currentStrictness && requestedValue !== null) {
    // Protecting the player never waits. The limit has no end; endsAt 0 says so on the wire.
    return { kind: 'apply-now', limitValue: requestedValue, startedAt: now, endsAt: 0 };
  }
  return {
    kind: 'pending',
    pendingChange: { direction: 'higher', limitValue: requestedValue, endsAt: now + LIMIT_COOLING_OFF_SECONDS, currency },
  };
}

/** Spec §4: a pending limit's approval deadline is its start plus 24 h. */
export function approvalDeadline(limit: Pick<ClientLimit, 'startedAt'>): number {
  return limit.startedAt + LIMIT_COOLING_OFF_SECONDS;
}

/** A pending change may be approved once its cooling-off is over. */
export function canApprovePendingChange(change: PendingLimitChange, now: number): boolean {
  return now >= change.endsAt;
}

/** The limit after an approved pending change: the new value, or inactive when it was a removal. */
export function applyApprovedChange(limit: ClientLimit, now: number): ClientLimit {
  const change = limit.pendingChange;
  if (!change) return limit;
  const { pendingChange: _applied, ...rest } = limit;
  if (change.limitValue === null) return { ...rest, limitState: 'INACTIVE', needApprove: false, endsAt: now };
  return { ...rest, limitValue: change.limitValue, limitState: 'ACTIVE', needApprove: false, startedAt: now, endsAt: 0 };
}

/** A rejected (cancelled) pending change leaves the old value in force. */
export function applyRejectedChange(limit: ClientLimit): ClientLimit {
  const { pendingChange: _dropped, ...rest } = limit;
  return { ...rest, limitState: 'ACTIVE', needApprove: false };
}
