/**
 * Setting, approving and rejecting limits. The decisions are @arena/domain's (decideLimitChange,
 * canApprovePendingChange, applyApprovedChange, applyRejectedChange); this file stores their outcome.
 */
import {
  LIMIT_ACTION, applyApprovedChange, applyRejectedChange, canApprovePendingChange, decideLimitChange, isBreakLimit, isExclusionLimit, isMoneyLimit,
  roundMoney, type ClientLimit, type LimitAction,
} from '@arena/domain';
import type { ApiContext } from '../shared/context.ts';
import { loadLimits, playerCurrency, storedLimit, toRow } from './limit-store.ts';
import type { LimitsMessageKey } from './limits-messages.ts';

export type ChangeOutcome =
  | { ok: true; decision: 'applied' | 'pending' | 'unchanged'; messageKey: LimitsMessageKey }
  | { ok: false; status: number; code: string; messageKey: LimitsMessageKey };

const refused = (status: number, code: string, messageKey: LimitsMessageKey): ChangeOutcome => ({ ok: false, status, code, messageKey });

export function setLimit(ctx: ApiContext, userId: number, limitType: number, requestedValue: number | null): ChangeOutcome {
  if (!ctx.siteConfig.get().limits.enabledTypes.includes(limitType)) return refused(403, 'limit_type_disabled', 'limit_type_disabled');
  const now = ctx.clock.nowSeconds();
  // loadLimits first so an ended exclusion or an auto-applied change is on record before deciding.
  loadLimits(ctx, userId, 'en');
  const current = storedLimit(ctx, userId, limitType);
  const currency = playerCurrency(ctx, userId);
  // A money limit is stored in whole minor units of its currency (issue 27): decide on the value as it will be kept.
  const value = requestedValue !== null && isMoneyLimit(limitType) && Number.isFinite(requestedValue) ? roundMoney(requestedValue, currency) : requestedValue;
  const decision = decideLimitChange({ limitType, current, requestedValue: value, now, currency });
  switch (decision.kind) {
    case 'refused':
      if (decision.reason === 'cannot-cancel-exclusion') return refused(409, 'cannot_cancel_exclusion', 'cannot_cancel_exclusion');
      if (decision.reason === 'cannot-shorten-exclusion') return refused(409, 'cannot_shorten_exclusion', 'cannot_shorten_exclusion');
      return refused(400, 'limit_value_invalid', 'limit_value_invalid');
    case 'unchanged':
      return { ok: true, decision: 'unchanged', messageKey: 'limit_unchanged' };
    case 'apply-now': {
      const base = current ?? blankLimit(limitType);
      const { pendingChange: _replaced, ...rest } = base;
      const next: ClientLimit = { ...rest, limitValue: decision.limitValue, limitState: 'ACTIVE', startedAt: decision.startedAt, endsAt: decision.endsAt };
      ctx.repos.transaction(() => {
        ctx.repos.limits.save(toRow(userId, next));
        // A break (self-exclusion, time-out) ends every open session at once (issue 16): an old tab or
        // device must not go on depositing, betting or refreshing its token; login stays refused until it ends.
        if (isBreakLimit(limitType)) ctx.repos.limits.revokeSessionsOf(userId);
      });
      return { ok: true, decision: 'applied', messageKey: 'limit_applied' };
    }
    case 'pending': {
      // decideLimitChange only answers 'pending' when a limit is in force (loosening needs something to loosen).
      const base = current ?? blankLimit(limitType);
      const next: ClientLimit = { ...base, limitState: 'PENDING', startedAt: now, endsAt: decision.pendingChange.endsAt, pendingChange: decision.pendingChange };
      ctx.repos.limits.save(toRow(userId, next));
      return { ok: true, decision: 'pending', messageKey: 'limit_pending' };
    }
  }
}

function blankLimit(limitType: number): ClientLimit {
  return { limitType, limitValue: 0, limitState: 'INACTIVE', startedAt: 0, endsAt: 0, limitBalance: 0, needApprove: false, measure: '', label: '' };
}

/** Pending changes the action may touch: one type when given, else all of them. */
function pendingTargets(ctx: ApiContext, userId: number, limitType: number | undefined): ClientLimit[] {
  loadLimits(ctx, userId, 'en');
  return ctx.repos.limits
    .all(userId)
    .map((row) => storedLimit(ctx, userId, row.limit_type))
    .filter((l): l is ClientLimit => l !== null && l.limitState === 'PENDING' && l.pendingChange !== undefined)
    .filter((l) => limitType === undefined || l.limitType === limitType);
}

/** After a reject the old value is in force again; its end stays open unless it is an exclusion. */
function rejected(limit: ClientLimit): ClientLimit {
  const next = applyRejectedChange(limit);
  return isExclusionLimit(limit.limitType) ? next : { ...next, endsAt: 0 };
}

/**
 * limitaction: approve (1) applies the pending changes whose cooling-off is over; reject (0) drops them.
 * An approval before the 24 h are over is refused (nothing changes).
 */
export function limitAction(ctx: ApiContext, userId: number, action: LimitAction, limitType?: number): ChangeOutcome {
  const targets = pendingTargets(ctx, userId, limitType);
  if (targets.length === 0) return refused(404, 'no_pending_change', 'no_pending_change');
  const now = ctx.clock.nowSeconds();
  if (action === LIMIT_ACTION.approve) {
    const due = targets.filter((l) => l.pendingChange && canApprovePendingChange(l.pendingChange, now));
    if (due.length === 0) return refused(409, 'cooling_off', 'cooling_off');
    ctx.repos.transaction(() => due.forEach((l) => ctx.repos.limits.save(toRow(userId, applyApprovedChange(l, now)))));
    return { ok: true, decision: 'applied', messageKey: 'change_confirmed' };
  }
  ctx.repos.transaction(() => targets.forEach((l) => ctx.repos.limits.save(toRow(userId, rejected(l)))));
  return { ok: true, decision: 'unchanged', messageKey: 'change_cancelled' };
}
