import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, buildTestApi, accountIdOf, type TestApi, idempotencyKey } from '../../test-support.ts';

interface Game { id: string; startTime: number; markets: Array<{ id: string; typeId: number; outcomes: Array<{ id: string; coef: number }> }> }

let t: TestApi;
let token: string;
let mainAccountId: number;
let bonusAccountId: number;

beforeEach(async () => {
  t = await buildTestApi();
  token = await t.login('demo', 'Demo1234!');
  mainAccountId = await accountIdOf(t, token);
  bonusAccountId = await accountIdOf(t, token, 4);
});
afterEach(async () => {
  await t.app.close();
});

/** Line games far enough ahead not to start during the test, each with its winner market. */
async function lineGames(n: number): Promise<Game[]> {
  const { games } = t.json<{ games: Game[] }>(await t.app.inject('/betting-api/games?section=line&limit=60'));
  return games.filter((g) => g.startTime * 1000 > t.clock.now() + 3600_000).slice(0, n);
}
const firstOutcome = (g: Game) => g.markets.find((m) => m.typeId === 1)!.outcomes[0]!;
const place = (payload: object, auth = token) =>
  t.app.inject({ method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(auth), ...idempotencyKey() }, payload });
const balance = async () => t.json<{ balance: number }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) })).balance;
const body = (r: LightMyRequestResponse) => t.json<Record<string, unknown>>(r);

describe('bet placement', () => {
  it('places an express: answers the coupon id, stores it, debits the account by the stake', async () => {
    const games = await lineGames(3);
    const bets = games.map((g) => ({ outcomeId: firstOutcome(g).id, coef: firstOutcome(g).coef }));
    const response = await place({ typeId: 1, accountId: mainAccountId, amount: 100, bets });
    expect(response.statusCode).toBe(200);
    const answer = body(response) as { couponId: string; coupon: { typeId: number; bets: unknown[]; coef: number }; balance: number };
    expect(answer.couponId).toMatch(/^\d+$/);
    expect(answer.coupon.bets).toHaveLength(3);
    expect(answer.coupon.coef).toBeCloseTo(bets.reduce((p, b) => p * b.coef, 1), 2);
    expect(await balance()).toBe(9900);
    const history = t.json<{ coupons: Array<{ id: string }> }>(await t.app.inject({ url: '/betting-api/coupons', headers: bearer(token) }));
    expect(history.coupons.map((c) => c.id)).toEqual([answer.couponId]);
  });

  it('places a system 2/3 with the stake split over the lines', async () => {
    const games = await lineGames(3);
    const bets = games.map((g) => ({ outcomeId: firstOutcome(g).id, coef: firstOutcome(g).coef }));
    const response = await place({ typeId: 2, systemValue: 2, accountId: mainAccountId, amount: 300, bets });
    expect(response.statusCode).toBe(200);
    expect((body(response) as { coupon: { systemValue: number } }).coupon.systemValue).toBe(2);
  });

  it('singles (10001): one type-0 coupon per bet, one result per bet, a bad bet rejected alone', async () => {
    const games = await lineGames(2);
    const bets = [...games.map((g) => ({ outcomeId: firstOutcome(g).id, coef: firstOutcome(g).coef })), { outcomeId: '1-w-1', coef: 2 }];
    const response = await place({ typeId: 10001, accountId: mainAccountId, amount: 50, bets });
    expect(response.statusCode).toBe(200);
    const singles = (body(response) as { singles: Array<{ ok: boolean; couponId?: string; code?: string }> }).singles;
    expect(singles.map((s) => s.ok)).toEqual([true, true, false]);
    expect(singles[2]!.code).toBe('outcome_not_found');
    expect(await balance()).toBe(9900);
  });

  it('rejects wrong bet counts per type, dependent outcomes, bad system sizes and promo codes on singles', async () => {
    const [a, b] = await lineGames(2);
    const betA = { outcomeId: firstOutcome(a!).id, coef: firstOutcome(a!).coef };
    const betB = { outcomeId: firstOutcome(b!).id, coef: firstOutcome(b!).coef };
    const sameGame = { outcomeId: a!.markets.find((m) => m.typeId === 1)!.outcomes[1]!.id, coef: 3 };
    expect(body(await place({ typeId: 1, accountId: mainAccountId, amount: 100, bets: [betA] }))).toMatchObject({ code: 'bets_count_invalid' });
    expect(body(await place({ typeId: 0, accountId: mainAccountId, amount: 100, bets: [betA, betB] }))).toMatchObject({ code: 'bets_count_invalid' });
    expect(body(await place({ typeId: 1, accountId: mainAccountId, amount: 100, bets: [betA, sameGame] }))).toMatchObject({ code: 'dependent_bets' });
    expect(body(await place({ typeId: 2, systemValue: 2, accountId: mainAccountId, amount: 100, bets: [betA, betB] }))).toMatchObject({ code: 'bets_count_invalid' });
    expect(body(await place({ typeId: 10001, promoCode: 'X', accountId: mainAccountId, amount: 100, bets: [betA] }))).toMatchObject({ code: 'promo_not_allowed' });
    const validation = await place({ typeId: 7, accountId: mainAccountId, amount: 100, bets: [betA] });
    expect(validation.statusCode).toBe(400);
    expect(body(validation)).toMatchObject({ code: 'validation_error' });
    expect(validation.body).not.toMatch(/at .*\.ts/);
  });

  it('refuses a stake over the max (with the max in the answer), under the min, and over the balance', async () => {
    const [a] = await lineGames(1);
    const bet = { outcomeId: firstOutcome(a!).id, coef: firstOutcome(a!).coef };
    const over = await place({ typeId: 0, accountId: mainAccountId, amount: 6000, bets: [bet] });
    expect(over.statusCode).toBe(400);
    expect(body(over)).toMatchObject({ code: 'amount_above_max', max: 5000, currency: 'RUB', message: 'Сумма больше максимальной' });
    expect(body(await place({ typeId: 0, accountId: mainAccountId, amount: 5, bets: [bet] }))).toMatchObject({ code: 'amount_below_min', min: 10 });
    // No max on a bonus account (spec §5), so the 500 there is limited by its balance only.
    expect(body(await place({ typeId: 0, accountId: bonusAccountId, amount: 600, bets: [bet] }))).toMatchObject({ code: 'insufficient_funds' });
    expect(await balance()).toBe(10000);
  });

  it('needs a signed-in user and one of their own accounts', async () => {
    const [a] = await lineGames(1);
    const bet = { outcomeId: firstOutcome(a!).id, coef: firstOutcome(a!).coef };
    expect((await place({ typeId: 0, accountId: mainAccountId, amount: 100, bets: [bet] }, 'nope')).statusCode).toBe(401);
    expect(body(await place({ typeId: 0, accountId: 999, amount: 100, bets: [bet] }))).toMatchObject({ code: 'account_not_found' });
  });
});
