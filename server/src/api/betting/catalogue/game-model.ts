/**
 * The simulated match: a goal sport scores by seeded per-minute scoring events, a set sport point by point
 * (set-match.ts, scoring-rules.ts); odds of a goal sport come from a normal approximation of the final
 * score given the score so far and the play left. Everything is a function of (game, time), so the feed
 * is deterministic under the server's clock.
 */
import { goalMatch } from './goal-match.ts';
import type { ScheduledGame } from './schedule.ts';
import { setMomentAt } from './set-match.ts';

export type Score = readonly [number, number];

export interface GameMoment {
  /** Seconds of play so far (0 before kick-off, the full duration once over). */
  secondsOfPlay: number;
  /** Goals (points) of a goal sport; sets won in a set sport. */
  score: Score;
  /** 0 not started, 2 first period (set), 3 later ones, 4 finished (spec §4 status ids). */
  statusId: 0 | 2 | 3 | 4;
  /** The period (a set sport: the set) in play. */
  period: number;
  /** Seconds of play of the latest change of `score`, or null. */
  lastScoreAt: number | null;
  /** Score of each period so far (a set sport: each set's points, tennis games), the one in play last. */
  periods?: Array<[number, number]>;
  /** A set sport: per finished set, its tie-break's points (tennis 7:6), else null. */
  tieBreaks?: Array<[number, number] | null>;
  /** A set sport: the points (games) of the set in play. */
  current?: Score;
  /** A game gone past regular time (overtime, shootout): the score at the end of regular time. */
  regular?: Score;
}

export const NOT_STARTED: GameMoment = { secondsOfPlay: 0, score: [0, 0], statusId: 0, period: 0, lastScoreAt: null };

export function momentAt(game: ScheduledGame, nowMs: number): GameMoment {
  const elapsed = Math.floor((nowMs - game.startMs) / 1000);
  if (elapsed < 0) return NOT_STARTED;
  const secondsOfPlay = Math.min(elapsed, game.durationSeconds);
  const finished = secondsOfPlay >= game.durationSeconds;
  const rule = game.sport.scoring;
  if (rule.kind !== 'goals') {
    const set = setMomentAt(game, rule, secondsOfPlay);
    return { secondsOfPlay, ...set, statusId: finished ? 4 : set.period === 1 ? 2 : 3 };
  }
  const match = goalMatch(game);
  // The period in play: the first whose end is still ahead (the last one once the game is over).
  const ahead = match.periodEnds.findIndex((end) => secondsOfPlay < end);
  const periodIndex = ahead === -1 ? match.periodEnds.length - 1 : ahead;
  const periods: Array<[number, number]> = match.periodEnds.slice(0, periodIndex + 1).map(() => [0, 0]);
  const score: [number, number] = [0, 0];
  const regular: [number, number] = [0, 0];
  let lastScoreAt: number | null = null;
  for (const event of match.events) {
    if (event.second > secondsOfPlay) break;
    score[event.team] += event.points;
    if (event.second < match.regularSeconds) regular[event.team] += event.points;
    lastScoreAt = event.second;
    const index = match.periodEnds.findIndex((end) => event.second < end);
    periods[index === -1 ? periods.length - 1 : index]![event.team] += event.points;
  }
  const period = periodIndex + 1;
  const moment: GameMoment = { secondsOfPlay, score, statusId: finished ? 4 : period === 1 ? 2 : 3, period, lastScoreAt, periods };
  return secondsOfPlay >= match.regularSeconds && match.durationSeconds > match.regularSeconds ? { ...moment, regular } : moment;
}

/** The scoring events of the first `secondsOfPlay` seconds, in order (the cyber match tracker replays them). */
export function scoringEvents(game: ScheduledGame, secondsOfPlay: number): Array<{ second: number; team: 0 | 1; points: number }> {
  if (game.sport.scoring.kind !== 'goals') return [];
  return goalMatch(game).events.filter((e) => e.second <= secondsOfPlay);
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26), plenty for prices. */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x) / Math.SQRT2);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

export interface Expectation {
  /** Expected final home − away. */
  diff: number;
  /** Expected final total. */
  total: number;
  /** Standard deviation of what is still to come (never 0, so prices stay finite). */
  sigma: number;
}

export function expectationAt(game: ScheduledGame, moment: GameMoment): Expectation {
  // Play left until regular time ends, or until the end of the overtime in play: prices never peek at
  // whether the simulated game will need (another) overtime.
  const match = goalMatch(game);
  const phaseEnd = moment.secondsOfPlay < match.regularSeconds ? match.regularSeconds : (match.periodEnds[moment.period - 1] ?? match.durationSeconds);
  const minutesLeft = Math.max(0, (phaseEnd - moment.secondsOfPlay) / 60);
  const { rate, points } = game.sport;
  const mean = (team: 0 | 1) => rate * game.strength[team] * points * minutesLeft;
  // Per-minute counts are roughly Poisson: variance = mean × points.
  const variance = (mean(0) + mean(1)) * points;
  return {
    diff: moment.score[0] - moment.score[1] + mean(0) - mean(1),
    total: moment.score[0] + moment.score[1] + mean(0) + mean(1),
    sigma: Math.max(0.2, Math.sqrt(variance)),
  };
}

/** The pre-match expectation fixes the total and handicap lines, so a line keeps its meaning in play. */
export function lines(game: ScheduledGame): { total: number; handicap: number } {
  const pre = expectationAt(game, NOT_STARTED);
  return { total: Math.floor(pre.total) + 0.5, handicap: -Math.round(pre.diff) + 0.5 };
}
