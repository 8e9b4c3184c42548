/**
 * Championship standings from finished games: plain arithmetic, no catalogue, no clock, so the rules
 * below are unit-tested on worked examples (standings.test.ts).
 *
 * Rules:
 * - every finished game counts once for each side: played +1, scored/conceded from the final score;
 * - a higher score is a win, a lower one a loss, an equal one a draw (sports without draws can still end
 *   level in the simulation; such a game counts as a draw rather than being dropped);
 * - points per result come from the sport's table (POINTS_BY_RULE): 3/1/0 where draws are a result
 *   (football, hockey, handball, futsal), 2/1/0 elsewhere;
 * - order: points, then score difference, then scored, then wins, then the team's name (stable and
 *   deterministic);
 * - form: the team's latest results (FORM_LENGTH), newest first, as W / D / L.
 */

import type { FormLetter, StandingRow as DomainStandingRow } from '@arena/domain';

export type { FormLetter };

export interface FinishedGame {
  /** Unix seconds of the kick-off; orders the form. */
  startTime: number;
  home: string;
  away: string;
  score: readonly [number, number];
}

export interface PointsRule {
  win: number;
  draw: number;
  loss: number;
}

/** The points tables, keyed by whether the sport has the draw as a result. */
export const POINTS_BY_RULE: Readonly<Record<'withDraw' | 'noDraw', PointsRule>> = {
  withDraw: { win: 3, draw: 1, loss: 0 },
  noDraw: { win: 2, draw: 1, loss: 0 },
};

export const FORM_LENGTH = 5;

/** A table row as computed here; the results API adds the team's slug (the domain contract's row). */
export type StandingRow = Omit<DomainStandingRow, 'teamSlug'>;

/** The result letter of one game for the side (0 home, 1 away). */
export function resultFor(score: readonly [number, number], side: 0 | 1): FormLetter {
  const mine = score[side];
  const theirs = score[side === 0 ? 1 : 0];
  return mine > theirs ? 'W' : mine < theirs ? 'L' : 'D';
}

/** Form of one team over the given games (any order), newest first, at most `length` letters. */
export function teamForm(games: readonly FinishedGame[], team: string, length = FORM_LENGTH): FormLetter[] {
  return games
    .filter((g) => g.home === team || g.away === team)
    .sort((a, b) => b.startTime - a.startTime)
    .slice(0, length)
    .map((g) => resultFor(g.score, g.home === team ? 0 : 1));
}

export function compareRows(a: StandingRow, b: StandingRow): number {
  return b.points - a.points || b.diff - a.diff || b.scored - a.scored || b.won - a.won || a.team.localeCompare(b.team);
}

/**
 * The table of a championship. `teams` lists every team of the championship so a team with no finished
 * game yet still has its row (all zeros); teams only met in `games` are added too.
 */
export function computeStandings(games: readonly FinishedGame[], rule: PointsRule, teams: readonly string[] = []): StandingRow[] {
  const rows = new Map<string, StandingRow>();
  const row = (team: string) => {
    let found = rows.get(team);
    if (!found) {
      found = { position: 0, team, played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, diff: 0, points: 0, form: [] };
      rows.set(team, found);
    }
    return found;
  };
  for (const team of teams) row(team);
  for (const game of games) {
    for (const side of [0, 1] as const) {
      const r = row(side === 0 ? game.home : game.away);
      const letter = resultFor(game.score, side);
      r.played += 1;
      r.scored += game.score[side];
      r.conceded += game.score[side === 0 ? 1 : 0];
      if (letter === 'W') r.won += 1;
      else if (letter === 'D') r.drawn += 1;
      else r.lost += 1;
    }
  }
  const out = [...rows.values()];
  for (const r of out) {
    r.diff = r.scored - r.conceded;
    r.points = r.won * rule.win + r.drawn * rule.draw + r.lost * rule.loss;
    r.form = teamForm(games, r.team);
  }
  out.sort(compareRows);
  out.forEach((r, index) => (r.position = index + 1));
  return out;
}
