/**
 * Issue 17 item 2: a promo code is checked against the current coupon before placement
 * (POST /betting-api/coupon/promo-check), with the placement's rules and the stored coupon's arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { bearer, type TestApi, idempotencyKey, buildDemoSession, freshForEachTest } from '../../test-support.ts';
import { PROMO_CHECK_PATH } from './promo-check.ts';

let t: TestApi;
let token: string;
let accountId: number;

freshForEachTest(buildDemoSession, (session) => {
  ({ t, token, accountId } = session);
});

const check = (payload: object, auth = true) =>
  t.app.inject({ method: 'POST', url: PROMO_CHECK_PATH, headers: auth ? bearer(token) : {}, payload });
const twoLegs = [{ outcomeId: '11969152-w-1', coef: 2 }, { outcomeId: '11969153-w-1', coef: 5.5 }];

describe('promo code check before placement', () => {
  it('EXPRESS10 on a 2-leg express: valid, +10 %, possible win 1 100 → 1 210', async () => {
    const response = await check({ promoCode: 'express10', typeId: 1, bets: twoLegs, amount: 100, accountId });
    expect(response.statusCode).toBe(200);
    expect(t.json(response)).toEqual({ valid: true, promoCode: 'EXPRESS10', winBonusPercent: 10, possibleWin: 1210 });
  });

  it('an unknown code is refused with its reason (ru and en), before any placement', async () => {
    const inLanguage = (language: string) =>
      t.app.inject({ method: 'POST', url: PROMO_CHECK_PATH, headers: { ...bearer(token), 'x-language': language }, payload: { promoCode: 'NOPE', typeId: 1, bets: twoLegs } });
    const en = await inLanguage('en');
    expect(en.statusCode).toBe(200);
    expect(t.json(en)).toMatchObject({ valid: false, code: 'promo_unknown', message: 'Unknown promo code', promoCode: 'NOPE' });
    expect(t.json(await inLanguage('ru'))).toMatchObject({ valid: false, code: 'promo_unknown', message: 'Такого промокода нет' });
  });

  it('a code on a coupon it does not fit is refused: a single (not applicable), singles (not allowed)', async () => {
    expect(t.json(await check({ promoCode: 'EXPRESS10', typeId: 0, bets: twoLegs.slice(0, 1) }))).toMatchObject({ valid: false, code: 'promo_not_applicable', minBets: 2 });
    expect(t.json(await check({ promoCode: 'EXPRESS10', typeId: 10001, bets: twoLegs }))).toMatchObject({ valid: false, code: 'promo_not_allowed' });
  });

  it('the win is capped by the account currency max payout, like the stored coupon', async () => {
    const body = t.json<{ possibleWin: number }>(await check({ promoCode: 'EXPRESS10', typeId: 1, bets: [{ outcomeId: '1-w-1', coef: 900 }, { outcomeId: '2-w-1', coef: 900 }], amount: 5000, accountId }));
    expect(body.possibleWin).toBe(1_000_000);
  });

  it('signed-in players only; the body is validated by its schema', async () => {
    expect((await check({ promoCode: 'EXPRESS10', typeId: 1, bets: twoLegs }, false)).statusCode).toBe(401);
    expect((await check({ promoCode: '', typeId: 1, bets: twoLegs })).statusCode).toBe(400);
    expect((await check({ promoCode: 'EXPRESS10', typeId: 3, bets: twoLegs })).statusCode).toBe(400);
    expect((await check({ promoCode: 'EXPRESS10', typeId: 1, bets: [] })).statusCode).toBe(400);
  });

  it('agrees with placement: the stored coupon carries the possible win the check announced', async () => {
    const { games } = t.json<{ games: Array<{ sportId: number; startTime: number; markets: Array<{ typeId: number; outcomes: Array<{ id: string; coef: number }> }> }> }>(
      await t.app.inject('/betting-api/games?section=line&limit=80'),
    );
    const bets = games
      .filter((g) => g.sportId !== 0 && g.startTime * 1000 > t.clock.now() + 3600_000)
      .slice(0, 2)
      .map((g) => ({ outcomeId: g.markets.find((m) => m.typeId === 1)!.outcomes[0]!.id, coef: g.markets.find((m) => m.typeId === 1)!.outcomes[0]!.coef }));
    const announced = t.json<{ possibleWin: number }>(await check({ promoCode: 'EXPRESS10', typeId: 1, bets, amount: 100, accountId })).possibleWin;
    const placed = await t.app.inject({ method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(token), ...idempotencyKey() }, payload: { typeId: 1, accountId, amount: 100, promoCode: 'EXPRESS10', bets } });
    expect(t.json<{ coupon: { possibleWin: number } }>(placed).coupon.possibleWin).toBe(announced);
  });
});
