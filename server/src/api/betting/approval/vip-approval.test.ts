/**
 * Issue 17 item 5: a VIP coupon (stake above the max, held) is decided — approved, approved at a lower
 * stake with the difference refunded, or declined and refunded — by the operator's control or, at its due
 * moment, by the trader rule on the server clock; never left pending. Refunds are exact to the kopeck, an
 * approved coupon settles like any other and the ledger balances.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, idempotencyKey, type TestApi, buildDemoSession } from '../../test-support.ts';
import { VIP_DECISION_LEAD_SECONDS, VIP_DECISION_SECONDS } from './vip-trader.ts';

interface Game { id: string; sportId: number; startTime: number; markets: Array<{ typeId: number; outcomes: Array<{ id: string; coef: number }> }> }
interface Approval { askedAmount: number; decisionDueAt: number; decision: string | null; decidedAt: number | null; refunded: number }
interface Coupon { id: string; status: string; amount: number; payout: number; possibleWin: number; approval?: Approval; bets: Array<{ startTime: number; result: string }> }

let t: TestApi;
let token: string;
let accountId: number;

beforeEach(async () => {
  ({ t, token, accountId } = await buildDemoSession());
  // Enough money for the biggest stakes below (the demo account opens with 10 000 RUB).
  await t.app.inject({ method: 'POST', url: '/payments-api/deposit', headers: { ...bearer(token), ...idempotencyKey() }, payload: { accountId, amount: 90_000 } });
});
afterEach(async () => {
  await t.app.close();
});

const control = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/test-api/betting/${url}`, payload });
const place = (payload: object) => t.app.inject({ method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(token), ...idempotencyKey() }, payload });
const coupon = async (id: string) => t.json<{ coupon: Coupon }>(await t.app.inject({ url: `/betting-api/coupons/${id}`, headers: bearer(token) })).coupon;
const balanceMinor = async () =>
  Math.round(t.json<{ all_accounts: Array<{ id: number; money: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) })).all_accounts.find((a) => a.id === accountId)!.money * 100);

/** Two line games an hour or more ahead, their home-win odds forced to 1.5 (an express at 2.25). */
async function lineExpress() {
  const { games } = t.json<{ games: Game[] }>(await t.app.inject('/betting-api/games?section=line&limit=80'));
  const picked = games.filter((g) => g.sportId !== 0 && g.startTime * 1000 > t.clock.now() + 3600_000).slice(0, 2);
  const bets = [];
  for (const game of picked) {
    const outcome = game.markets.find((m) => m.typeId === 1)!.outcomes[0]!;
    await control('game', { gameId: game.id, coefs: { [outcome.id]: 1.5 }, isBlocked: false });
    bets.push({ outcomeId: outcome.id, coef: 1.5 });
  }
  return { games: picked, bets };
}

async function placeVip(amount: number) {
  const { games, bets } = await lineExpress();
  const response = await place({ typeId: 1, accountId, amount, isVipBet: true, bets });
  expect(response.statusCode).toBe(200);
  const answer = t.json<{ couponId: string; pendingApproval: boolean; coupon: Coupon }>(response);
  expect(answer).toMatchObject({ pendingApproval: true, coupon: { status: 'pending', approval: { askedAmount: amount, decision: null } } });
  return { games, id: answer.couponId, placed: answer.coupon };
}

const winBoth = async (games: Game[]) => {
  for (const game of games) await control('game', { gameId: game.id, finishedScore: [2, 0] });
};

