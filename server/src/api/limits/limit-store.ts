/**
 * Limits as the domain sees them (ClientLimit), read from and written to the limits repository, with the
 * computed fields (limitBalance, measure, label, needApprove) filled from the server clock and the player's
 * money movements. Every rule itself comes from @arena/domain.
 */
import { applyApprovedChange, isExclusionLimit, isMoneyLimit, limitTypeInfo, roundMoney, type ClientLimit } from '@arena/domain';
import type { LimitRow } from '../db/repositories/limits.ts';
import type { ApiContext } from '../shared/context.ts';
import { limitCurrency, usedSince } from './limit-money.ts';
import { limitLabel } from './limits-messages.ts';
import { sessionUsedSeconds } from './session-usage.ts';

const PERIOD_SECONDS = { '24h': 86_400, '7d': 7 * 86_400, '30d': 30 * 86_400 } as const;

/** The currency of the player's money limits (their `measure`); see limit-money.ts. */
export const playerCurrency = limitCurrency;

function toClientLimit(row: LimitRow): ClientLimit {
  const limit: ClientLimit = {
    limitType: row.limit_type,
    limitValue: row.limit_value,
    limitState: row.limit_state,
    startedAt: row.started_at,
    endsAt: row.ends_at,
    limitBalance: 0,
    needApprove: false,
    measure: '',
    label: '',
  };
  if (row.pending_ends_at !== null) {
    limit.pendingChange = {
      direction: row.pending_direction ?? 'higher',
      limitValue: row.pending_removal ? null : row.pending_value,
      endsAt: row.pending_ends_at,
      currency: row.pending_currency ?? '',
    };
  }
  return limit;
}

export function toRow(userId: number, limit: ClientLimit): LimitRow {
  const change = limit.pendingChange;
  return {
    user_id: userId,
    limit_type: limit.limitType,
    limit_value: limit.limitValue,
    limit_state: limit.limitState,
    started_at: limit.startedAt,
    ends_at: limit.endsAt,
    pending_direction: change?.direction ?? null,
    pending_value: change?.limitValue ?? null,
    pending_removal: change && change.limitValue === null ? 1 : 0,
    pending_ends_at: change?.endsAt ?? null,
    pending_currency: change?.currency ?? null,
  };
}

/**
 * What is left of a limit in its current period (money: amount in the limit's currency, every other
 * currency converted at the rate table; session: hours; exclusions: days).
 */
function balanceOf(ctx: ApiContext, userId: number, limit: ClientLimit, now: number, currency: string): number {
  const info = limitTypeInfo(limit.limitType);
  if (!info) return 0;
  if (info.period && (info.kind === 'deposit' || info.kind === 'wagering' || info.kind === 'loss')) {
    const used = usedSince(ctx, userId, info.kind, now - PERIOD_SECONDS[info.period], currency);
    return roundMoney(Math.max(0, limit.limitValue - used), currency);
  }
  if (info.kind === 'session') {
    if (limit.limitValue < 0) return -1;
    const left = Math.max(0, limit.limitValue * 3600 - sessionUsedSeconds(ctx, userId));
    return Math.round((left / 3600) * 10_000) / 10_000;
  }
  if (isExclusionLimit(limit.limitType)) return Math.max(0, Math.ceil((limit.endsAt - now) / 86_400));
  return limit.limitValue;
}

/**
 * The limits in force (ACTIVE or PENDING), oldest rules first. Ended exclusions turn INACTIVE; outside
 * approval mode a pending change whose cooling-off is over applies by itself (nobody is asked to approve).
 */
export function loadLimits(ctx: ApiContext, userId: number, language: string): ClientLimit[] {
  const now = ctx.clock.nowSeconds();
  const { approvalMode, enabledTypes } = ctx.siteConfig.get().limits;
  const currency = playerCurrency(ctx, userId);
  const result: ClientLimit[] = [];
  for (const row of ctx.repos.limits.all(userId)) {
    let limit = toClientLimit(row);
    if (isExclusionLimit(limit.limitType) && limit.limitState === 'ACTIVE' && limit.endsAt <= now) {
      limit = { ...limit, limitState: 'INACTIVE' };
      ctx.repos.limits.save(toRow(userId, limit));
    }
    if (!approvalMode && limit.pendingChange && now >= limit.pendingChange.endsAt) {
      limit = applyApprovedChange(limit, now);
      ctx.repos.limits.save(toRow(userId, limit));
    }
    if (limit.limitState === 'INACTIVE' || !enabledTypes.includes(limit.limitType)) continue;
    const info = limitTypeInfo(limit.limitType);
    result.push({
      ...limit,
      limitBalance: balanceOf(ctx, userId, limit, now, currency),
      needApprove: approvalMode && limit.limitState === 'PENDING',
      measure: isMoneyLimit(limit.limitType) ? currency : (info?.measure ?? ''),
      label: limitLabel(info?.kind ?? '', info?.period ?? null, language),
    });
  }
  return result;
}

/** The stored limit of one type (any state), for deciding a change. */
export function storedLimit(ctx: ApiContext, userId: number, limitType: number): ClientLimit | null {
  const row = ctx.repos.limits.get(userId, limitType);
  return row ? toClientLimit(row) : null;
}
