/**
 * The simulated match: a goal sport scores by seeded per-minute scoring events, a set sport point by point
 * (set-match.ts, scoring-rules.ts); odds of a goal sport come from a normal approximation of the final
 * score given the score so far and the play left. Everything is a function of (game, time), so the feed
 * is deterministic under the server's clock.
 */
import { randomOf } from './prng.ts';
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
  /** A set sport: the points (games) of the set in play. */
  current?: Score;
}

export const NOT_STARTED: GameMoment = { secondsOfPlay: 0, score: [0, 0], statusId: 0, period: 0, lastScoreAt: null };

function eventsInMinute(game: ScheduledGame, team: 0 | 1, minute: number): { count: number; second: number } {
  const rate = game.sport.rate * game.strength[team];
  const whole = Math.floor(rate);
  const count = whole + (randomOf('score', game.id, team, minute) < rate - whole ? 1 : 0);
  return { count, second: Math.floor(randomOf('second', game.id, team, minute) * 60) };
}

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
  const periodSeconds = game.sport.periodMinutes * 60;
  const periods: Array<[number, number]> = [];
  const score: [number, number] = [0, 0];
  let lastScoreAt: number | null = null;
  const lastMinute = Math.floor(secondsOfPlay / 60);
  for (let minute = 0; minute <= lastMinute; minute++) {
    for (const team of [0, 1] as const) {
      const { count, second } = eventsInMinute(game, team, minute);
      const at = minute * 60 + second;
      if (count > 0 && at <= secondsOfPlay && at < game.durationSeconds) {
        score[team] += count * game.sport.points;
        lastScoreAt = Math.max(lastScoreAt ?? 0, at);
        const periodIndex = Math.min(game.sport.periods - 1, Math.floor(at / periodSeconds));
        for (let k = periods.length; k <= periodIndex; k++) periods.push([0, 0]);
        periods[periodIndex]![team] += count * game.sport.points;
      }
    }
  }
  const period = Math.min(game.sport.periods, Math.floor(secondsOfPlay / periodSeconds) + 1);
  for (let k = periods.length; k < period; k++) periods.push([0, 0]);
  return { secondsOfPlay, score, statusId: finished ? 4 : period === 1 ? 2 : 3, period, lastScoreAt, periods };
}

/** The scoring events of the first `secondsOfPlay` seconds, in order (the cyber match tracker replays them). */
export function scoringEvents(game: ScheduledGame, secondsOfPlay: number): Array<{ second: number; team: 0 | 1; points: number }> {
  const events: Array<{ second: number; team: 0 | 1; points: number }> = [];
  for (let minute = 0; minute <= Math.floor(secondsOfPlay / 60); minute++) {
    for (const team of [0, 1] as const) {
      const { count, second } = eventsInMinute(game, team, minute);
      const at = minute * 60 + second;
      if (count > 0 && at <= secondsOfPlay && at < game.durationSeconds) events.push({ second: at, team, points: count * game.sport.points });
    }
  }
  return events.sort((a, b) => a.second - b.second);
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
  const minutesLeft = Math.max(0, (game.durationSeconds - moment.secondsOfPlay) / 60);
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
