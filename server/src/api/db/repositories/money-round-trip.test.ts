/**
 * Issue 27 (money once): coupons, toto coupons, limits and deposits are stored as INTEGER minor units of
 * their currency and read back exactly — KWD (3 decimals) and JPY (0) included. The currency table has no
 * JPY, so this file gives an unused currency id JPY's exponent; the repositories read it from the table.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdjustableClock } from '../../../platform/clock.ts';
import { openDatabase, type OpenedDatabase } from '../connection.ts';
import { createTotoRepository } from '../../toto/toto-repository.ts';
import type { LimitRow } from './limits.ts';

const JPY_ID = 99;
vi.mock('../../shared/reference-data.ts', async (original) => {
  const actual = await original<typeof import('../../shared/reference-data.ts')>();
  return { ...actual, currencyPrecision: (id: number) => (id === JPY_ID ? 0 : actual.currencyPrecision(id)) };
});

const KWD_ID = 7;
let database: OpenedDatabase;
beforeEach(() => {
  database = openDatabase(':memory:', new AdjustableClock());
});
afterEach(() => database.close());

/** A player whose main account is in the currency (limits are kept in the main account's currency). */
function playerWith(currencyId: number): { userId: number; accountId: number } {
  const { repos } = database;
  const userId = repos.users.create({ login: `p${currencyId}`, password_hash: 'h', country_id: 1, currency_id: currencyId, registration_type: 'full' }).id;
  const accountId = repos.accounts.create({ user_id: userId, type: 0, currency_id: currencyId });
  return { userId, accountId };
}

const raw = (sql: string, ...params: unknown[]) => database.db.prepare(sql).get(...params) as Record<string, unknown>;

function placeCoupon(userId: number, accountId: number, amount: number, possibleWin: number, askedAmount: number | null = null): number {
  return database.repos.coupons.insert(
    { user_id: userId, account_id: accountId, type_id: 0, amount, coef: 1.5, system_value: 0, possible_win: possibleWin, change_coef_action: 0, promo_code: '', created_at: 0, asked_amount: askedAmount, status: askedAmount === null ? 'open' : 'pending', decision_due_at: askedAmount === null ? null : 10 },
    [],
  );
}

const moneyLimit = (userId: number, limitType: number, value: number, pendingValue: number | null = null, pendingCurrency: string | null = null): LimitRow => ({
  user_id: userId, limit_type: limitType, limit_value: value, limit_state: 'ACTIVE', started_at: 0, ends_at: 0,
  pending_direction: pendingValue === null ? null : 'higher', pending_value: pendingValue, pending_removal: 0,
  pending_ends_at: pendingValue === null ? null : 86_400, pending_currency: pendingCurrency,
});

describe('coupons keep integer minor units and read back exactly', () => {
  it('a 1.001 KWD single at 1.5 is stored as 1001 / 1502 fils and settles to 1.502 KWD', () => {
    const { userId, accountId } = playerWith(KWD_ID);
    const id = placeCoupon(userId, accountId, 1.001, 1.502);
    database.repos.coupons.setStatus(id, 'won', 1.502, 5);
    expect(raw('SELECT amount_minor, possible_win_minor, payout_minor, typeof(payout_minor) AS type FROM coupons WHERE id = ?', id)).toEqual({ amount_minor: 1001, possible_win_minor: 1502, payout_minor: 1502, type: 'integer' });
    expect(database.repos.coupons.byId(id)).toMatchObject({ amount: 1.001, possible_win: 1.502, payout: 1.502, status: 'won' });
  });

  it('a JPY coupon is whole yen: 333 at 1.5 shows and pays 500', () => {
    const { userId, accountId } = playerWith(JPY_ID);
    const id = placeCoupon(userId, accountId, 333, 500);
    database.repos.coupons.setStatus(id, 'won', 500, 5);
    expect(raw('SELECT amount_minor, possible_win_minor, payout_minor FROM coupons WHERE id = ?', id)).toEqual({ amount_minor: 333, possible_win_minor: 500, payout_minor: 500 });
    expect(database.repos.coupons.byUser(userId, 10, 0)).toEqual([expect.objectContaining({ amount: 333, possible_win: 500, payout: 500 })]);
  });

  it("a VIP decision stores the lowered stake and the refund in the coupon's minor units", () => {
    const { userId, accountId } = playerWith(KWD_ID);
    const id = placeCoupon(userId, accountId, 2.5, 3.75, 2.5);
    expect(database.repos.coupons.decide(id, { decision: 'lowered', status: 'open', amount: 1.001, possibleWin: 1.502, refunded: 1.499, decidedAt: 6 })).toBe(true);
    expect(raw('SELECT amount_minor, possible_win_minor, asked_amount_minor, refunded_minor FROM coupons WHERE id = ?', id)).toEqual({ amount_minor: 1001, possible_win_minor: 1502, asked_amount_minor: 2500, refunded_minor: 1499 });
    expect(database.repos.coupons.byId(id)).toMatchObject({ amount: 1.001, possible_win: 1.502, asked_amount: 2.5, refunded: 1.499 });
  });
});

