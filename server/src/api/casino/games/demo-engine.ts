/**
 * The generic demo game every catalogue game without its own engine opens: a labelled "demo wheel" of
 * 20 equal segments, played for fun money only (never real money). One provably-fair float picks the
 * segment; the RTP is the mean of the segments, published with them.
 */
import { pick } from './provably-fair.ts';

/** × stake per segment, clockwise from the top. */
export const DEMO_WHEEL = [0, 1.5, 0, 2, 0.5, 0, 3, 0, 1.2, 0.5, 0, 5, 0, 1.5, 0.5, 0, 2, 0, 1.2, 0.2] as const;

export const demoWheelRtp = (): number => (DEMO_WHEEL as readonly number[]).reduce((sum, m) => sum + m, 0) / DEMO_WHEEL.length;

export interface DemoOutcome {
  segment: number;
  multiplier: number;
}

export function demoOutcome(floats: readonly number[]): DemoOutcome {
  const segment = pick(floats[0] ?? 0, DEMO_WHEEL.length);
  return { segment, multiplier: DEMO_WHEEL[segment]! };
}
