/**
 * TV-style money wheel: 50 segments marked 1, 3, 5, 11 or 23 (24, 12, 8, 4 and 2 of them). The player backs
 * one mark; a win pays mark:1 (the stake back plus mark × stake). Every mark returns
 * count × (mark + 1) / 50 = 48 / 50 = 96 %. One float picks the segment.
 */
import type { EngineFamily } from './family.ts';
import { pickIndex } from './family.ts';

export const WHEEL_MARKS = [1, 3, 5, 11, 23] as const;
export type WheelMark = (typeof WHEEL_MARKS)[number];
export const WHEEL_RTP = 0.96;

/** The segments clockwise from the pointer (spread so equal marks rarely touch). */
export const WHEEL_SEGMENTS: readonly WheelMark[] = [
  1, 3, 1, 5, 1, 3, 1, 11, 1, 3, 1, 5, 1, 23, 1, 3, 1, 5, 1, 3, 1, 11, 1, 5, 3,
  1, 3, 1, 5, 1, 3, 1, 11, 1, 3, 1, 5, 1, 23, 1, 3, 1, 5, 1, 3, 1, 11, 1, 5, 3,
];

export interface WheelChoice {
  mark: number;
}

export interface WheelOutcome {
  segment: number;
  mark: WheelMark;
  backed: number;
  multiplier: number;
}

export function wheelOutcome(floats: readonly number[], choice: WheelChoice): WheelOutcome {
  const segment = pickIndex(floats[0] ?? 0, WHEEL_SEGMENTS.length);
  const mark = WHEEL_SEGMENTS[segment]!;
  return { segment, mark, backed: choice.mark, multiplier: mark === choice.mark ? mark + 1 : 0 };
}

/** Exact RTP of backing one mark. */
export const wheelRtp = (mark: WheelMark): number => (WHEEL_SEGMENTS.filter((m) => m === mark).length * (mark + 1)) / WHEEL_SEGMENTS.length;

export const wheelFamily: EngineFamily<WheelChoice, WheelOutcome> = {
  floats: () => 1,
  outcome: (floats, _params, choice) => wheelOutcome(floats, choice),
  paytable: () => ({ rtp: WHEEL_RTP, segments: [...WHEEL_SEGMENTS], marks: WHEEL_MARKS.map((mark) => ({ mark, count: WHEEL_SEGMENTS.filter((m) => m === mark).length, pays: mark })) }),
  choiceProblem(choice) {
    const mark = (choice as Partial<WheelChoice> | null)?.mark;
    return (WHEEL_MARKS as readonly number[]).includes(mark as number) ? null : 'wheel_mark_invalid';
  },
  paramsOf: () => ({}),
};
