/**
 * Daily session time behind the session limit (type 31), counted by the server from its own clock — never
 * from the client's pings alone. Every call of a signed-in session is a touch while a session limit exists
 * (shared/auth-guard.ts → session-guard.ts), and so are GET limits and the ping. Time between touches
 * counts in full: the session is logged in the whole time, whether or not the page pings.
 *
 * Where counting starts at a touch:
 * - the day's last touch was this session's: since that touch (the gap counts);
 * - another of the player's sessions touched today: the later of the last counted moment and this
 *   session's login (so two devices at once do not count the same minute twice);
 * - the first touch of the day: the login if it was today (logging in and betting 2 h later without a
 *   single ping has used 2 h), else this touch (a session left open overnight does not count the night).
 * The day is the site's calendar day (core.timeZone hours from UTC).
 */
import type { SessionUsageRow } from '../db/repositories/limits.ts';
import type { ApiContext } from '../shared/context.ts';

export function siteDay(ctx: ApiContext, nowSeconds: number): number {
  return Math.floor((nowSeconds + ctx.siteConfig.get().core.timeZone * 3600) / 86_400);
}

/** Unix seconds the site day `day` began. */
export function siteDayStart(ctx: ApiContext, day: number): number {
  return day * 86_400 - ctx.siteConfig.get().core.timeZone * 3600;
}

function countingFrom(row: SessionUsageRow | undefined, sessionId: string, loginAt: number, dayStart: number, now: number): number {
  if (row) return row.session_id === sessionId ? row.last_seen_at : Math.max(row.last_seen_at, loginAt);
  return loginAt >= dayStart ? loginAt : now;
}

/** Records that the session is alive now and answers the seconds used today. */
export function touchSession(ctx: ApiContext, userId: number, sessionId: string): number {
  const now = ctx.clock.nowSeconds();
  const day = siteDay(ctx, now);
  const row = ctx.repos.limits.usage(userId, day);
  const loginAt = ctx.repos.sessions.get(sessionId)?.created_at ?? now;
  const since = countingFrom(row, sessionId, loginAt, siteDayStart(ctx, day), now);
  const used = (row?.used_seconds ?? 0) + Math.max(0, now - since);
  ctx.repos.limits.saveUsage({ user_id: userId, day, used_seconds: used, session_id: sessionId, last_seen_at: Math.max(now, row?.last_seen_at ?? 0) });
  return used;
}

/** Seconds used today as of the last touch. */
export function sessionUsedSeconds(ctx: ApiContext, userId: number): number {
  return ctx.repos.limits.usage(userId, siteDay(ctx, ctx.clock.nowSeconds()))?.used_seconds ?? 0;
}
