/** Standings maths on worked examples (rules in standings.ts). */
import { describe, expect, it } from 'vitest';
import { computeStandings, POINTS_BY_RULE, resultFor, teamForm, type FinishedGame } from './standings.ts';

const g = (startTime: number, home: string, away: string, h: number, a: number): FinishedGame => ({ startTime, home, away, score: [h, a] });

// A four-team football mini-league: A 2:1 B, C 0:0 D, A 1:1 C, B 3:0 D, D 2:1 A.
const LEAGUE = [g(1, 'A', 'B', 2, 1), g(2, 'C', 'D', 0, 0), g(3, 'A', 'C', 1, 1), g(4, 'B', 'D', 3, 0), g(5, 'D', 'A', 2, 1)];

describe('standings (football rule: win 3, draw 1, loss 0)', () => {
  const table = computeStandings(LEAGUE, POINTS_BY_RULE.withDraw);
  const byTeam = Object.fromEntries(table.map((r) => [r.team, r]));

  it('counts played, won, drawn, lost, scored and conceded per team', () => {
    expect(byTeam['A']).toMatchObject({ played: 3, won: 1, drawn: 1, lost: 1, scored: 4, conceded: 4, diff: 0, points: 4 });
    expect(byTeam['B']).toMatchObject({ played: 2, won: 1, drawn: 0, lost: 1, scored: 4, conceded: 2, diff: 2, points: 3 });
    expect(byTeam['C']).toMatchObject({ played: 2, won: 0, drawn: 2, lost: 0, scored: 1, conceded: 1, diff: 0, points: 2 });
    expect(byTeam['D']).toMatchObject({ played: 3, won: 1, drawn: 1, lost: 1, scored: 2, conceded: 4, diff: -2, points: 4 });
  });

  it('orders by points, then score difference (A and D both have 4: A is ahead on difference 0 against −2)', () => {
    expect(table.map((r) => r.team)).toEqual(['A', 'D', 'B', 'C']);
    expect(table.map((r) => r.position)).toEqual([1, 2, 3, 4]);
  });

  it('form is the latest results, newest first', () => {
    expect(byTeam['A']!.form).toEqual(['L', 'D', 'W']);
    expect(byTeam['D']!.form).toEqual(['W', 'L', 'D']);
  });

  it('every game adds one played game to each side, and total points = 3 per decided game + 2 per draw', () => {
    expect(table.reduce((sum, r) => sum + r.played, 0)).toBe(LEAGUE.length * 2);
    expect(table.reduce((sum, r) => sum + r.points, 0)).toBe(3 * 3 + 2 * 2);
  });
});

describe('standings tie-breaks and other rules', () => {
  it('equal points and difference: more scored goes first, then more wins, then the name', () => {
    const table = computeStandings([g(1, 'X', 'Y', 3, 3), g(2, 'Z', 'W', 1, 1)], POINTS_BY_RULE.withDraw);
    expect(table.map((r) => r.team)).toEqual(['X', 'Y', 'W', 'Z']);
  });

  it('sports without draws score 2 for a win; a level finish still counts as a draw (1 point)', () => {
    const table = computeStandings([g(1, 'Lakers', 'Celtics', 101, 99), g(2, 'Celtics', 'Heat', 90, 90)], POINTS_BY_RULE.noDraw);
    expect(table.find((r) => r.team === 'Lakers')).toMatchObject({ won: 1, points: 2 });
    expect(table.find((r) => r.team === 'Celtics')).toMatchObject({ lost: 1, drawn: 1, points: 1 });
    expect(table.find((r) => r.team === 'Heat')).toMatchObject({ drawn: 1, points: 1 });
  });

  it('teams of the championship without a finished game get a row of zeros (ahead of a team with a negative difference)', () => {
    const table = computeStandings([g(1, 'A', 'B', 1, 0)], POINTS_BY_RULE.withDraw, ['A', 'B', 'C']);
    expect(table.map((r) => r.team)).toEqual(['A', 'C', 'B']);
    expect(table[1]).toMatchObject({ team: 'C', played: 0, points: 0, diff: 0, form: [], position: 2 });
  });

  it('form keeps at most five letters and the result letter reads the side', () => {
    const games = Array.from({ length: 7 }, (_, i) => g(i, 'A', 'B', i % 2, 0));
    expect(teamForm(games, 'A')).toEqual(['D', 'W', 'D', 'W', 'D']);
    expect(resultFor([2, 1], 0)).toBe('W');
    expect(resultFor([2, 1], 1)).toBe('L');
  });
});