describe('toto coupons keep integer minor units', () => {
  it('a KWD stake of 0.75 and payout of 10.001 round-trip', () => {
    const { userId, accountId } = playerWith(KWD_ID);
    const toto = createTotoRepository(database.db);
    const id = toto.insert({ user_id: userId, account_id: accountId, draw_id: 1, picks: '1', variants: 1, amount: 0.75, created_at: 0 });
    expect(toto.settle({ id, status: 'won', correct: 15, distribution: '[]', payout: 10.001, settled_at: 1 })).toBe(true);
    expect(raw('SELECT amount_minor, payout_minor FROM toto_coupons WHERE id = ?', id)).toEqual({ amount_minor: 750, payout_minor: 10_001 });
    expect(toto.byId(id)).toMatchObject({ amount: 0.75, payout: 10.001 });
  });
});

describe('limits and deposits keep integer minor units of their currency', () => {
  it('a KWD money limit of 12.345 is 12345 fils; a time limit keeps its hours', () => {
    const { userId } = playerWith(KWD_ID);
    database.repos.limits.save(moneyLimit(userId, 20, 12.345, 20.5, 'KWD'));
    database.repos.limits.save(moneyLimit(userId, 31, 3));
    expect(raw('SELECT limit_value, pending_value, typeof(limit_value) AS type FROM rg_limits WHERE user_id = ? AND limit_type = 20', userId)).toEqual({ limit_value: 12_345, pending_value: 20_500, type: 'integer' });
    expect(raw('SELECT limit_value FROM rg_limits WHERE user_id = ? AND limit_type = 31', userId)).toEqual({ limit_value: 3 });
    expect(database.repos.limits.get(userId, 20)).toMatchObject({ limit_value: 12.345, pending_value: 20.5 });
    expect(database.repos.limits.get(userId, 31)).toMatchObject({ limit_value: 3 });
  });

  it('a JPY loss limit of 1500 is 1500 yen', () => {
    const { userId } = playerWith(JPY_ID);
    database.repos.limits.save(moneyLimit(userId, 10, 1500));
    expect(raw('SELECT limit_value FROM rg_limits WHERE user_id = ?', userId)).toEqual({ limit_value: 1500 });
    expect(database.repos.limits.all(userId)).toEqual([expect.objectContaining({ limit_type: 10, limit_value: 1500 })]);
  });

  it('three 1.001 KWD deposits total exactly 3.003 (summed as integers, not 3.0029999999999997)', () => {
    const { userId, accountId } = playerWith(KWD_ID);
    for (let i = 0; i < 3; i++) database.repos.limits.addDeposit(userId, accountId, 1.001, 10);
    expect(database.repos.limits.depositsSince(userId, 0)).toEqual([{ currency_id: KWD_ID, total: 3.003 }]);
  });

  it('stakes and payouts since a moment are summed per currency in minor units', () => {
    const { userId, accountId } = playerWith(KWD_ID);
    for (const amount of [0.1, 0.2]) {
      const id = placeCoupon(userId, accountId, amount, amount * 2);
      database.repos.coupons.setStatus(id, 'won', 0.3, 5);
    }
    expect(database.repos.limits.stakesSince(userId, 0)).toEqual([{ currency_id: KWD_ID, stakes: 0.3, payouts: 0.6 }]);
  });
});
