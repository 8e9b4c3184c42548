/** Placement with promo codes, VIP bets and bonus bets (inject against the real API). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApi, type TestApi } from '../../test-support.ts';
import { PROMO_CODES } from './promo-codes.ts';

interface Game { id: string; sportId: number; startTime: number; markets: Array<{ id: string; typeId: number; outcomes: Array<{ id: string; coef: number }> }> }

let t: TestApi;
let token: string;
let accountId: number;

beforeEach(async () => {
  t = await buildTestApi();
  token = await t.login('demo', 'Demo1234!');
  const data = t.json<{ all_accounts: Array<{ id: number; type: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) }));
  accountId = data.all_accounts.find((a) => a.type === 0)!.id;
});
afterEach(async () => {
  await t.app.close();
});

async function lineBets(n: number) {
  const { games } = t.json<{ games: Game[] }>(await t.app.inject('/betting-api/games?section=line&limit=80'));
  return games
    .filter((g) => g.sportId !== 0 && g.startTime * 1000 > t.clock.now() + 3600_000)
    .slice(0, n)
    .map((g) => {
      const o = g.markets.find((m) => m.typeId === 1)!.outcomes[0]!;
      return { outcomeId: o.id, coef: o.coef };
    });
}
const place = (payload: object) => t.app.inject({ method: 'POST', url: '/betting-api/coupon/place', headers: bearer(token), payload });

describe('promo codes', () => {
  it('the demo table holds EXPRESS10: +10 % on an express', () => {
    expect(PROMO_CODES).toContainEqual({ code: 'EXPRESS10', couponTypeIds: [1], minBets: 2, winBonusPercent: 10 });
  });

  it('refuses an unknown code with a clear message', async () => {
    const response = await place({ typeId: 1, accountId, amount: 100, promoCode: 'NOPE', bets: await lineBets(2) });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ code: 'promo_unknown', message: expect.stringMatching(/^(Unknown promo code|Такого промокода нет)$/), promoCode: 'NOPE' });
  });

  it('accepts EXPRESS10 (any case) on an express and adds 10 % to the possible win', async () => {
    const bets = await lineBets(2);
    const plain = t.json<{ coupon: { possibleWin: number } }>(await place({ typeId: 1, accountId, amount: 100, bets }));
    const response = await place({ typeId: 1, accountId, amount: 100, promoCode: 'express10', bets });
    expect(response.statusCode).toBe(200);
    const { coupon } = t.json<{ coupon: { possibleWin: number; promoCode: string } }>(response);
    expect(coupon.promoCode).toBe('EXPRESS10');
    expect(coupon.possibleWin).toBeCloseTo(plain.coupon.possibleWin * 1.1, 1);
  });

  it('refuses the code on a coupon it does not apply to, and any code on singles', async () => {
    const [one] = await lineBets(1);
    expect(t.json(await place({ typeId: 0, accountId, amount: 100, promoCode: 'EXPRESS10', bets: [one] }))).toMatchObject({ code: 'promo_not_applicable' });
    expect(t.json(await place({ typeId: 10001, accountId, amount: 100, promoCode: 'EXPRESS10', bets: await lineBets(2) }))).toMatchObject({ code: 'promo_not_allowed' });
  });
});
