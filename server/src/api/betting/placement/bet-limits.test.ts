/** The limits the slip reads (GET /betting-api/limits) are the ones placement enforces, per currency. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { betLimitsForCurrency, type BetLimitsTable } from '@arena/domain';
import { accountIdOf, bearer, buildTestApi, idempotencyKey, type TestApi } from '../../test-support.ts';

interface Game { id: string; startTime: number; markets: Array<{ typeId: number; outcomes: Array<{ id: string; coef: number }> }> }

let t: TestApi;
let token: string;
beforeEach(async () => {
  t = await buildTestApi();
  token = await t.login('demo', 'Demo1234!');
});
afterEach(async () => {
  await t.app.close();
});

async function lineOutcome(): Promise<{ id: string; coef: number }> {
  const { games } = t.json<{ games: Game[] }>(await t.app.inject('/betting-api/games?section=line&limit=60'));
  const game = games.find((g) => g.startTime * 1000 > t.clock.now() + 3600_000)!;
  return game.markets.find((m) => m.typeId === 1)!.outcomes[0]!;
}

describe('GET /betting-api/limits', () => {
  it('answers a row per currency and a fallback, the USD row 0.2 – 100', async () => {
    const table = t.json<BetLimitsTable>(await t.app.inject('/betting-api/limits'));
    expect(betLimitsForCurrency(table, 'USD')).toMatchObject({ minBetAmount: 0.2, maxBetAmount: 100 });
    expect(betLimitsForCurrency(table, 'RUB')).toMatchObject({ minBetAmount: 10, maxBetAmount: 5000 });
    expect(table.fallback).toEqual(betLimitsForCurrency(table, 'RUB'));
  });

  it('a USD account places 5 USD and is refused above the USD max the endpoint names', async () => {
    const table = t.json<BetLimitsTable>(await t.app.inject('/betting-api/limits'));
    const usd = betLimitsForCurrency(table, 'USD');
    const accountId = await accountIdOf(t, token, 9);
    const outcome = await lineOutcome();
    const place = (amount: number) =>
      t.app.inject({
        method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(token), ...idempotencyKey() },
        payload: { typeId: 0, accountId, amount, bets: [{ outcomeId: outcome.id, coef: outcome.coef }] },
      });
    expect((await place(5)).statusCode).toBe(200);
    const above = await place(usd.maxBetAmount + 1);
    expect(t.json<{ code: string; max: number }>(above)).toMatchObject({ code: 'amount_above_max', max: usd.maxBetAmount });
  });
});
