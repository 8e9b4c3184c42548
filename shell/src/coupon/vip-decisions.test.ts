/** Issue 17 item 5: the player learns the VIP decision — the shell polls a pending coupon and notifies once. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { createFakeFetch, createHttpClient } from '@arena/http';
import type { CouponView } from '@arena/domain';
import { createFormatters } from '@arena/i18n';
import { connectVipDecisions, vipDecisionText } from './vip-decisions.ts';

const coupon = (status: CouponView['status'], decision: 'approved' | 'lowered' | 'declined' | null, amount = 6000, refunded = 0): CouponView => ({
  id: '42', typeId: 1, accountId: 3, currency: 'RUB', amount, coef: 2.25, systemValue: 0, possibleWin: amount * 2.25, changeCoefAction: 2,
  promoCode: '', status, payout: 0, createdAt: 1, settledAt: null, bets: [],
  approval: { askedAmount: 6000, decisionDueAt: 181, decision, decidedAt: decision ? 181 : null, refunded },
});

const formatters = (language: string) => createFormatters({ language, timeZone: 3, is12h: false });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(language = 'en') {
  const fetch = createFakeFetch();
  const http = createHttpClient({ fetch, getLanguage: () => language });
  const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
  bus.setState('language', language);
  const notes: Array<{ text: string; kind: string }> = [];
  bus.subscribe('notify', (n) => notes.push(n));
  const onDecided = vi.fn();
  return { fetch, http, bus, notes, onDecided };
}

describe('VIP decision notifications', () => {
  it('a placed VIP coupon is polled while pending; the decision is notified once and the balance refreshed', async () => {
    const { fetch, http, bus, notes, onDecided } = setup('ru');
    fetch.on('GET', '/betting-api/coupons/42', { body: { coupon: coupon('pending', null) } }, { body: { coupon: coupon('open', 'lowered', 5000.01, 1000.54) } });
    const stop = connectVipDecisions({ bus, http, onDecided, pollMs: 1000 });
    bus.emit('coupon:placed', { couponIds: ['42'], typeId: 1, amount: 6000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(notes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(notes).toEqual([expect.objectContaining({ kind: 'success', text: 'VIP-ставка подтверждена на меньшую сумму: 5\u00a0000,01\u00a0₽. Купон №42, возвращено 1\u00a0000,54\u00a0₽' })]);
    expect(onDecided).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch.callsTo('/betting-api/coupons/42')).toHaveLength(2);
    stop();
  });

  it('after a sign-in the pending coupons of the history are watched too; an ordinary coupon is never notified', async () => {
    const { fetch, http, bus, notes } = setup('en');
    const { approval: _none, ...plain } = coupon('open', null);
    const plainCoupon = { ...plain, id: '7' };
    fetch.on('GET', '/betting-api/coupons', { body: { total: 2, coupons: [coupon('pending', null), plainCoupon] } });
    fetch.on('GET', '/betting-api/coupons/42', { body: { coupon: coupon('declined', 'declined', 6000, 6000) } });
    const stop = connectVipDecisions({ bus, http, pollMs: 1000 });
    bus.setState('user', { userId: 7, login: 'demo', banLevel: 0, banVersion: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(notes).toEqual([{ id: 'vip-42', kind: 'warning', text: 'VIP bet declined. Coupon №42, RUB\u00a06,000.00 refunded to your account' }]);
    expect(fetch.callsTo('/betting-api/coupons/7')).toHaveLength(0);
    stop();
  });

  it('a decision made while the player was away is told at the next sign-in, once (remembered per player)', async () => {
    const { fetch, http, bus, notes } = setup('en');
    const saved = new Map<string, unknown>();
    const storage = { get: <T,>(key: string, fallback: T) => (saved.has(key) ? (saved.get(key) as T) : fallback), set: (key: string, value: unknown) => (saved.set(key, value), true) };
    fetch.on('GET', '/betting-api/coupons', { body: { total: 1, coupons: [coupon('open', 'approved')] } });
    const user = { userId: 7, login: 'demo', banLevel: 0, banVersion: 0 };
    const first = connectVipDecisions({ bus, http, storage, pollMs: 1000, now: () => 181_000 });
    bus.setState('user', user);
    await vi.advanceTimersByTimeAsync(10);
    expect(notes).toEqual([{ id: 'vip-42', kind: 'success', text: 'VIP bet approved. Coupon №42, stake RUB\u00a06,000.00' }]);
    first();
    // The next page load: the same history, nothing told again.
    bus.setState('user', null);
    const second = connectVipDecisions({ bus, http, storage, pollMs: 1000, now: () => 181_000 });
    bus.setState('user', user);
    await vi.advanceTimersByTimeAsync(10);
    expect(notes).toHaveLength(1);
    second();
  });

  it('texts exist in ru and en for every decision', () => {
    for (const decision of ['approved', 'lowered', 'declined'] as const) {
      expect(vipDecisionText(coupon('open', decision), 'ru', formatters('ru'))).toMatch(/VIP-ставка/);
      expect(vipDecisionText(coupon('open', decision), 'en', formatters('en'))).toMatch(/VIP bet/);
    }
    expect(vipDecisionText(coupon('pending', null), 'en', formatters('en'))).toBeNull();
  });
});
