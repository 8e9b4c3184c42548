import { describe, expect, it } from 'vitest';
import { createBetFromSelection, isBetLive, isBonusBet, isGameFinished, type CouponBet } from './bet.ts';

function bet(overrides: { market?: Partial<CouponBet['market']>; game?: Partial<CouponBet['game']> } = {}): CouponBet {
  const base = createBetFromSelection({
    outcomeId: 'o1', gameId: 'g1', sportId: 1, coef: 2, isLive: false, title: 'A – B', outcomeName: '1',
  });
  return { ...base, market: { ...base.market, ...overrides.market }, game: { ...base.game, ...overrides.game } };
}

const bonusTypes = new Set([901]);

describe('bonus bets', () => {
  it('a bet with sport id 0 is a bonus bet', () => {
    expect(isBonusBet(bet({ market: { sportId: 0 } }), bonusTypes)).toBe(true);
  });
  it('a bet whose market type is a bonus type is a bonus bet', () => {
    expect(isBonusBet(bet({ market: { typeId: 901 } }), bonusTypes)).toBe(true);
  });
  it('an ordinary sport bet is not a bonus bet', () => {
    expect(isBonusBet(bet({ market: { sportId: 1, typeId: 3 } }), bonusTypes)).toBe(false);
  });
});

describe('finished games', () => {
  it('a game is finished when its finished flag is set', () => {
    expect(isGameFinished(bet({ game: { isFinished: true } }).game)).toBe(true);
  });
  it('a game is finished when its status is 4', () => {
    expect(isGameFinished(bet({ game: { statusId: 4 } }).game)).toBe(true);
  });
  it('a game with another status and no flag is not finished', () => {
    expect(isGameFinished(bet({ game: { statusId: 2 } }).game)).toBe(false);
  });
});

describe('live bets', () => {
  it('a bet is live when its game has elapsed time', () => {
    expect(isBetLive(bet({ game: { secondsOfPlay: 61 } }))).toBe(true);
  });
  it('a bet is live when its game is live-in-live', () => {
    expect(isBetLive(bet({ game: { isLiveInLive: true } }))).toBe(true);
  });
  it.each([2, 3])('a bet is live when its game status is %i', (statusId) => {
    expect(isBetLive(bet({ game: { statusId } }))).toBe(true);
  });
  it('a bet is live when its market is live', () => {
    expect(isBetLive(bet({ market: { isLive: true } }))).toBe(true);
  });
  it('a finished game is never live, even with elapsed time and a live market', () => {
    expect(isBetLive(bet({ game: { secondsOfPlay: 5400, isFinished: true }, market: { isLive: true } }))).toBe(false);
  });
  it('a pre-match bet with no live signal is line, not live', () => {
    expect(isBetLive(bet())).toBe(false);
  });
});

describe('bets from a clicked outcome', () => {
  it('a new bet starts with status -2 and carries the clicked coefficient', () => {
    const created = bet({ market: { coef: 1.85 } });
    expect(created.statusId).toBe(-2);
    expect(created.market.coef).toBe(1.85);
  });
});
