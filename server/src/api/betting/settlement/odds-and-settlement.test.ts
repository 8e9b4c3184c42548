import { describe, expect, it } from 'vitest';
import { bearer, type TestApi, idempotencyKey, buildDemoSession, freshForEachTest } from '../../test-support.ts';
import { couponOutcome } from './settle.ts';

interface Game { id: string; startTime: number; markets: Array<{ id: string; typeId: number; outcomes: Array<{ id: string; coef: number }> }> }

let t: TestApi;
let token: string;
let accountId: number;

freshForEachTest(buildDemoSession, (session) => {
  ({ t, token, accountId } = session);
});

async function liveGame(): Promise<{ game: Game; outcome: { id: string; coef: number } }> {
  const { games } = t.json<{ games: Game[] }>(await t.app.inject('/betting-api/games?section=live'));
  const game = games[0]!;
  return { game, outcome: game.markets.find((m) => m.typeId === 1)!.outcomes[0]! };
}
const control = (payload: object) => t.app.inject({ method: 'POST', url: '/test-api/betting/game', payload });
const place = (payload: object) => t.app.inject({ method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(token), ...idempotencyKey() }, payload });
const single = (outcomeId: string, coef: number, changeCoefAction?: number) => ({ typeId: 0, accountId, amount: 100, bets: [{ outcomeId, coef }], ...(changeCoefAction === undefined ? {} : { changeCoefAction }) });
const balance = async () => t.json<{ balance: number }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) })).balance;

describe('odds changes per changeCoefAction', () => {
  it('0 rejects any change, naming the shown and the current odds', async () => {
    const { game, outcome } = await liveGame();
    await control({ gameId: game.id, coefs: { [outcome.id]: 5 }, isBlocked: false });
    const response = await place(single(outcome.id, 4, 0));
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ code: 'odds_changed', changes: [{ outcomeId: outcome.id, shownCoef: 4, currentCoef: 5 }] });
  });

  it('1 accepts only higher odds', async () => {
    const { game, outcome } = await liveGame();
    await control({ gameId: game.id, coefs: { [outcome.id]: 3 }, isBlocked: false });
    expect(t.json(await place(single(outcome.id, 4, 1)))).toMatchObject({ code: 'odds_changed' });
    const accepted = await place(single(outcome.id, 2.5, 1));
    expect(accepted.statusCode).toBe(200);
    expect(t.json<{ coupon: { coef: number } }>(accepted).coupon.coef).toBe(3);
  });

  it('2 (the default) accepts any change, at the current odds', async () => {
    const { game, outcome } = await liveGame();
    await control({ gameId: game.id, coefs: { [outcome.id]: 1.5 }, isBlocked: false });
    const response = await place(single(outcome.id, 4));
    expect(response.statusCode).toBe(200);
    expect(t.json<{ coupon: { coef: number; changeCoefAction: number } }>(response).coupon).toMatchObject({ coef: 1.5, changeCoefAction: 2 });
  });

  it('unchanged odds are accepted under every policy; blocked and finished events are refused', async () => {
    const { game, outcome } = await liveGame();
    await control({ gameId: game.id, coefs: { [outcome.id]: 2.2 }, isBlocked: false });
    expect((await place(single(outcome.id, 2.2, 0))).statusCode).toBe(200);
    await control({ gameId: game.id, isBlocked: true });
    expect(t.json(await place(single(outcome.id, 2.2)))).toMatchObject({ code: 'event_blocked' });
    await control({ gameId: game.id, isBlocked: false, finishedScore: [1, 0] });
    expect(t.json(await place(single(outcome.id, 2.2)))).toMatchObject({ code: 'event_finished' });
  });
});

describe('settlement', () => {
  it('a finished game settles the bet and credits the winnings to the account', async () => {
    const { game, outcome } = await liveGame();
    await control({ gameId: game.id, coefs: { [outcome.id]: 2 }, isBlocked: false });
    const placed = t.json<{ couponId: string }>(await place(single(outcome.id, 2)));
    expect(await balance()).toBe(9900);
    await control({ gameId: game.id, finishedScore: [3, 0] });
    expect(t.json(await t.app.inject({ method: 'POST', url: '/test-api/betting/settle' }))).toEqual({ closed: 1 });
    expect(await balance()).toBe(10100);
    const coupon = t.json<{ coupon: { status: string; payout: number; bets: Array<{ result: string }> } }>(
      await t.app.inject({ url: `/betting-api/coupons/${placed.couponId}`, headers: bearer(token) }),
    ).coupon;
    expect(coupon).toMatchObject({ status: 'won', payout: 200, bets: [{ result: 'win' }] });
  });

  it('express: one lost leg loses at once; all won pays the product; void legs count as odds 1', () => {
    const coupon = { type_id: 1, amount: 10, system_value: 0 };
    const leg = (coef: number, result: 'open' | 'win' | 'lose' | 'void') => ({ coef, result, is_banker: 0 });
    expect(couponOutcome(coupon, [leg(2, 'lose'), leg(3, 'open')], 0, 'RUB')).toEqual({ status: 'lost', payout: 0 });
    expect(couponOutcome(coupon, [leg(2, 'win'), leg(3, 'open')], 0, 'RUB')).toBeNull();
    expect(couponOutcome(coupon, [leg(2.6, 'win'), leg(3.5, 'win'), leg(1.2, 'win')], 0, 'RUB')).toEqual({ status: 'won', payout: 109.2 });
    expect(couponOutcome(coupon, [leg(2, 'win'), leg(3, 'void')], 0, 'RUB')).toEqual({ status: 'won', payout: 20 });
    expect(couponOutcome(coupon, [leg(2, 'void'), leg(3, 'void')], 0, 'RUB')).toEqual({ status: 'void', payout: 10 });
    expect(couponOutcome(coupon, [leg(20, 'win'), leg(30, 'win')], 1000, 'RUB')).toEqual({ status: 'won', payout: 1000 });
  });

  it('system 2/3: each line pays alone (1.90, 2.00, 2.50 at 600: all win 2710; one lost leg keeps one line)', () => {
    const coupon = { type_id: 2, amount: 600, system_value: 2 };
    const legs = (r3: 'win' | 'lose') => [
      { coef: 1.9, result: 'win' as const, is_banker: 0 },
      { coef: 2, result: 'win' as const, is_banker: 0 },
      { coef: 2.5, result: r3, is_banker: 0 },
    ];
    expect(couponOutcome(coupon, legs('win'), 0, 'RUB')).toEqual({ status: 'won', payout: 2710 });
    expect(couponOutcome(coupon, legs('lose'), 0, 'RUB')).toEqual({ status: 'won', payout: 760 });
  });
});
