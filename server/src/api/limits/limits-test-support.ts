/** Call helpers shared by the limits service tests. */
import { randomUUID } from 'node:crypto';
import type { ClientLimit } from '@arena/domain';
import { bearer, accountIdOf, idempotencyKey, type TestApi } from '../test-support.ts';
import { DEFAULT_SITE_CONFIG } from '../config/default-config.ts';
import { LIMITS_BASE } from './limits-routes.ts';

export function limitsClient(t: TestApi, token: string) {
  const headers = { ...bearer(token), 'x-language': 'en' };
  return {
    headers,
    set: (limitType: number, limitValue: number | null) =>
      t.app.inject({ method: 'POST', url: `${LIMITS_BASE}/limit`, headers, payload: { limitType, limitValue } }),
    list: async () => t.json<{ limits: ClientLimit[]; serverTime: number }>(await t.app.inject({ url: `${LIMITS_BASE}/limits`, headers })),
    one: async (limitType: number) =>
      t.json<{ limits: ClientLimit[] }>(await t.app.inject({ url: `${LIMITS_BASE}/limits`, headers })).limits.find((l) => l.limitType === limitType),
    action: (action: 0 | 1, limitType?: number) =>
      t.app.inject({ method: 'POST', url: `${LIMITS_BASE}/limitaction?action=${action}${limitType ? `&limitType=${limitType}` : ''}`, headers }),
    cancel: (limitType?: number) => t.app.inject({ method: 'DELETE', url: `${LIMITS_BASE}/limit${limitType ? `?limitType=${limitType}` : ''}`, headers }),
    ping: () => t.app.inject({ method: 'POST', url: `${LIMITS_BASE}/ping`, headers }),
    deposit: (accountId: number, amount: number) =>
      t.app.inject({ method: 'POST', url: '/payments-api/deposit', headers: { ...headers, ...idempotencyKey() }, payload: { accountId, amount } }),
    mainAccountId: () => accountIdOf(t, token),
  };
}

export const HOUR_MS = 3_600_000;

/**
 * Moves the test clock to 08:00 site time (core.timeZone) of today. Session time counts per site day, so a
 * test that moves the clock by a few hours must not cross the site's midnight, whenever the suite runs.
 * Call it before signing in (tokens carry the clock's time).
 */
export function startAtSiteMorning(t: TestApi): void {
  const dayMs = 24 * HOUR_MS;
  const offsetMs = DEFAULT_SITE_CONFIG.core.timeZone * HOUR_MS;
  t.clock.set(Math.floor((t.clock.now() + offsetMs) / dayMs) * dayMs - offsetMs + 8 * HOUR_MS);
}

interface FeedGame { id: string; startTime: number; markets: Array<{ typeId: number; outcomes: Array<{ id: string; coef: number }> }> }

/** Places a single bet of `amount` from `accountId` on the n-th pre-match game starting over an hour from now. */
export async function placeBet(t: TestApi, token: string, accountId: number, amount: number, gameIndex = 0) {
  const { games } = t.json<{ games: FeedGame[] }>(await t.app.inject('/betting-api/games?section=line&limit=60'));
  const outcome = games.filter((g) => g.startTime * 1000 > t.clock.now() + HOUR_MS)[gameIndex]!.markets.find((m) => m.typeId === 1)!.outcomes[0]!;
  return t.app.inject({
    method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(token), 'x-language': 'en', 'idempotency-key': randomUUID() },
    payload: { typeId: 0, accountId, amount, bets: [{ outcomeId: outcome.id, coef: outcome.coef }] },
  });
}

