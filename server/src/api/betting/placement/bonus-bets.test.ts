/** Bonus bets end to end on the API (inject): the catalogue's bonus selection, pricing, refusals, settlement. */
import { bonusBetCoef } from '@arena/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, type TestApi, idempotencyKey, buildDemoSession } from '../../test-support.ts';
import { withBonusResults } from '../settlement/bonus-legs.ts';

interface Game { id: string; sportId: number; startTime: number; markets: Array<{ id: string; typeId: number; outcomes: Array<{ id: string; coef: number }> }> }
interface Bonus { sportId: number; gameId: string; market: { id: string; typeId: number; outcomes: Array<{ id: string; name: string; coef: number }> } }
interface Coupon { id: string; status: string; coef: number; payout: number; possibleWin: number; bets: Array<{ outcomeId: string; sportId: number; coef: number; result: string }> }

let t: TestApi;
let token: string;
let accountId: number;
let bonusId: string;

beforeEach(async () => {
  ({ t, token, accountId } = await buildDemoSession());
  bonusId = t.json<{ bonus: Bonus }>(await t.app.inject('/betting-api/bonus')).bonus.market.outcomes[0]!.id;
});
afterEach(async () => {
  await t.app.close();
});

const control = (payload: object) => t.app.inject({ method: 'POST', url: '/test-api/betting/game', payload });
const place = (payload: object) => t.app.inject({ method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(token), ...idempotencyKey() }, payload });

/** n line games ahead, each winner '1' pinned at the given odds so the auto-bonus thresholds are exact. */
async function lineBets(coefs: number[]) {
  const { games } = t.json<{ games: Game[] }>(await t.app.inject('/betting-api/games?section=line&limit=80'));
  const picked = games.filter((g) => g.startTime * 1000 > t.clock.now() + 3600_000).slice(0, coefs.length);
  return Promise.all(
    picked.map(async (g, i) => {
      const outcomeId = g.markets.find((m) => m.typeId === 1)!.outcomes[0]!.id;
      await control({ gameId: g.id, coefs: { [outcomeId]: coefs[i] }, isBlocked: false });
      return { gameId: g.id, outcomeId, coef: coefs[i]! };
    }),
  );
}

describe('bonus selection in the catalogue', () => {
  it('one fixed outcome of sport 0, market type 90, listed at the spec default 1.1', async () => {
    const { bonus } = t.json<{ bonus: Bonus }>(await t.app.inject('/betting-api/bonus?lang=en'));
    expect(bonus).toMatchObject({ sportId: 0, gameId: '0', market: { typeId: 90, outcomes: [{ id: '0-bonus-acca', coef: 1.1 }] } });
  });
});

describe('placing a bonus bet', () => {
  it('rides on an express of 3 qualifying bets, priced with bonusBetCoef(3) = 1.03', async () => {
    const bets = await lineBets([1.5, 2, 1.1]);
    const response = await place({ typeId: 1, accountId, amount: 100, bets: [...bets, { outcomeId: bonusId, coef: bonusBetCoef(3) }] });
    expect(response.statusCode).toBe(200);
    const { coupon } = t.json<{ coupon: Coupon }>(response);
    expect(coupon.bets.find((b) => b.outcomeId === bonusId)).toMatchObject({ sportId: 0, coef: 1.03 });
    expect(coupon.coef).toBeCloseTo(1.5 * 2 * 1.1 * 1.03, 3);
  });

  it('the price follows the number of bets it rides on, whatever the client sent (policy 2 accepts the move)', async () => {
    const bets = await lineBets([1.5, 1.6, 1.7, 1.8, 1.9]);
    const { coupon } = t.json<{ coupon: Coupon }>(await place({ typeId: 1, accountId, amount: 100, bets: [...bets, { outcomeId: bonusId, coef: 1.1 }] }));
    expect(coupon.bets.find((b) => b.outcomeId === bonusId)?.coef).toBe(bonusBetCoef(5));
  });

  it('refused with a clear message when the express does not qualify (2 bets, a bet under 1.1) or is not an express', async () => {
    const bets = await lineBets([1.5, 2, 1.05]);
    const bonus = { outcomeId: bonusId, coef: 1.02 };
    for (const payload of [
      { typeId: 1, bets: [bets[0], bets[1], bonus] },
      { typeId: 1, bets: [...bets, { outcomeId: bonusId, coef: 1.03 }] },
      { typeId: 2, systemValue: 2, bets: [bets[0], bets[1], bonus] },
      { typeId: 0, bets: [bonus] },
    ]) {
      const response = await place({ accountId, amount: 100, ...payload });
      expect(response.statusCode).toBe(400);
      expect(t.json(response)).toMatchObject({ code: 'bonus_bet_not_available', message: expect.stringMatching(/express of 3 or more bets|экспрессу из 3/), outcomeIds: [bonusId] });
    }
  });

  it('refused when the site config does not allow auto bonus bets', async () => {
    const bets = await lineBets([1.5, 2, 1.3]);
    await t.app.inject({ method: 'PATCH', url: '/test-api/config', payload: { betting: { autoBonusBet: false } } });
    expect(t.json(await place({ typeId: 1, accountId, amount: 100, bets: [...bets, { outcomeId: bonusId, coef: 1.03 }] }))).toMatchObject({ code: 'bonus_bet_not_available' });
    expect((await place({ typeId: 1, accountId, amount: 100, bets })).statusCode).toBe(200);
  });
});

describe('settling a bonus bet', () => {
  async function placeAndFinish(scores: Array<[number, number]>) {
    const bets = await lineBets([1.5, 2, 1.2]);
    const placed = t.json<{ couponId: string }>(await place({ typeId: 1, accountId, amount: 100, bets: [...bets, { outcomeId: bonusId, coef: 1.03 }] }));
    for (const [i, bet] of bets.entries()) await control({ gameId: bet.gameId, finishedScore: scores[i] });
    await t.app.inject({ method: 'POST', url: '/test-api/betting/settle' });
    return t.json<{ coupon: Coupon }>(await t.app.inject({ url: `/betting-api/coupons/${placed.couponId}`, headers: bearer(token) })).coupon;
  }

  it('won when the rest of the express wins: the payout carries the bonus odds', async () => {
    const coupon = await placeAndFinish([[2, 0], [3, 1], [1, 0]]);
    expect(coupon.status).toBe('won');
    expect(coupon.payout).toBeCloseTo(100 * 1.5 * 2 * 1.2 * 1.03, 1);
    expect(coupon.bets.map((b) => b.result)).toEqual(['win', 'win', 'win', 'win']);
  });

  it('lost with the express when another leg loses', async () => {
    const coupon = await placeAndFinish([[2, 0], [0, 3], [1, 0]]);
    expect(coupon).toMatchObject({ status: 'lost', payout: 0 });
    expect(coupon.bets.at(-1)?.result).toBe('lose');
  });

  it('the rule: open while the rest is open, void when the rest is all void', () => {
    const leg = (outcome_id: string, sport_id: number, result: 'open' | 'win' | 'lose' | 'void') => ({ outcome_id, sport_id, result });
    const bonus = leg('0-bonus-acca', 0, 'open');
    expect(withBonusResults([leg('1-w-1', 1, 'win'), leg('2-w-1', 1, 'open'), bonus]).at(-1)?.result).toBe('open');
    expect(withBonusResults([leg('1-w-1', 1, 'void'), leg('2-w-1', 1, 'void'), bonus]).at(-1)?.result).toBe('void');
    expect(withBonusResults([leg('1-w-1', 1, 'void'), leg('2-w-1', 1, 'win'), bonus]).at(-1)?.result).toBe('win');
  });
});
