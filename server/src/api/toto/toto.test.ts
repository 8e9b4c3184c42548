/**
 * Toto over the API: the draw calendar, placing a coupon (Idempotency-Key, balance, refusals for missing
 * picks, a stake that does not split over the variants, a closed draw, limits) and settlement from the
 * simulation once the draw has closed and its events are over.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMIT_TYPE } from '@arena/domain';
import { ARCHIVE_DRAWS } from './toto-draws.ts';
import { limitsClient } from '../limits/limits-test-support.ts';
import { bearer, buildDemoSession, idempotencyKey, type TestApi } from '../test-support.ts';

interface Draw { id: number; status: string; closesAt: number; events: Array<{ gameId: string; startTime: number; result: string | null }>; results: string[] | null; settlements: Array<{ currency: string; pool: number; prizeFund: number; categories: Array<{ correct: number; winners: number; prize: number }> }> }
interface Coupon { id: string; drawId: number; variants: number; amount: number; status: string; correct: number | null; payout: number }

let t: TestApi;
let token: string;
let accountId: number;
beforeAll(async () => {
  ({ t, token, accountId } = await buildDemoSession());
});
afterAll(async () => {
  await t.app.close();
});
beforeEach(async () => {
  await t.app.inject({ method: 'DELETE', url: '/test-api/betting/overrides' });
});

const twoDoubles = ['1X', '1X', ...Array.from({ length: 13 }, () => '1')];
const current = async () => t.json<{ draw: Draw }>(await t.app.inject('/toto-api/draws/current')).draw;
const place = (payload: object, key = idempotencyKey(), lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/toto-api/coupons', headers: { ...bearer(token), ...key, 'x-language': lang }, payload });
const balance = async () =>
  t.json<{ all_accounts: Array<{ id: number; money: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) })).all_accounts.find((a) => a.id === accountId)!.money;
const coupons = async () => t.json<{ coupons: Coupon[] }>(await t.app.inject({ url: '/toto-api/coupons', headers: bearer(token) })).coupons;

describe('toto draws', () => {
  it('the current draw has 15 events with a draw result possible, closes at its first kick-off and is open', async () => {
    const draw = await current();
    expect(draw.events).toHaveLength(15);
    expect(draw.status).toBe('open');
    expect(draw.closesAt).toBe(draw.events[0]!.startTime);
    expect(draw.closesAt * 1000).toBeGreaterThan(t.clock.now());
    const next = t.json<{ draw: Draw }>(await t.app.inject('/toto-api/draws/next')).draw;
    expect(next.id).toBe(draw.id + 1);
    const past = t.json<{ draws: Draw[] }>(await t.app.inject('/toto-api/draws?limit=2')).draws;
    expect(past.map((d) => d.id)).toEqual([draw.id - 1, draw.id - 2]);
    expect(past[1]!.status).toBe('finished');
    expect(past[1]!.results).toHaveLength(15);
    expect((await t.app.inject(`/toto-api/draws/${draw.id + 5}`)).statusCode).toBe(404);
  });

  it("the archive a player may page through is the contract's limit: ARCHIVE_DRAWS draws back, not one more", async () => {
    const draw = await current();
    const archive = await t.app.inject(`/toto-api/draws?limit=${ARCHIVE_DRAWS}`);
    expect(archive.statusCode).toBe(200);
    expect(t.json<{ draws: Draw[] }>(archive).draws.at(-1)!.id).toBe(draw.id - ARCHIVE_DRAWS);
    expect((await t.app.inject(`/toto-api/draws?limit=${ARCHIVE_DRAWS + 1}`)).statusCode).toBe(400);
    expect((await t.app.inject(`/toto-api/draws/${draw.id - ARCHIVE_DRAWS}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/toto-api/draws/${draw.id - ARCHIVE_DRAWS - 1}`)).statusCode).toBe(404);
  });
});

describe('toto coupon placement', () => {
  it('two double picks make 4 variants; the stake is debited once per Idempotency-Key', async () => {
    const draw = await current();
    const before = await balance();
    const key = idempotencyKey();
    const body = { drawId: draw.id, accountId, amount: 40, picks: twoDoubles };
    const first = await place(body, key);
    expect(first.statusCode).toBe(200);
    const placed = t.json<{ coupon: Coupon; balance: number }>(first);
    expect(placed.coupon).toMatchObject({ drawId: draw.id, variants: 4, amount: 40, status: 'open' });
    expect(placed.balance).toBeCloseTo(before - 40, 2);
    const replay = await place(body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await balance()).toBeCloseTo(before - 40, 2);
  });

  it('refuses missing picks, naming the events', async () => {
    const draw = await current();
    const answer = await place({ drawId: draw.id, accountId, amount: 40, picks: [...twoDoubles.slice(0, 13), null] }, idempotencyKey(), 'ru');
    expect(answer.statusCode).toBe(400);
    expect(t.json(answer)).toMatchObject({ code: 'picks_missing', events: [14, 15], message: 'Сделайте прогноз на каждое событие: не выбраны события № 14, 15' });
  });

  it('refuses a stake that is not a multiple of the variant count, and one below the minimum per variant', async () => {
    const draw = await current();
    const triple = ['1X2', ...twoDoubles.slice(2), '1'];
    const notMultiple = await place({ drawId: draw.id, accountId, amount: 100, picks: triple });
    expect(notMultiple.statusCode).toBe(400);
    expect(t.json(notMultiple)).toMatchObject({ code: 'stake_not_multiple', variants: 3, message: 'The stake must split equally over 3 variants: for example 99.99 or 100.02 RUB' });
    const belowMin = await place({ drawId: draw.id, accountId, amount: 30, picks: twoDoubles });
    expect(t.json(belowMin)).toMatchObject({ code: 'stake_below_min' });
  });

  it('refuses a closed draw (its first event has started) and an unknown one', async () => {
    const draw = await current();
    const closed = await place({ drawId: draw.id - 1, accountId, amount: 40, picks: twoDoubles });
    expect(closed.statusCode).toBe(409);
    expect(t.json(closed)).toMatchObject({ code: 'draw_closed', message: `Draw no. ${draw.id - 1} is closed: its first event has already started` });
    expect((await place({ drawId: draw.id + 7, accountId, amount: 40, picks: twoDoubles })).statusCode).toBe(404);
  });

  it('responsible-gaming limits apply: a stake above what is left of the wagering limit is refused', async () => {
    const { buildDemoSession: fresh } = await import('../test-support.ts');
    const other = await fresh();
    try {
      const limits = limitsClient(other.t, other.token);
      expect((await limits.set(LIMIT_TYPE.wagering24h, 50)).statusCode).toBe(200);
      const draw = t.json<{ draw: Draw }>(await other.t.app.inject('/toto-api/draws/current')).draw;
      const send = (amount: number) =>
        other.t.app.inject({ method: 'POST', url: '/toto-api/coupons', headers: { ...bearer(other.token), ...idempotencyKey(), 'x-language': 'en' }, payload: { drawId: draw.id, accountId: other.accountId, amount, picks: twoDoubles } });
      expect((await send(40)).statusCode).toBe(200);
      const refused = await send(40);
      expect(refused.statusCode).toBe(403);
      expect(t.json(refused)).toMatchObject({ code: 'wagering_limit_exceeded' });
    } finally {
      await other.t.app.close();
    }
  });
});

describe('toto settlement', () => {
  it('settles only after the draw closed and its events ended; the pool (topped up to the guarantee) pays by correct picks', async () => {
    const draw = await current();
    const start = await balance();
    const placed = t.json<{ coupon: Coupon }>(await place({ drawId: draw.id, accountId, amount: 40, picks: twoDoubles })).coupon;
    // Every event ends 1:0 (home win), so the coupon has 1 variant with 15 correct, 2 with 14 and 1 with 13.
    for (const event of draw.events) await t.app.inject({ method: 'POST', url: '/test-api/betting/game', payload: { gameId: event.gameId, finishedScore: [1, 0] } });
    expect((await coupons()).find((c) => c.id === placed.id)!.status).toBe('open');
    t.clock.advance(draw.closesAt * 1000 - t.clock.now() + 1000);
    token = await t.login('demo', 'Demo1234!'); // the access token expired while the clock moved
    const settled = (await coupons()).filter((c) => c.drawId === draw.id);
    const mine = settled.find((c) => c.id === placed.id)!;
    expect(mine).toMatchObject({ status: 'won', correct: 15 });
    // Two coupons of 40 on this draw (the first test's too): pool 80, fund topped up to 100 000 RUB; each
    // coupon holds one 15, two 14 and one 13: 15 → 40 000 / 2, 14 → 25 000 / 4, 13 → 15 000 / 2 (shares of 80 %).
    const prize = { 15: 25_000, 14: 7812.5, 13: 9375 };
    expect(mine.payout).toBeCloseTo(prize[15] + 2 * prize[14] + prize[13], 2);
    const view = t.json<{ draw: Draw }>(await t.app.inject(`/toto-api/draws/${draw.id}`)).draw;
    expect(view.status).toBe('finished');
    expect(view.results).toEqual(Array.from({ length: 15 }, () => '1'));
    expect(view.settlements[0]).toMatchObject({ currency: 'RUB', pool: 80, prizeFund: 100_000 });
    expect(await balance()).toBeCloseTo(start - 40 + mine.payout + settled.filter((c) => c.id !== placed.id).reduce((s, c) => s + c.payout, 0), 2);
    const winners = t.json<{ winners: Array<{ couponId: string }> }>(await t.app.inject('/toto-api/winners')).winners;
    expect(winners.map((w) => w.couponId)).toContain(placed.id);
  });
});
