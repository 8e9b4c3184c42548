import { describe, expect, it } from 'vitest';
import { createRandom } from './prng.ts';
import { finalSetsDistribution, playSetMatch, raceWinProbability, setWinner, setWinProbability, type SetRule } from './scoring-rules.ts';

const VOLLEYBALL: SetRule = { kind: 'sets', bestOf: 5, setPoints: 25, decidingSetPoints: 15 };
const TABLE_TENNIS: SetRule = { kind: 'sets', bestOf: 5, setPoints: 11, decidingSetPoints: 11 };
const BADMINTON: SetRule = { kind: 'sets', bestOf: 3, setPoints: 21, decidingSetPoints: 21, cap: 30 };
const TENNIS: SetRule = { kind: 'tennis', bestOf: 3 };

/** Matches played with seeded randomness: the same numbers every run. */
function matches(rule: SetRule, count: number, unit = 0.53) {
  return [...Array(count).keys()].map((seed) => {
    const random = createRandom(seed + 1);
    return playSetMatch(rule, { unit, tieBreakPoint: 0.5 }, () => random());
  });
}

/** A set of a race sport is over when one side reached the target two clear, and not a rally earlier. */
function endsAsARace([a, b]: [number, number], target: number) {
  const high = Math.max(a, b);
  const low = Math.min(a, b);
  return high === target ? low <= target - 2 : high > target && high - low === 2;
}

describe('scoring rules of set sports', () => {
  it('a volleyball set is won at 25 with a two-point lead; the fifth set is played to 15', () => {
    expect(setWinner(VOLLEYBALL, 0, 25, 23)).toBe(0);
    expect(setWinner(VOLLEYBALL, 0, 25, 24)).toBeNull();
    expect(setWinner(VOLLEYBALL, 0, 26, 24)).toBe(0);
    expect(setWinner(VOLLEYBALL, 0, 27, 29)).toBe(1);
    expect(setWinner(VOLLEYBALL, 3, 15, 13)).toBeNull();
    expect(setWinner(VOLLEYBALL, 4, 15, 13)).toBe(0);
    for (const { sets } of matches(VOLLEYBALL, 200)) {
      sets.forEach((set, i) => expect(endsAsARace(set, i === 4 ? 15 : 25), `${sets.join(' ')}`).toBe(true));
    }
  });

  it('table tennis is best of five to 11, two clear', () => {
    for (const { sets } of matches(TABLE_TENNIS, 300)) {
      const won = [sets.filter(([a, b]) => a > b).length, sets.filter(([a, b]) => b > a).length];
      expect(Math.max(...won)).toBe(3);
      expect(Math.min(...won)).toBeLessThan(3);
      expect(sets.length).toBeGreaterThanOrEqual(3);
      expect(sets.length).toBeLessThanOrEqual(5);
      sets.forEach((set) => expect(endsAsARace(set, 11), `${sets.join(' ')}`).toBe(true));
    }
  });

  it('badminton is best of three to 21, two clear', () => {
    for (const { sets } of matches(BADMINTON, 200)) {
      expect(sets.length === 2 || sets.length === 3).toBe(true);
      sets.forEach((set) => expect(endsAsARace(set, 21) || Math.max(...set) === 30).toBe(true));
    }
  });

  it('badminton caps a game at 30: at 29:29 the next rally wins it 30:29, and prices know the cap', () => {
    expect(setWinner(BADMINTON, 0, 29, 28)).toBeNull();
    expect(setWinner(BADMINTON, 0, 30, 29)).toBe(0);
    expect(setWinner(BADMINTON, 2, 29, 30)).toBe(1);
    expect(setWinner(BADMINTON, 0, 23, 21)).toBe(0);
    // At 29:29 the next rally decides: the chance of the game is the chance of one rally.
    expect(setWinProbability(BADMINTON, 0, 29, 29, { unit: 0.6, tieBreakPoint: 0.5 })).toBeCloseTo(0.6, 10);
    expect(setWinProbability(BADMINTON, 0, 28, 28, { unit: 0.6, tieBreakPoint: 0.5 })).toBeCloseTo(0.36 + 2 * 0.24 * 0.6, 10);
    // Evenly matched sides reach the cap now and then: never past 30, never 31:29.
    const sets = matches(BADMINTON, 3000, 0.5).flatMap((m) => m.sets);
    for (const set of sets) expect(Math.max(...set)).toBeLessThanOrEqual(30);
  });

  it('a tennis set is won at six games two clear, or 7:6 by a tie-break at 6:6', () => {
    expect(setWinner(TENNIS, 0, 6, 4)).toBe(0);
    expect(setWinner(TENNIS, 0, 6, 5)).toBeNull();
    expect(setWinner(TENNIS, 0, 7, 5)).toBe(0);
    expect(setWinner(TENNIS, 0, 6, 6)).toBeNull();
    expect(setWinner(TENNIS, 0, 6, 7)).toBe(1);
    const all = matches(TENNIS, 300, 0.5).flatMap((m) => m.sets);
    for (const [a, b] of all) {
      const high = Math.max(a, b);
      const low = Math.min(a, b);
      expect(high === 6 ? low <= 4 : high === 7 && (low === 5 || low === 6), `${a}:${b}`).toBe(true);
    }
    expect(all.some(([a, b]) => a + b === 13)).toBe(true);
  });

  it('a set sport has no draw: the final score in sets always has a winner', () => {
    const final = finalSetsDistribution(VOLLEYBALL, { sets: [2, 2], current: [14, 14] }, { unit: 0.5, tieBreakPoint: 0.5 });
    expect([...final.keys()].sort()).toEqual(['2:3', '3:2']);
    for (const { sets } of matches(TABLE_TENNIS, 100, 0.5)) expect(sets.filter(([a, b]) => a > b).length).not.toBe(sets.filter(([a, b]) => b > a).length);
  });
});

