/** Placement with promo codes, VIP bets and bonus bets (inject against the real API). */
import { describe, expect, it } from 'vitest';
import { bearer, type TestApi, idempotencyKey, buildDemoSession, freshForEachTest } from '../../test-support.ts';
import { PROMO_CODES } from './promo-codes.ts';

interface Game { id: string; sportId: number; startTime: number; markets: Array<{ id: string; typeId: number; outcomes: Array<{ id: string; coef: number }> }> }

let t: TestApi;
let token: string;
let accountId: number;

freshForEachTest(buildDemoSession, (session) => {
  ({ t, token, accountId } = session);
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
const place = (payload: object) => t.app.inject({ method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(token), ...idempotencyKey() }, payload });

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

describe('VIP bet (spec §5)', () => {
  const balance = async () => t.json<{ balance: number }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) })).balance;

  it('a line express above the max with isVipBet is sent for approval: stored pending, stake held, pending in history', async () => {
    const before = await balance();
    const response = await place({ typeId: 1, accountId, amount: 6000, isVipBet: true, bets: await lineBets(2) });
    expect(response.statusCode).toBe(200);
    const answer = t.json<{ couponId: string; pendingApproval: boolean; coupon: { status: string } }>(response);
    expect(answer).toMatchObject({ pendingApproval: true, coupon: { status: 'pending' } });
    expect(await balance()).toBe(before - 6000);
    const history = t.json<{ coupons: Array<{ id: string; status: string }> }>(await t.app.inject({ url: '/betting-api/coupons', headers: bearer(token) }));
    expect(history.coupons).toContainEqual(expect.objectContaining({ id: answer.couponId, status: 'pending' }));
  });

  it('without isVipBet the max refuses; within the max a VIP coupon is simply placed', async () => {
    const bets = await lineBets(2);
    expect(t.json(await place({ typeId: 1, accountId, amount: 6000, bets }))).toMatchObject({ code: 'amount_above_max' });
    const within = t.json<{ coupon: { status: string }; pendingApproval?: boolean }>(await place({ typeId: 1, accountId, amount: 100, isVipBet: true, bets }));
    expect(within.coupon.status).toBe('open');
    expect(within.pendingApproval).toBeUndefined();
  });

  it('is not available with a live bet, nor on singles', async () => {
    const { games } = t.json<{ games: Game[] }>(await t.app.inject('/betting-api/games?section=live'));
    const live = games[0]!;
    const liveOutcome = live.markets.find((m) => m.typeId === 1)!.outcomes[0]!;
    await t.app.inject({ method: 'POST', url: '/test-api/betting/game', payload: { gameId: live.id, coefs: { [liveOutcome.id]: 2 }, isBlocked: false } });
    const [line] = await lineBets(1);
    const withLive = await place({ typeId: 1, accountId, amount: 6000, isVipBet: true, bets: [line, { outcomeId: liveOutcome.id, coef: 2 }] });
    expect(t.json(withLive)).toMatchObject({ code: 'amount_above_max' });
    const singles = t.json<{ singles: Array<{ ok: boolean; code?: string }> }>(await place({ typeId: 10001, accountId, amount: 6000, isVipBet: true, bets: await lineBets(2) }));
    expect(singles.singles.every((s) => !s.ok && s.code === 'amount_above_max')).toBe(true);
  });
});
