/**
 * The responsible-gaming stops every protected call goes through (shared/auth-guard.ts requireUser calls
 * enforceSessionStops after resolving the session). They end the session on the server, whatever the
 * client does or does not ping:
 * - a break running (@arena/domain BREAK_LIMIT_TYPES: self-exclusion 30, time-out 33): the session is
 *   revoked, 403 `self_excluded` / `deposit_timeout` with its end (setting it already revoked every
 *   session; this covers one opened any other way);
 * - session limit (31) used up today, counted from the server clock (session-usage.ts): the session is
 *   revoked, 403 `session_limit_reached`. A bet or deposit 2 h after login under a 1 h limit is refused
 *   even if the page never pinged.
 * - self-exclusion is the exception to the first rule (issue 32, finding 7): the session stays, and only
 *   the restricted office's calls go through (restricted-office.ts), the rest answer 403 `self_excluded`.
 * The limits service's own calls skip these stops (`requireUser(ctx, { limits: false })`) so the player can
 * still read their limits and why; its ping ends a used-up session with its own answer.
 */
import type { FastifyRequest } from 'fastify';
import { findSessionLimit, isBreakLimit, LIMIT_TYPE } from '@arena/domain';
import type { ApiContext } from '../shared/context.ts';
import { ApiError } from '../shared/errors.ts';
import { requestLanguage } from '../../platform/language.ts';
import { breakRefusal } from './enforcement.ts';
import { isRestrictedOfficeCall } from './restricted-office.ts';
import { loadLimits } from './limit-store.ts';
import { limitsMessage } from './limits-messages.ts';
import { touchSession } from './session-usage.ts';

/** Cheap first look (one indexed read): most players have no break nor session limit, and every call passes here. */
function mayBeStopped(ctx: ApiContext, userId: number): boolean {
  return ctx.repos.limits
    .all(userId)
    .some((row) => (isBreakLimit(row.limit_type) || row.limit_type === LIMIT_TYPE.session) && row.limit_state !== 'INACTIVE');
}

/** Throws a 403 (and revokes the session) when a break or a used-up session limit stops this call. */
export function enforceSessionStops(ctx: ApiContext, request: FastifyRequest, userId: number, sessionId: string): void {
  if (!mayBeStopped(ctx, userId)) return;
  const lang = requestLanguage(request);
  const excluded = breakRefusal(ctx, userId, lang);
  if (excluded?.code === 'self_excluded') {
    if (isRestrictedOfficeCall(request)) return;
    throw new ApiError(excluded.status, excluded.code, 'forbidden', { ...excluded.extra, message: excluded.message });
  }
  if (excluded) {
    ctx.repos.sessions.revoke(sessionId);
    // ApiError's extra is spread after its generic message, so the limit's own wording wins.
    throw new ApiError(excluded.status, excluded.code, 'forbidden', { ...excluded.extra, message: excluded.message });
  }
  const session = findSessionLimit(loadLimits(ctx, userId, lang));
  if (!session) return;
  if (touchSession(ctx, userId, sessionId) < session.limitValue * 3600) return;
  ctx.repos.sessions.revoke(sessionId);
  throw new ApiError(403, 'session_limit_reached', 'forbidden', { message: limitsMessage('session_limit_reached', lang) });
}

/**
 * gettoken mints tokens from the `ua` cookie without the guard: a session of a player on a break is
 * revoked there too and answers as a visitor (false), so the cookie cannot refresh itself.
 */
export function sessionMayRefresh(ctx: ApiContext, userId: number, sessionId: string): boolean {
  if (!mayBeStopped(ctx, userId)) return true;
  const refusal = breakRefusal(ctx, userId, 'en');
  // A self-excluded player keeps the restricted office's session (enforceSessionStops limits its calls).
  if (refusal === null || refusal.code === 'self_excluded') return true;
  ctx.repos.sessions.revoke(sessionId);
  return false;
}

/**
 * Until when (unix seconds) the player is self-excluded, or null: what the user config tells the browser
 * (its guards keep to the restricted office). Read on every signed-in page load, so the cheap look first.
 */
export function selfExclusionEndsAt(ctx: ApiContext, userId: number): number | null {
  if (!mayBeStopped(ctx, userId)) return null;
  const refusal = breakRefusal(ctx, userId, 'en');
  return refusal?.code === 'self_excluded' ? (refusal.extra['endsAt'] as number) : null;
}
