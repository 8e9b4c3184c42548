/**
 * A set sport's match as the simulation plays it (scoring-rules.ts): every point (tennis: game) drawn from
 * the game's seed, the whole match known at kick-off. Its units are spread evenly over the game's slot in
 * the schedule, so a match ends exactly when its scheduled time runs out, like every other sport, and
 * the score at any second is a pure function of (game, clock).
 */
import { randomOf } from './prng.ts';
import type { ScheduledGame } from './schedule.ts';
import { finalSetsDistribution, playSetMatch, stateAfter, type SetRule, type Side, type UnitOdds } from './scoring-rules.ts';

export interface PlayedSetMatch {
  units: Side[];
  /** Tie-break points by the unit played as a tie-break (tennis). */
  tieBreaks: Map<number, [number, number]>;
  /** Seconds of play at which each unit is won. */
  at: number[];
}

/**
 * Home's chance of a unit from the teams' strengths, pulled towards evenness: a point or a game is close
 * to a coin toss between professionals, and a small edge per point already makes a clear favourite.
 */
export function unitOdds(game: ScheduledGame): UnitOdds {
  const [home, away] = game.strength;
  const unit = 0.5 + 0.6 * (home / (home + away) - 0.5);
  return { unit, tieBreakPoint: 0.5 + (unit - 0.5) / 2 };
}

const CACHE_LIMIT = 5000;
const cache = new Map<number, PlayedSetMatch>();

export function playedMatch(game: ScheduledGame, rule: SetRule): PlayedSetMatch {
  let match = cache.get(game.id);
  if (!match) {
    const { units, tieBreaks } = playSetMatch(rule, unitOdds(game), (unit, point) => randomOf('unit', game.id, unit, point));
    // Unit i falls at (i + 1) / n of the game's time: the last one is the final whistle.
    const at = units.map((_, i) => Math.floor(((i + 1) * game.durationSeconds) / units.length));
    match = { units, tieBreaks, at };
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(game.id, match);
  }
  return match;
}

export interface SetMoment {
  score: [number, number];
  /** Each set's units so far, the set in play last (when started). */
  periods: Array<[number, number]>;
  /** The set in play (1-based); the last set once the match is over (its last unit is the final whistle). */
  period: number;
  /** Seconds of play when the latest set ended, or null: the match score changes only then. */
  lastScoreAt: number | null;
  /** The set in play, for prices. */
  current: [number, number];
  /** Per finished set, its tie-break's points (tennis 7:6), else null. */
  tieBreaks: Array<[number, number] | null>;
}

export function setMomentAt(game: ScheduledGame, rule: SetRule, secondsOfPlay: number): SetMoment {
  const match = playedMatch(game, rule);
  let played = 0;
  while (played < match.units.length && match.at[played]! <= secondsOfPlay) played++;
  const state = stateAfter(rule, match.units, played);
  const over = played === match.units.length;
  // The set in play shows from its first rally (0:0 between sets), so there is one score per period.
  const periods: Array<[number, number]> = [...state.finishedSets, ...(over ? [] : [[state.current[0], state.current[1]] as [number, number]])];
  // The match score last changed with the last unit of the last finished set.
  const unitsOfFinishedSets = state.finishedSets.reduce((n, [a, b]) => n + a + b, 0);
  const lastScoreAt = unitsOfFinishedSets > 0 ? (match.at[unitsOfFinishedSets - 1] ?? null) : null;
  const sets = state.finishedSets.length;
  // A set's last unit is its tie-break when one was played.
  let unitsBefore = 0;
  const tieBreaks = state.finishedSets.map(([a, b]) => {
    unitsBefore += a + b;
    return match.tieBreaks.get(unitsBefore - 1) ?? null;
  });
  return {
    score: [state.sets[0], state.sets[1]],
    periods,
    period: over ? sets : sets + 1,
    lastScoreAt,
    current: [state.current[0], state.current[1]],
    tieBreaks,
  };
}

/** Probability of each final score in sets from this moment ("3:1" → p). */
export function setScoreDistribution(game: ScheduledGame, rule: SetRule, moment: { score: readonly [number, number]; current?: readonly [number, number] }): Map<string, number> {
  return finalSetsDistribution(rule, { sets: moment.score, current: moment.current ?? [0, 0] }, unitOdds(game));
}
