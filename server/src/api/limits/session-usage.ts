/**
 * Daily session time behind the session limit (type 31). Time counts between the touches (GET limits,
 * ping) of one login session: a gap inside the same session counts in full, so moving the server clock
 * (test controls) uses the session up as real time would; a new login starts counting afresh.
 * The day is the site's calendar day (core.timeZone hours from UTC).
 */
import type { ApiContext } from '../shared/context.ts';

export function siteDay(ctx: ApiContext, nowSeconds: number): number {
  return Math.floor((nowSeconds + ctx.siteConfig.get().core.timeZone * 3600) / 86_400);
}

/** Records that the session is alive now and answers the seconds used today. */
export function touchSession(ctx: ApiContext, userId: number, sessionId: string): number {
  const now = ctx.clock.nowSeconds();
  const day = siteDay(ctx, now);
  const row = ctx.repos.limits.usage(userId, day);
  const used = row && row.session_id === sessionId ? row.used_seconds + Math.max(0, now - row.last_seen_at) : (row?.used_seconds ?? 0);
  ctx.repos.limits.saveUsage({ user_id: userId, day, used_seconds: used, session_id: sessionId, last_seen_at: now });
  return used;
}

/** Seconds used today as of the last touch. */
export function sessionUsedSeconds(ctx: ApiContext, userId: number): number {
  return ctx.repos.limits.usage(userId, siteDay(ctx, ctx.clock.nowSeconds()))?.used_seconds ?? 0;
}