describe('VIP approval: forced decisions (operator control)', () => {
  it('approved at the asked stake: the held stake stays, the coupon opens and settles like any other', async () => {
    const opening = await balanceMinor();
    const { games, id } = await placeVip(6000);
    expect((await control('vip-decision', { couponId: id, decision: 'approved' })).statusCode).toBe(200);
    expect(await coupon(id)).toMatchObject({ status: 'open', amount: 6000, approval: { decision: 'approved', refunded: 0 } });
    expect(await balanceMinor()).toBe(opening - 600_000);
    await winBoth(games);
    expect(t.json(await t.app.inject({ method: 'POST', url: '/test-api/betting/settle' }))).toEqual({ closed: 1 });
    expect(await coupon(id)).toMatchObject({ status: 'won', payout: 13_500 });
    expect(await balanceMinor()).toBe(opening - 600_000 + 1_350_000);
  });

  it('approved at a lower stake: exactly the difference is refunded, the win is priced on the lower stake', async () => {
    const opening = await balanceMinor();
    const { games, id } = await placeVip(6000.55);
    expect(await balanceMinor()).toBe(opening - 600_055);
    expect((await control('vip-decision', { couponId: id, decision: 'lowered', amount: 5000.01 })).statusCode).toBe(200);
    expect(await coupon(id)).toMatchObject({ status: 'open', amount: 5000.01, possibleWin: 11_250.02, approval: { askedAmount: 6000.55, decision: 'lowered', refunded: 1000.54 } });
    expect(await balanceMinor()).toBe(opening - 500_001);
    await winBoth(games);
    await control('settle', {});
    expect(await coupon(id)).toMatchObject({ status: 'won', payout: 11_250.02 });
    expect(await balanceMinor()).toBe(opening - 500_001 + 1_125_002);
  });

  it('declined: the whole held stake comes back to the kopeck, the coupon never settles', async () => {
    const opening = await balanceMinor();
    const { games, id } = await placeVip(7777.77);
    expect(await balanceMinor()).toBe(opening - 777_777);
    expect((await control('vip-decision', { couponId: id, decision: 'declined' })).statusCode).toBe(200);
    expect(await coupon(id)).toMatchObject({ status: 'declined', payout: 0, approval: { decision: 'declined', refunded: 7777.77 } });
    expect(await balanceMinor()).toBe(opening);
    await winBoth(games);
    await control('settle', {});
    expect(await coupon(id)).toMatchObject({ status: 'declined', payout: 0 });
    expect(await balanceMinor()).toBe(opening);
  });

  it('a decision is made once: a second one is refused (409) and moves no money; a bad lower stake is 400', async () => {
    const { id } = await placeVip(6000);
    expect((await control('vip-decision', { couponId: id, decision: 'lowered', amount: 6000 })).statusCode).toBe(400);
    expect((await control('vip-decision', { couponId: id, decision: 'lowered', amount: 5000.001 })).statusCode).toBe(400);
    expect((await control('vip-decision', { couponId: id, decision: 'declined' })).statusCode).toBe(200);
    const after = await balanceMinor();
    expect((await control('vip-decision', { couponId: id, decision: 'declined' })).statusCode).toBe(409);
    expect((await control('vip-decision', { couponId: id, decision: 'approved' })).statusCode).toBe(409);
    expect(await balanceMinor()).toBe(after);
  });
});

