/** Limit option validation exactly as spec §5. */
import { LIMIT_OPTIONS, LIMIT_TYPE, isMoneyLimit, limitTypeInfo } from './limitTypes.ts';

export type LimitValueProblem = 'unknown-limit-type' | 'not-a-number' | 'not-positive' | 'not-an-option';

export type LimitValueCheck = { ok: true } | { ok: false; problem: LimitValueProblem };

const ok: LimitValueCheck = { ok: true };
const fail = (problem: LimitValueProblem): LimitValueCheck => ({ ok: false, problem });

/** The values a select offers for time-based limits; null for money limits (free amount). */
export function limitValueOptions(limitType: number): readonly number[] | null {
  switch (limitType) {
    case LIMIT_TYPE.selfExclusion:
      return LIMIT_OPTIONS.selfExclusionDays;
    case LIMIT_TYPE.session: {
      const { min, max, notSet } = LIMIT_OPTIONS.sessionHours;
      return [notSet, ...Array.from({ length: max - min + 1 }, (_, i) => min + i)];
    }
    case LIMIT_TYPE.realityCheck:
      return LIMIT_OPTIONS.realityCheckMinutes;
    case LIMIT_TYPE.depositTimeout:
      return LIMIT_OPTIONS.depositTimeoutDays;
    default:
      return null;
  }
}

export function validateLimitValue(limitType: number, value: unknown): LimitValueCheck {
  if (!limitTypeInfo(limitType)) return fail('unknown-limit-type');
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail('not-a-number');
  if (isMoneyLimit(limitType)) return value > 0 ? ok : fail('not-positive');
  const options = limitValueOptions(limitType) ?? [];
  return options.includes(value) ? ok : fail('not-an-option');
}

/** Spec §5: a deposit 7-day value of 999999999 means no limit. */
export function isNoLimitValue(limitType: number, value: number): boolean {
  if (limitType === LIMIT_TYPE.deposit7d) return value === LIMIT_OPTIONS.depositNoLimitValue;
  if (limitType === LIMIT_TYPE.session) return value === LIMIT_OPTIONS.sessionHours.notSet;
  return false;
}
