/**
 * Issue 16, finding 4 (money): the ledger balances exactly. After many random deposits, stakes and
 * settlements (amounts in odd kopecks, odds with two decimals), the balance plus every stake equals the
 * opening balance plus every deposit and payout, to the kopeck, with no float drift.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApi, accountIdOf, idempotencyKey, type TestApi } from '../../test-support.ts';

interface Game { id: string; markets: Array<{ typeId: number; outcomes: Array<{ id: string; coef: number }> }> }
interface CouponView { amount: number; payout: number; status: string }

/** A small seeded PRNG (mulberry32): the same run every time. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

let t: TestApi;
let token: string;
let mainId: number;
beforeAll(async () => {
  t = await buildTestApi();
  token = await t.login('demo', 'Demo1234!');
  mainId = await accountIdOf(t, token);
});
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, payload: object, auth = true) =>
  t.app.inject({ method: 'POST', url, headers: auth ? { ...bearer(token), ...idempotencyKey() } : {}, payload });
const balanceMinor = async () =>
  Math.round(t.json<{ all_accounts: Array<{ id: number; money: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) })).all_accounts.find((a) => a.id === mainId)!.money * 100);

describe('ledger', () => {
  it('balance + stakes = opening balance + deposits + payouts, exactly, after 300 random operations', async () => {
    const next = random(16);
    const cents = (min: number, max: number) => min * 100 + Math.floor(next() * (max - min) * 100);
    const { games } = t.json<{ games: Game[] }>(await t.app.inject('/betting-api/games?section=live'));
    const open = games.slice(0, 20);
    for (const game of open) {
      const outcome = game.markets.find((m) => m.typeId === 1)!.outcomes[0]!;
      // Odds with two decimals, markets kept open whatever the simulation says.
      await post('/test-api/betting/game', { gameId: game.id, coefs: { [outcome.id]: 1 + cents(0, 3) / 100 }, isBlocked: false }, false);
    }
    const opening = await balanceMinor();
    let deposits = 0;

    for (let op = 0; op < 300; op++) {
      const roll = next();
      if (roll < 0.3) {
        const amount = cents(1, 700);
        expect((await post('/payments-api/deposit', { accountId: mainId, amount: amount / 100 })).statusCode).toBe(200);
        deposits += amount;
      } else if (roll < 0.9 || open.length === 0) {
        const game = open[Math.floor(next() * open.length)] ?? games[0]!;
        const outcome = game.markets.find((m) => m.typeId === 1)!.outcomes[Math.floor(next() * 2)]!;
        const amount = cents(10, 150);
        const placed = await post('/betting-api/coupon/place', { typeId: 0, accountId: mainId, amount: amount / 100, bets: [{ outcomeId: outcome.id, coef: outcome.coef }] });
        expect([200, 400]).toContain(placed.statusCode);
      } else {
        const [game] = open.splice(Math.floor(next() * open.length), 1);
        await post('/test-api/betting/game', { gameId: game!.id, finishedScore: [Math.floor(next() * 4), Math.floor(next() * 4)] }, false);
        await post('/test-api/betting/settle', {}, false);
      }
    }
    for (const game of open) await post('/test-api/betting/game', { gameId: game.id, finishedScore: [1, 1] }, false);
    await post('/test-api/betting/settle', {}, false);

    const coupons: CouponView[] = [];
    for (let page = 0; ; page++) {
      const answer = t.json<{ coupons: CouponView[] }>(await t.app.inject({ url: `/betting-api/coupons?limit=100&offset=${page * 100}`, headers: bearer(token) }));
      coupons.push(...answer.coupons);
      if (answer.coupons.length < 100) break;
    }
    expect(coupons.length).toBeGreaterThan(60);
    expect(coupons.some((c) => c.status === 'won')).toBe(true);
    // Every stored amount is itself a whole number of kopecks.
    for (const c of coupons) {
      expect(Number.isInteger(Math.round(c.amount * 100)) && Math.abs(c.amount * 100 - Math.round(c.amount * 100)) < 1e-6).toBe(true);
      expect(Math.abs(c.payout * 100 - Math.round(c.payout * 100)) < 1e-6).toBe(true);
    }
    const stakes = coupons.reduce((sum, c) => sum + Math.round(c.amount * 100), 0);
    const payouts = coupons.reduce((sum, c) => sum + Math.round(c.payout * 100), 0);
    const openStakes = coupons.filter((c) => c.status === 'open').reduce((sum, c) => sum + Math.round(c.amount * 100), 0);
    const balance = await balanceMinor();
    expect(balance + stakes).toBe(opening + deposits + payouts);
    expect(balance + openStakes).toBe(opening + deposits + payouts - (stakes - openStakes));
  });
});