describe('VIP approval: the automatic decision by the server clock', () => {
  it('is due within VIP_DECISION_SECONDS and before the first leg starts; nothing is decided earlier', async () => {
    const { id, placed } = await placeVip(6000);
    const firstStart = Math.min(...placed.bets.map((b) => b.startTime));
    const due = placed.approval!.decisionDueAt;
    expect(due).toBeLessThanOrEqual(Math.floor(t.clock.now() / 1000) + VIP_DECISION_SECONDS);
    expect(due).toBeLessThanOrEqual(firstStart - VIP_DECISION_LEAD_SECONDS);
    t.clock.advance((VIP_DECISION_SECONDS - 10) * 1000);
    expect((await coupon(id)).status).toBe('pending');
  });

  it('after the deadline the trader decides: ≤ 2× max approved, above lowered to 2× max (refund exact), above 10× max declined', async () => {
    const opening = await balanceMinor();
    const small = await placeVip(6000);
    const mid = await placeVip(20_000.5);
    const big = await placeVip(50_000.01);
    expect(await balanceMinor()).toBe(opening - 600_000 - 2_000_050 - 5_000_001);
    t.clock.advance((VIP_DECISION_SECONDS + 1) * 1000);
    // Polling the history is enough: the read runs the sweep.
    await t.app.inject({ url: '/betting-api/coupons', headers: bearer(token) });
    const [a, b, c] = [await coupon(small.id), await coupon(mid.id), await coupon(big.id)];
    expect(a).toMatchObject({ status: 'open', amount: 6000, approval: { decision: 'approved', refunded: 0 } });
    expect(b).toMatchObject({ status: 'open', amount: 10_000, approval: { decision: 'lowered', refunded: 10_000.5 } });
    expect(c).toMatchObject({ status: 'declined', approval: { decision: 'declined', refunded: 50_000.01 } });
    for (const one of [a, b, c]) expect(one.approval!.decidedAt).toBe(one.approval!.decisionDueAt);
    expect(await balanceMinor()).toBe(opening - 600_000 - 1_000_000);
  });

  it('the reported case: 30 h later, legs won, the coupon is approved as due and paid; the ledger balances', async () => {
    const opening = await balanceMinor();
    const { games, id, placed } = await placeVip(6000);
    // Both legs win while the coupon waits (the sweep records the legs' results, not the coupon's).
    await winBoth(games);
    await control('settle', {});
    expect((await coupon(id)).status).toBe('pending');
    t.clock.advance(30 * 3600 * 1000);
    token = await t.login('demo', 'Demo1234!'); // the session of 30 h ago has expired meanwhile
    const history = t.json<{ coupons: Coupon[] }>(await t.app.inject({ url: '/betting-api/coupons', headers: bearer(token) }));
    const settled = history.coupons.find((c) => c.id === id)!;
    expect(settled.approval).toMatchObject({ decision: 'approved', decidedAt: placed.approval!.decisionDueAt });
    expect(settled).toMatchObject({ status: 'won', payout: 13_500 });
    expect(settled.bets.every((b) => b.result === 'win')).toBe(true);
    // balance = opening − kept stake + payout, to the kopeck.
    expect(await balanceMinor()).toBe(opening - 600_000 + Math.round(settled.payout * 100));
  });
});

describe('VIP approval: the ledger', () => {
  it('after mixed decisions and settlement: balance = opening − kept stakes + payouts, refunds = asked − kept, to the kopeck', async () => {
    const opening = await balanceMinor();
    const { games, bets } = await lineExpress();
    // Odd kopeck stakes, each decided differently (forced or left to the trader by the clock).
    const plan: Array<[number, object | null]> = [
      [6000.37, { decision: 'approved' }], [7123.45, { decision: 'lowered', amount: 5001.99 }], [9999.99, { decision: 'declined' }],
      [12_345.67, null], [5000.01, { decision: 'auto' }], [51_000.03, null],
    ];
    const ids: string[] = [];
    for (const [amount, decision] of plan) {
      const placed = t.json<{ couponId: string }>(await place({ typeId: 1, accountId, amount, isVipBet: true, bets }));
      ids.push(placed.couponId);
      if (decision) expect((await control('vip-decision', { couponId: placed.couponId, ...decision })).statusCode).toBe(200);
    }
    t.clock.advance((VIP_DECISION_SECONDS + 1) * 1000);
    await winBoth(games);
    await control('settle', {});
    const coupons = await Promise.all(ids.map(coupon));
    expect(coupons.map((c) => c.status)).toEqual(['won', 'won', 'declined', 'won', 'won', 'declined']);
    const minor = (v: number) => Math.round(v * 100);
    let kept = 0;
    let payouts = 0;
    coupons.forEach((c, i) => {
      const asked = minor(plan[i]![0]);
      const keptHere = c.status === 'declined' ? 0 : minor(c.amount);
      expect(minor(c.approval!.refunded)).toBe(asked - keptHere);
      kept += keptHere;
      payouts += minor(c.payout);
    });
    expect(await balanceMinor()).toBe(opening - kept + payouts);
  });
});
