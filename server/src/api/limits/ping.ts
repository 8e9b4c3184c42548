/** The ping (spec §7: every 30 s while a session limit exists): session time today and whether it is over. */
import { findSessionLimit } from '@arena/domain';
import type { ApiContext } from '../shared/context.ts';
import { loadLimits } from './limit-store.ts';
import { siteDay, siteDayStart, touchSession } from './session-usage.ts';

export { netResultSince } from './limit-money.ts';

export interface PingState {
  sessionEnded: boolean;
  /** Seconds logged in today. */
  playedSeconds: number;
  /** Seconds left under the session limit; null without one. */
  remainingSeconds: number | null;
  /** Unix seconds the day's counting began (start of the site day), for the net result. */
  sessionStartedAt: number;
  serverTime: number;
}

export function pingSession(ctx: ApiContext, userId: number, sessionId: string): PingState {
  const now = ctx.clock.nowSeconds();
  const played = touchSession(ctx, userId, sessionId);
  const session = findSessionLimit(loadLimits(ctx, userId, 'en'));
  const remaining = session ? Math.max(0, session.limitValue * 3600 - played) : null;
  return { sessionEnded: remaining === 0, playedSeconds: played, remainingSeconds: remaining, sessionStartedAt: siteDayStart(ctx, siteDay(ctx, now)), serverTime: now };
}
