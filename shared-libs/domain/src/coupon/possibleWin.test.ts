import { describe, expect, it } from 'vitest';
import { calculatePossibleWin, capPayout } from './possibleWin.ts';

const bets = (coefs: number[]) => coefs.map((coef, i) => ({ outcomeId: `o${i}`, coef, isBanker: false }));

describe('possible win', () => {
  it('express 2.6 × 3.5 × 1.2 at 10 has odds 10.92 and returns 109.20', () => {
    const result = calculatePossibleWin({ typeId: 1, bets: bets([2.6, 3.5, 1.2]), amount: 10, systemValue: 2, currencyIso: 'RUB' });
    expect(result.coef).toBe(10.92);
    expect(result.possibleWin).toBe(109.2);
  });
  it('system 2/3 on 1.90, 2.00, 2.50 at 600 returns 2710 if all win', () => {
    const result = calculatePossibleWin({ typeId: 2, bets: bets([1.9, 2, 2.5]), amount: 600, systemValue: 2, currencyIso: 'RUB' });
    expect(result.possibleWin).toBe(2710);
    expect(result.coef).toBe(4.517);
  });
  it('a single returns stake × odds', () => {
    expect(calculatePossibleWin({ typeId: 0, bets: bets([1.85]), amount: 100, systemValue: 2, currencyIso: 'RUB' }).possibleWin).toBe(185);
  });
  it('singles return the sum of each bet stake × odds, a bet amount overriding the common one', () => {
    const result = calculatePossibleWin({
      typeId: 10001, bets: bets([2, 3]), amount: 10, amountByBetId: { o1: 20 }, systemValue: 2, currencyIso: 'RUB',
    });
    expect(result.possibleWin).toBe(2 * 10 + 3 * 20);
  });
  it('an empty coupon wins nothing', () => {
    expect(calculatePossibleWin({ typeId: 1, bets: [], amount: 10, systemValue: 2, currencyIso: 'RUB' }).possibleWin).toBe(0);
  });
  it('the max payout caps the possible win', () => {
    const result = calculatePossibleWin({
      typeId: 1, bets: bets([2.6, 3.5, 1.2]), amount: 10, systemValue: 2, maxPayout: 100, currencyIso: 'RUB',
    });
    expect(result).toEqual({ coef: 10.92, possibleWin: 100, isCapped: true });
  });
});

describe('max payout cap', () => {
  it('a payout under the cap is kept', () => {
    expect(capPayout(50, 100)).toEqual({ payout: 50, isCapped: false });
  });
  it.each([0, -1, Infinity, undefined])('a cap of %s means no cap', (cap) => {
    expect(capPayout(5000, cap)).toEqual({ payout: 5000, isCapped: false });
  });
});
