/**
 * The live match tracker's rules, React-free: who scored (from the timeline, then from each live score
 * change), the momentum of the last minutes of play, and where the marker stands on the arena.
 */
import type { ScoringEvent } from '../../shared/cyber-api.ts';

export type Side = 0 | 1;

/** The team whose score rose between two live scores (the bigger rise), or null when nothing changed. */
export function scorerOf(previous: readonly [number, number], next: readonly [number, number]): Side | null {
  const home = next[0] - previous[0];
  const away = next[1] - previous[1];
  if (home <= 0 && away <= 0) return null;
  return home >= away ? 0 : 1;
}

/** The team of the latest scoring event, or null before any. */
export const lastScorer = (timeline: readonly ScoringEvent[]): Side | null => (timeline.length ? timeline[timeline.length - 1]!.team : null);

/**
 * Momentum in [-1, 1]: home points minus away points over the last `windowSeconds` of play, relative to
 * their sum (positive = home pressing). 0 when nobody scored in the window.
 */
export function momentum(timeline: readonly ScoringEvent[], secondsOfPlay: number, windowSeconds = 120): number {
  let home = 0;
  let away = 0;
  for (const e of timeline) {
    if (e.second < secondsOfPlay - windowSeconds || e.second > secondsOfPlay) continue;
    if (e.team === 0) home += e.points;
    else away += e.points;
  }
  return home + away === 0 ? 0 : (home - away) / (home + away);
}

/**
 * The marker's position across the arena in percent (0 = home goal line, 100 = away): it sits in the
 * half of the side that attacks (the last scorer pushes it towards the opponent), shifted by momentum.
 */
export function markerPosition(side: Side | null, pressure: number): number {
  const base = side === null ? 50 : side === 0 ? 72 : 28;
  return Math.round(Math.min(92, Math.max(8, base + pressure * 18)));
}

/** Share of the match played, 0..1 (the tracker's progress bar). */
export const progressOf = (secondsOfPlay: number, durationSeconds: number) => (durationSeconds > 0 ? Math.min(1, secondsOfPlay / durationSeconds) : 0);
