/**
 * Cashback levels (VIP by weekly turnover, premium by weekly net loss) and the weekly claim; referral
 * counting (registrations with the player's ref code, their deposits); rewards.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { b64, bearer, buildDemoSession, idempotencyKey, type TestApi } from '../test-support.ts';
import { AdjustableClock } from '../../platform/clock.ts';
import { openDatabase } from '../db/connection.ts';
import type { ApiContext } from '../shared/context.ts';
import { cashbackLevelFor, cashbackRub, cashbackView, claimCashback, weekStartOf } from './cashback.ts';
import { maskLogin, refCodeOf } from './referral-rewards.ts';

describe('cashback levels (bonus-catalogue CASHBACK_LEVELS)', () => {
  it('VIP level follows the week turnover: 5 % from 0, 7 % from 50 000, 9 % from 200 000, 11 % from 1 000 000', () => {
    expect(cashbackLevelFor('vip', { stakesRub: 49_999, winsRub: 0 })?.percent).toBe(5);
    expect(cashbackLevelFor('vip', { stakesRub: 50_000, winsRub: 0 })?.percent).toBe(7);
    expect(cashbackLevelFor('vip', { stakesRub: 200_000, winsRub: 300_000 })?.percent).toBe(9);
    expect(cashbackLevelFor('vip', { stakesRub: 1_000_000, winsRub: 0 })?.key).toBe('platinum');
  });

  it('premium level follows the net loss and starts at 100 000', () => {
    expect(cashbackLevelFor('premium', { stakesRub: 500_000, winsRub: 450_000 })).toBeNull();
    expect(cashbackLevelFor('premium', { stakesRub: 500_000, winsRub: 400_000 })?.percent).toBe(12);
    expect(cashbackLevelFor('premium', { stakesRub: 2_000_000, winsRub: 400_000 })?.percent).toBe(20);
  });

  it('cashback = net loss × percent, nothing on a winning week or below the 10 ₽ minimum', () => {
    expect(cashbackRub('vip', { stakesRub: 60_000, winsRub: 40_000 })).toBe(1400);
    expect(cashbackRub('vip', { stakesRub: 1000, winsRub: 1500 })).toBe(0);
    expect(cashbackRub('vip', { stakesRub: 150, winsRub: 0 })).toBe(0);
    expect(cashbackRub('vip', { stakesRub: 333.33, winsRub: 0 })).toBe(16.66);
  });

  it('weeks start on Monday 00:00 UTC', () => {
    const wednesday = Date.UTC(2026, 10, 18, 15, 30) / 1000;
    expect(weekStartOf(wednesday)).toBe(Date.UTC(2026, 10, 16) / 1000);
    expect(weekStartOf(Date.UTC(2026, 10, 16) / 1000)).toBe(Date.UTC(2026, 10, 16) / 1000);
  });
});

let t: TestApi;
let token: string;
beforeEach(async () => {
  ({ t, token } = await buildDemoSession());
});
afterEach(async () => {
  await t.app.close();
});
const get = (url: string) => t.app.inject({ url, headers: bearer(token) });
const post = (url: string, payload?: object, key = idempotencyKey()) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...key }, ...(payload ? { payload } : {}) });

/** A context over a fresh seeded database, to write casino wallet rows the way the casino concept does. */
function directContext(clock: AdjustableClock): ApiContext {
  const database = openDatabase(':memory:', clock);
  return { database, repos: database.repos, clock } as unknown as ApiContext;
}

function casinoTx(ctx: ApiContext, kind: 'bet' | 'win', rub: number, at: number, rolledBack = 0) {
  ctx.database.db
    .prepare(
      `INSERT INTO casino_wallet_tx (provider, tx_id, kind, user_id, account_id, currency_id, round_ref, amount, rolled_back, request_hash, answer, created_at)
       VALUES ('house', ?, ?, 1, 1, 1, 'r', ?, ?, 'h', '{}', ?)`,
    )
    .run(`tx-${Math.random()}`, kind, Math.round(rub * 100), rolledBack, at);
}

describe('cashback view amounts are integer-exact (issue 27: no float noise)', () => {
  it('stakes 10 000.10 and wins 4 075.40 answer a net loss of exactly 5 924.70 (not 5924.700000000001) and cashback 296.23', () => {
    const clock = new AdjustableClock();
    clock.set(Date.UTC(2026, 10, 18, 12) / 1000 * 1000);
    const ctx = directContext(clock);
    const lastWeek = weekStartOf(clock.nowSeconds()) - 7 * 86_400;
    casinoTx(ctx, 'bet', 10_000.1, lastWeek + 3600);
    casinoTx(ctx, 'win', 4_075.4, lastWeek + 3700);
    expect(cashbackView(ctx, 1, 'vip').previous).toMatchObject({ stakes: 10_000.1, wins: 4_075.4, netLoss: 5924.7, cashback: 296.23 });
    ctx.database.close();
  });
});

