import { describe, expect, it } from 'vitest';
import type { LiveGameUpdate } from '../contracts/betting.ts';
import { buildBaseCoupon } from './baseCoupon.ts';
import { createBetFromSelection } from './bet.ts';
import { createEmptyCoupon, DEFAULT_COUPON_SETTINGS } from './couponState.ts';
import { acceptCurrentOdds, acceptedCoefOf, applyGameUpdate, oddsDirection, refusedOddsChanges } from './liveOdds.ts';
import { selection } from './testSelections.ts';

const live = (coef: number, extra: Partial<LiveGameUpdate> = {}, isBlocked = false): LiveGameUpdate => ({
  id: 'g-7-w-1', statusId: 2, isLive: true, isFinished: false, secondsOfPlay: 600, period: 1, score: [1, 0],
  markets: [{ id: 'm', isBlocked, outcomes: [{ id: '7-w-1', coef }, { id: '7-w-2', coef: 3 }] }],
  ...extra,
});
const bet = () => createBetFromSelection(selection('7-w-1', 2, { isLive: true, score: '1:0' }));

describe('the slip follows the live feed', () => {
  it('re-prices the bet and pins the price the player took', () => {
    const moved = applyGameUpdate(bet(), live(2.4));
    expect(moved.market.coef).toBe(2.4);
    expect(acceptedCoefOf(moved)).toBe(2);
    // A second move keeps the first accepted price.
    expect(acceptedCoefOf(applyGameUpdate(moved, live(2.6)))).toBe(2);
  });

  it('returns the same bet when nothing it shows changed (no store commit)', () => {
    const b = { ...bet(), game: { ...bet().game, statusId: 2, secondsOfPlay: 600, fullScore: '1:0' } };
    expect(applyGameUpdate(b, live(2))).toBe(b);
  });

  it('ignores another game and keeps the last price of an outcome the update does not carry', () => {
    const b = bet();
    expect(applyGameUpdate(b, { ...live(5), id: 'other' })).toBe(b);
    const noOutcome = applyGameUpdate(b, { ...live(5), markets: [] });
    expect(noOutcome.market.coef).toBe(2);
  });

  it('marks a suspended market blocked and a finished game finished', () => {
    expect(applyGameUpdate(bet(), live(2, {}, true)).isBlocked).toBe(true);
    const done = applyGameUpdate(bet(), live(2, { isFinished: true, statusId: 4, score: [2, 0] }));
    expect(done.game.isFinished).toBe(true);
    expect(done.game.fullScore).toBe('2:0');
    // The score the selection was taken at is kept for drop-on-score-change.
    expect(done.selectedScore).toBe('1:0');
  });

  it('tells the direction of a move after the 3-decimal rounding', () => {
    expect(oddsDirection(2, 2.1)).toBe('up');
    expect(oddsDirection(2, 1.9)).toBe('down');
    expect(oddsDirection(2, 2.0001)).toBeNull();
  });

  it('applies changeCoefAction at placement to the move since the accepted price', () => {
    const lower = [applyGameUpdate(bet(), live(1.8))];
    const higher = [applyGameUpdate(bet(), live(2.4))];
    expect(refusedOddsChanges(lower, 0)).toEqual([{ outcomeId: '7-w-1', shownCoef: 2, currentCoef: 1.8 }]);
    expect(refusedOddsChanges(higher, 0)).toHaveLength(1);
    expect(refusedOddsChanges(higher, 1)).toEqual([]);
    expect(refusedOddsChanges(lower, 1)).toHaveLength(1);
    expect(refusedOddsChanges(lower, 2)).toEqual([]);
  });

  it('an exact coefficient accepts only that price, whatever the policy', () => {
    const higher = [applyGameUpdate(bet(), live(2.4))];
    expect(refusedOddsChanges(higher, 2, 2)).toHaveLength(1);
    expect(refusedOddsChanges(higher, 2, 2.4)).toEqual([]);
  });

  it('accepting the current odds makes them the sent price', () => {
    const accepted = acceptCurrentOdds(applyGameUpdate(bet(), live(1.8)));
    expect(refusedOddsChanges([accepted], 0)).toEqual([]);
    const coupon = { ...createEmptyCoupon('RUB', DEFAULT_COUPON_SETTINGS), bets: [accepted] };
    expect(buildBaseCoupon(coupon, DEFAULT_COUPON_SETTINGS, { userId: 1, refId: null, coefViewId: 0 }).bets[0]).toMatchObject({ coef: 1.8, score: '1:0' });
  });

  it('the base coupon sends the accepted price, not the moved one, so the server judges the move', () => {
    const moved = applyGameUpdate(bet(), live(1.8));
    const coupon = { ...createEmptyCoupon('RUB', DEFAULT_COUPON_SETTINGS), bets: [moved] };
    expect(buildBaseCoupon(coupon, DEFAULT_COUPON_SETTINGS, { userId: 1, refId: null, coefViewId: 0 }).bets[0]?.coef).toBe(2);
  });
});
