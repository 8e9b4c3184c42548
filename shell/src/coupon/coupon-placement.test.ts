import { describe, expect, it, vi } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { createFakeFetch, createHttpClient } from '@arena/http';
import { applyGameUpdate, createCouponStore, type LiveGameUpdate } from '@arena/domain';
import { wellFormedAnswer } from '@arena/contracts/answer-checks/testing';
import { createCouponPlacement } from './coupon-placement.ts';

const selection = (outcomeId: string, coef = 2) => ({ outcomeId, gameId: outcomeId.split('-')[0]!, sportId: 1, coef, isLive: false, title: 'A – B', outcomeName: '1' });

function setup() {
  const fetch = createFakeFetch();
  const http = createHttpClient({ fetch, getLanguage: () => 'en' });
  const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
  bus.setState('user', { userId: 7, login: 'demo', banLevel: 0, banVersion: 0 });
  const store = createCouponStore({ accounts: [{ id: 3, type: 0, iso: 'RUB', isActive: true, money: 1000 }] });
  const afterPlaced = vi.fn();
  const placement = createCouponPlacement({ http, bus, store, afterPlaced });
  return { fetch, bus, store, placement, afterPlaced };
}

describe('placing the coupon', () => {
  it('sends the spec §3 base coupon from the store and shows the coupon id; placed bets leave the slip', async () => {
    const { fetch, bus, store, placement, afterPlaced } = setup();
    fetch.on('POST', '/betting-api/coupon/place', { body: wellFormedAnswer('placeCouponAnswer', { couponId: '42', balance: 900 }) });
    const placed = vi.fn();
    bus.subscribe('coupon:placed', placed);
    store.toggleSelection(selection('1-w-1', 2));
    store.toggleSelection(selection('2-w-1', 3));
    store.setAmount(100);
    await placement.place();
    const sent = fetch.callsTo('/betting-api/coupon/place')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ typeId: 1, accountId: 3, amount: 100, userId: 7, changeCoefAction: 2, bets: [{ outcomeId: '1-w-1', coef: 2 }, { outcomeId: '2-w-1', coef: 3 }] });
    expect(placement.snapshot()).toMatchObject({ kind: 'placed', couponId: '42' });
    expect(store.getSnapshot().coupon.bets).toHaveLength(0);
    expect(placed).toHaveBeenCalledWith({ couponIds: ['42'], typeId: 1, amount: 100 });
    expect(afterPlaced).toHaveBeenCalled();
  });

  it('a placement answer that breaks its contract (possible win as text) is refused: the slip stays, nothing is announced, a resend keeps the key (issue 27)', async () => {
    const { fetch, bus, store, placement, afterPlaced } = setup();
    const placedAnswer = wellFormedAnswer('placeCouponAnswer', { couponId: '43', balance: 900 });
    const malformed = { ...placedAnswer, coupon: { ...placedAnswer.coupon, possibleWin: '600.00' } };
    fetch.on('POST', '/betting-api/coupon/place', { body: malformed }, { body: malformed });
    const placed = vi.fn();
    bus.subscribe('coupon:placed', placed);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.setState('language', 'en');
    store.toggleSelection(selection('1-w-1', 2));
    store.setAmount(100);
    await placement.place();
    expect(placement.snapshot()).toMatchObject({ kind: 'refused', error: { code: 'answer_shape' } });
    expect((placement.snapshot() as { error: { message: string } }).error.message).toMatch(/cannot trust/);
    expect(store.getSnapshot().coupon.bets).toHaveLength(1);
    expect(placed).not.toHaveBeenCalled();
    expect(afterPlaced).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('[arena]', expect.stringContaining('POST /betting-api/coupon/place'));
    // Placing again replays the server's first answer (same key): the coupon is never placed twice.
    await placement.place();
    const [first, again] = fetch.callsTo('/betting-api/coupon/place');
    expect(again!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    logged.mockRestore();
  });

  it('a refusal keeps the slip and carries the reason; accepting changed odds updates the bets', async () => {
    const { fetch, store, placement } = setup();
    fetch.on('POST', '/betting-api/coupon/place', {
      status: 400,
      body: { code: 'odds_changed', message: 'The odds have changed', changes: [{ outcomeId: '1-w-1', shownCoef: 2, currentCoef: 2.5 }] },
    });
    store.toggleSelection(selection('1-w-1', 2));
    await placement.place();
    const status = placement.snapshot();
    expect(status).toMatchObject({ kind: 'refused', error: { code: 'odds_changed', message: 'The odds have changed' } });
    expect(store.getSnapshot().coupon.bets).toHaveLength(1);
    if (status.kind !== 'refused') throw new Error('expected a refusal');
    placement.acceptChanges(status.error.changes ?? []);
    expect(store.getSnapshot().coupon.bets[0]!.market.coef).toBe(2.5);
    expect(placement.snapshot().kind).toBe('idle');
  });

  it('singles: one line per bet; refused singles stay in the slip', async () => {
    const { fetch, store, placement } = setup();
    fetch.on('POST', '/betting-api/coupon/place', {
      body: wellFormedAnswer('placeCouponAnswer', { couponId: '5', balance: 900, singles: [{ outcomeId: '1-w-1', ok: true, couponId: '5' }, { outcomeId: '2-w-1', ok: false, code: 'event_blocked', message: 'Suspended' }] }),
    });
    store.toggleSelection(selection('1-w-1'));
    store.toggleSelection(selection('2-w-1'));
    expect(store.setType(10001)).toBe(true);
    await placement.place();
    expect(store.getSnapshot().coupon.bets.map((b) => b.outcomeId)).toEqual(['2-w-1']);
    expect(store.getSnapshot().coupon.singlesResultCoupons).toEqual([]);
    expect(placement.snapshot()).toMatchObject({ kind: 'placed', singles: [{ ok: true }, { ok: false, message: 'Suspended' }] });
  });

  it('one-click places a type-0 bet at the one-click amount without touching the slip', async () => {
    const { fetch, store, placement } = setup();
    fetch.on('POST', '/betting-api/coupon/place', { body: wellFormedAnswer('placeCouponAnswer', { couponId: '9', balance: 950 }) });
    store.updateSettings({ oneClickAmount: 50 });
    store.toggleSelection(selection('3-w-1'));
    await placement.placeOneClick(selection('4-w-2', 1.8));
    expect(fetch.callsTo('/betting-api/coupon/place')[0]!.body).toMatchObject({ typeId: 0, amount: 50, bets: [{ outcomeId: '4-w-2', coef: 1.8 }] });
    expect(placement.snapshot()).toMatchObject({ kind: 'placed', couponId: '9', oneClick: true });
    expect(store.getSnapshot().coupon.bets.map((b) => b.outcomeId)).toEqual(['3-w-1']);
  });

  it("one-click with no amount chosen bets the currency's initial amount (RUB 150, USD 5), not 0", async () => {
    const { fetch, store, placement } = setup();
    fetch.on('POST', '/betting-api/coupon/place', { body: wellFormedAnswer('placeCouponAnswer', { couponId: '10', balance: 850 }) });
    expect(store.getSnapshot().settings.oneClickAmount).toBe(0);
    await placement.placeOneClick(selection('4-w-2', 1.8));
    expect(fetch.callsTo('/betting-api/coupon/place')[0]!.body).toMatchObject({ typeId: 0, accountId: 3, amount: 150 });
    store.setAccounts([{ id: 3, type: 0, iso: 'RUB', isActive: false, money: 1000 }, { id: 8, type: 9, iso: 'USD', isActive: true, money: 20 }]);
    await placement.placeOneClick(selection('5-w-2', 1.8));
    expect(fetch.callsTo('/betting-api/coupon/place')[1]!.body).toMatchObject({ typeId: 0, amount: 5 });
  });

  it('applies changeCoefAction at placement to a live move the slip followed: refused without a request, then accepted', async () => {
    const { fetch, store, placement } = setup();
    fetch.on('POST', '/betting-api/coupon/place', { body: wellFormedAnswer('placeCouponAnswer', { couponId: '11', balance: 900 }) });
    store.toggleSelection(selection('1-w-1', 2));
    const moved: LiveGameUpdate = { id: '1', statusId: 2, isLive: true, isFinished: false, secondsOfPlay: 5, period: 1, score: [0, 0], markets: [{ id: 'm', isBlocked: false, outcomes: [{ id: '1-w-1', coef: 1.7 }] }] };
    store.updateBet('1-w-1', (bet) => applyGameUpdate(bet, moved));
    store.updateSettings({ changeCoefAction: 1 });
    await placement.place();
    expect(placement.snapshot()).toMatchObject({ kind: 'refused', error: { code: 'odds_changed', changes: [{ outcomeId: '1-w-1', shownCoef: 2, currentCoef: 1.7 }] } });
    expect(fetch.callsTo('/betting-api/coupon/place')).toHaveLength(0);
    const status = placement.snapshot();
    if (status.kind !== 'refused') throw new Error('expected a refusal');
    placement.acceptChanges(status.error.changes ?? []);
    await placement.place();
    expect(fetch.callsTo('/betting-api/coupon/place')[0]!.body).toMatchObject({ changeCoefAction: 1, bets: [{ outcomeId: '1-w-1', coef: 1.7 }] });
  });

  it('with accept-any, a followed move goes out at the price the player took and the server decides', async () => {
    const { fetch, store, placement } = setup();
    fetch.on('POST', '/betting-api/coupon/place', { body: wellFormedAnswer('placeCouponAnswer', { couponId: '12', balance: 900 }) });
    store.toggleSelection(selection('1-w-1', 2));
    const moved: LiveGameUpdate = { id: '1', statusId: 2, isLive: true, isFinished: false, secondsOfPlay: 5, period: 1, score: [0, 0], markets: [{ id: 'm', isBlocked: false, outcomes: [{ id: '1-w-1', coef: 1.7 }] }] };
    store.updateBet('1-w-1', (bet) => applyGameUpdate(bet, moved));
    await placement.place();
    expect(fetch.callsTo('/betting-api/coupon/place')[0]!.body).toMatchObject({ changeCoefAction: 2, bets: [{ outcomeId: '1-w-1', coef: 2 }] });
  });
});

describe('Idempotency-Key (issue 16)', () => {
  it('each placement sends a key, also as the coupon id; a retry after a dropped connection reuses it, a new action gets a new one', async () => {
    const { fetch, store, placement } = setup();
    fetch.on('POST', '/betting-api/coupon/place', 'network-error', { body: wellFormedAnswer('placeCouponAnswer', { couponId: '5', balance: 900 }) }, { body: wellFormedAnswer('placeCouponAnswer', { couponId: '6', balance: 800 }) });
    store.toggleSelection(selection('1-w-1', 2));
    store.setAmount(100);
    await placement.place();
    expect(placement.snapshot()).toMatchObject({ kind: 'refused', error: { code: 'network_error' } });
    await placement.place();
    const [lost, retry] = fetch.callsTo('/betting-api/coupon/place');
    const key = lost!.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry!.headers['idempotency-key']).toBe(key);
    expect(retry!.body).toMatchObject({ id: key });

    store.toggleSelection(selection('2-w-1', 3));
    store.setAmount(100);
    await placement.place();
    expect(fetch.callsTo('/betting-api/coupon/place')[2]!.headers['idempotency-key']).not.toBe(key);
  });
});
