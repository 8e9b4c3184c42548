import { describe, expect, it } from 'vitest';
import type { PlayerBonus } from './bonuses-api.ts';
import { currentBonuses, leftToWager, pastBonuses, progressWidth, timeLeft } from './wager-model.ts';

const bonus = (id: number, status: PlayerBonus['status'], extra: Partial<PlayerBonus> = {}): PlayerBonus => ({
  id, slug: 'reload-bonus', source: 'deposit', status, currency: 'RUB', deposit: 1000, bonus: 500, wagerRequired: 1500, wagered: 0,
  progressPercent: 0, minCoef: 1.5, games: ['sport'], chosenAt: 0, grantedAt: 0, expiresAt: 0, endedAt: null, removed: 0, ...extra,
});

describe('office bonus pages', () => {
  it('the active bonus comes first, then the chosen one; ended bonuses are the history', () => {
    const list = [bonus(1, 'expired'), bonus(2, 'chosen'), bonus(3, 'active'), bonus(4, 'cancelled')];
    expect(currentBonuses(list).map((b) => b.id)).toEqual([3, 2]);
    expect(pastBonuses(list).map((b) => b.id)).toEqual([1, 4]);
  });

  it('time left until expiry in days, hours and minutes by the server clock', () => {
    expect(timeLeft(1000 + 2 * 86_400 + 3 * 3600 + 5 * 60 + 30, 1000)).toEqual({ days: 2, hours: 3, minutes: 5, over: false });
    expect(timeLeft(1000, 2000)).toEqual({ days: 0, hours: 0, minutes: 0, over: true });
  });

  it('what is left to wager and the bar width', () => {
    expect(leftToWager({ wagerRequired: 1500, wagered: 500.1 })).toBe(999.9);
    expect(leftToWager({ wagerRequired: 1500, wagered: 2000 })).toBe(0);
    expect(progressWidth({ progressPercent: 33 })).toBe(33);
    expect(progressWidth({ progressPercent: 140 })).toBe(100);
  });
});