describe('cashback claim', () => {
  it('last week net casino loss pays its VIP cashback once, to the main account', () => {
    const clock = new AdjustableClock();
    clock.set(Date.UTC(2026, 10, 18, 12) / 1000 * 1000); // a Wednesday
    const ctx = directContext(clock);
    const lastWeek = weekStartOf(clock.nowSeconds()) - 7 * 86_400;
    casinoTx(ctx, 'bet', 40_000, lastWeek + 3600);
    casinoTx(ctx, 'bet', 20_000, lastWeek + 7200);
    casinoTx(ctx, 'win', 40_000, lastWeek + 7300);
    casinoTx(ctx, 'bet', 5_000, lastWeek + 7400, 1); // rolled back: never counted
    casinoTx(ctx, 'bet', 9_000, lastWeek - 10); // the week before: not this period
    const view = cashbackView(ctx, 1, 'vip');
    // Turnover 60 000 → silver 7 %; net loss 20 000 → 1 400 ₽.
    expect(view.previous).toMatchObject({ stakes: 60_000, wins: 40_000, netLoss: 20_000, cashback: 1400, claimable: true, level: { key: 'silver' } });
    const before = ctx.repos.accounts.byId(1)!.money;
    expect(claimCashback(ctx, 1, 'vip').previous).toMatchObject({ paid: true, claimable: false });
    expect(ctx.repos.accounts.byId(1)!.money).toBe(before + 1400);
    expect(() => claimCashback(ctx, 1, 'vip')).toThrow('cashback_paid');
    expect(ctx.repos.accounts.byId(1)!.money).toBe(before + 1400);
    // 20 000 net loss is below premium's first level.
    expect(cashbackView(ctx, 1, 'premium').previous).toMatchObject({ level: null, claimable: false });
    ctx.database.close();
  });

  it('the API answers the view and refuses a claim with nothing to pay', async () => {
    const view = t.json<{ previous: { claimable: boolean }; levels: unknown[] }>(await get('/bonuses-api/cashback/vip'));
    expect(view.levels).toHaveLength(4);
    expect(view.previous.claimable).toBe(false);
    expect(t.json(await post('/bonuses-api/cashback/vip/claim'))).toMatchObject({ code: 'cashback_nothing' });
    expect((await get('/bonuses-api/cashback/gold')).statusCode).toBe(400);
  });
});

describe('referral (bringfriend)', () => {
  it('counts registrations with the player ref code and their deposits', async () => {
    const referral = t.json<{ refCode: string; registrations: number }>(await get('/bonuses-api/referral'));
    expect(referral).toMatchObject({ refCode: refCodeOf(1), registrations: 0 });
    const fingerprint = await t.fingerprint();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/auth-api/registration/full',
      headers: { 'x-fingerprint': fingerprint },
      payload: { currency_id: 1, country_id: 1, first_deposit_bonus_choice: 0, ref_code: referral.refCode.toLowerCase(), login: b64('friend01'), password: b64('Friendly-Pass-42'), email: 'friend01@arena.test' },
    });
    expect(registered.statusCode).toBe(200);
    const friendToken = t.json<{ token: string }>(registered).token;
    const friendAccount = t.json<{ all_accounts: Array<{ id: number; type: number }> }>(
      await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(friendToken) }),
    ).all_accounts.find((a) => a.type === 0)!.id;
    const deposit = await t.app.inject({ method: 'POST', url: '/payments-api/deposit', headers: { ...bearer(friendToken), ...idempotencyKey() }, payload: { accountId: friendAccount, amount: 1200 } });
    expect(deposit.statusCode).toBe(200);
    const after = t.json<{ registrations: number; activeReferrals: number; depositsRub: number; referrals: Array<{ login: string; active: boolean }> }>(await get('/bonuses-api/referral'));
    expect(after).toMatchObject({ registrations: 1, activeReferrals: 1, depositsRub: 1200, referrals: [{ login: 'fr***1', active: true }] });

    // The referrer's first_friend reward is now claimable, once.
    const rewards = t.json<{ rewards: Array<{ key: string; claimable: boolean }> }>(await get('/bonuses-api/rewards')).rewards;
    expect(rewards.find((r) => r.key === 'first_friend')).toMatchObject({ claimable: true });
    expect((await post('/bonuses-api/rewards/first_friend/claim')).statusCode).toBe(200);
    expect(t.json(await post('/bonuses-api/rewards/first_friend/claim'))).toMatchObject({ code: 'reward_claimed' });
    expect(t.json(await post('/bonuses-api/rewards/ten_bets/claim'))).toMatchObject({ code: 'reward_not_reached' });
  });

  it('masks logins', () => {
    expect(maskLogin('friend01')).toBe('fr***1');
    expect(maskLogin('ab')).toBe('a***');
  });
});
