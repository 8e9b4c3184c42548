/** The match tracker's rules: who scored, momentum over the last two minutes, marker position, progress. */
import { describe, expect, it } from 'vitest';
import { lastScorer, markerPosition, momentum, progressOf, scorerOf } from './tracker-model.ts';

const timeline = [
  { second: 30, team: 0 as const, points: 1 },
  { second: 200, team: 1 as const, points: 1 },
  { second: 260, team: 1 as const, points: 1 },
  { second: 290, team: 0 as const, points: 1 },
];

describe('match tracker', () => {
  it('a live score change names the scorer: the side whose score rose', () => {
    expect(scorerOf([1, 0], [2, 0])).toBe(0);
    expect(scorerOf([1, 0], [1, 1])).toBe(1);
    expect(scorerOf([1, 1], [1, 1])).toBeNull();
    expect(scorerOf([10, 5], [11, 8])).toBe(1);
  });

  it('starts from the latest scoring event of the timeline', () => {
    expect(lastScorer(timeline)).toBe(0);
    expect(lastScorer([])).toBeNull();
  });

  it('momentum counts the last two minutes only: 2 away, 1 home → -1/3; nobody scoring → 0', () => {
    expect(momentum(timeline, 300)).toBeCloseTo(-1 / 3, 5);
    expect(momentum(timeline, 100)).toBe(1);
    expect(momentum(timeline, 1000)).toBe(0);
  });

  it('the marker stands in the attacking half of the last scorer, pushed by momentum, never off the arena', () => {
    expect(markerPosition(null, 0)).toBe(50);
    expect(markerPosition(0, 0)).toBe(72);
    expect(markerPosition(1, 0)).toBe(28);
    expect(markerPosition(0, 1)).toBe(90);
    expect(markerPosition(1, -1)).toBe(10);
  });

  it('progress is the share of the match played', () => {
    expect(progressOf(90, 180)).toBe(0.5);
    expect(progressOf(500, 180)).toBe(1);
  });
});