describe('prices of set sports', () => {
  it('from deuce the set goes to the side winning a point with chance p with chance p² / (p² + q²)', () => {
    expect(raceWinProbability(10, 10, 11, 0.6)).toBeCloseTo(0.36 / (0.36 + 0.16), 10);
    expect(raceWinProbability(30, 30, 25, 0.6)).toBeCloseTo(0.36 / (0.36 + 0.16), 10);
    expect(raceWinProbability(0, 0, 25, 0.5)).toBeCloseTo(0.5, 10);
    expect(raceWinProbability(24, 10, 25, 0.5)).toBeGreaterThan(0.99);
  });

  it('the final-sets distribution sums to 1 and agrees with the matches the simulation plays', () => {
    const odds = { unit: 0.53, tieBreakPoint: 0.515 };
    for (const rule of [VOLLEYBALL, TABLE_TENNIS, TENNIS]) {
      const final = finalSetsDistribution(rule, { sets: [0, 0], current: [0, 0] }, odds);
      expect([...final.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
      const played = [...Array(2000).keys()].map((seed) => {
        const random = createRandom(seed + 7);
        return playSetMatch(rule, odds, () => random()).sets;
      });
      const homeWins = played.filter((sets) => sets.filter(([a, b]) => a > b).length > sets.length / 2).length / played.length;
      const priced = [...final].reduce((sum, [key, p]) => sum + (Number(key.split(':')[0]) > Number(key.split(':')[1]) ? p : 0), 0);
      expect(Math.abs(homeWins - priced)).toBeLessThan(0.04);
    }
  });

  it('a forced score beyond the sets a match needs is priced as it stands (it once recursed without end: a 500)', () => {
    const final = finalSetsDistribution(TABLE_TENNIS, { sets: [7, 7], current: [0, 0] }, { unit: 0.5, tieBreakPoint: 0.5 });
    expect([...final]).toEqual([['7:7', 1]]);
  });

  it('a set in play is priced from its points: ahead 10:3 in table tennis is nearly won', () => {
    expect(setWinProbability(TABLE_TENNIS, 0, 10, 3, { unit: 0.5, tieBreakPoint: 0.5 })).toBeGreaterThan(0.99);
    expect(setWinProbability(TENNIS, 0, 5, 0, { unit: 0.5, tieBreakPoint: 0.5 })).toBeGreaterThan(0.9);
  });
});
