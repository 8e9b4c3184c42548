/** What the server refuses because of a limit (issue 9 enforcement), kept here so client and server agree. */
import type { ClientLimit } from './clientLimit.ts';
import { isExclusionRunning } from './limitChange.ts';
import { isNoLimitValue } from './limitOptions.ts';
import { BREAK_LIMIT_TYPES, LIMIT_TYPE, limitTypeInfo } from './limitTypes.ts';

export type MoneyLimitKind = 'deposit' | 'wagering' | 'loss';

export type MoneyLimitCheck = { allowed: true } | { allowed: false; limitType: number; remaining: number };

/**
 * An amount is allowed when it fits what is left (limitBalance) of every money limit of that kind in force.
 * The tightest limit is reported, so the message names what actually blocks.
 */
export function checkAmountAgainstLimits(limits: readonly ClientLimit[], kind: MoneyLimitKind, amount: number): MoneyLimitCheck {
  const inForce = limits.filter(
    (limit) =>
      limitTypeInfo(limit.limitType)?.kind === kind &&
      limit.limitState !== 'INACTIVE' &&
      !isNoLimitValue(limit.limitType, limit.limitValue),
  );
  const tightest = inForce.reduce<ClientLimit | null>(
    (best, limit) => (best === null || limit.limitBalance < best.limitBalance ? limit : best),
    null,
  );
  if (tightest === null || amount <= tightest.limitBalance) return { allowed: true };
  return { allowed: false, limitType: tightest.limitType, remaining: Math.max(0, tightest.limitBalance) };
}

/** During self-exclusion login is refused; the end (unix seconds) goes into the message. */
export function selfExclusionEnd(limits: readonly ClientLimit[], now: number): number | null {
  const limit = limits.find((l) => l.limitType === LIMIT_TYPE.selfExclusion && isExclusionRunning(l, now));
  return limit ? limit.endsAt : null;
}

/** During a deposit time-out deposits are refused. */
export function depositTimeoutEnd(limits: readonly ClientLimit[], now: number): number | null {
  const limit = limits.find((l) => l.limitType === LIMIT_TYPE.depositTimeout && isExclusionRunning(l, now));
  return limit ? limit.endsAt : null;
}

export interface RunningBreak {
  limitType: number;
  /** Unix seconds: when login is possible again. */
  endsAt: number;
}

/**
 * The break (BREAK_LIMIT_TYPES: self-exclusion, time-out) that keeps the player out now, or null. When
 * several run, the one ending last is named: that is when the player may come back.
 */
export function runningBreak(limits: readonly ClientLimit[], now: number): RunningBreak | null {
  return limits
    .filter((l) => BREAK_LIMIT_TYPES.some((type) => type === l.limitType) && isExclusionRunning(l, now))
    .reduce<RunningBreak | null>((last, l) => (last === null || l.endsAt > last.endsAt ? { limitType: l.limitType, endsAt: l.endsAt } : last), null);
}
