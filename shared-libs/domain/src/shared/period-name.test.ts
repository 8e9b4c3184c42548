import { describe, expect, it } from 'vitest';
import { periodName, showsMatchClock } from './period-name.ts';

describe('period names as the sport writes them', () => {
  it('a set sport\'s periods are sets, and it shows the set in play rather than a clock', () => {
    expect(periodName({ scoring: 'sets', regularPeriods: 5, shootoutPeriod: null }, 3)).toEqual({ key: 'set_n', n: 3 });
    expect(periodName({ scoring: 'tennis', regularPeriods: 3, shootoutPeriod: null }, 2)).toEqual({ key: 'set_n', n: 2 });
    expect(showsMatchClock({ scoring: 'sets' })).toBe(false);
    expect(showsMatchClock({ scoring: 'goals' })).toBe(true);
  });

  it('hockey periods after the third are overtime, then the shootout', () => {
    const hockey = { scoring: 'goals' as const, regularPeriods: 3, shootoutPeriod: 5 };
    expect(periodName(hockey, 3)).toEqual({ key: 'period_n', n: 3 });
    expect(periodName(hockey, 4)).toEqual({ key: 'overtime', n: 1 });
    expect(periodName(hockey, 5)).toEqual({ key: 'shootout', n: 5 });
  });

  it('basketball numbers its second and later overtimes', () => {
    const basketball = { scoring: 'goals' as const, regularPeriods: 4, shootoutPeriod: null };
    expect(periodName(basketball, 5)).toEqual({ key: 'overtime', n: 1 });
    expect(periodName(basketball, 6)).toEqual({ key: 'overtime_n', n: 2 });
  });
});
