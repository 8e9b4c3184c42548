/**
 * Number draws for the ball families (bingo, lottery): balls 1…N in the order a forward Fisher–Yates walk over
 * the fair floats gives (position i takes a uniform pick, float i, among the balls not yet placed), so the
 * whole draw is a pure function of the round's revealed seeds, and the exact odds of "these k numbers are all
 * among the first n balls" that the paytables' declared RTPs are computed from.
 */
import { pickIndex } from './family.ts';

/** The first `count` of `pool` after the forward Fisher–Yates walk on the floats (one float per place taken). */
export function pickInOrder(pool: readonly number[], count: number, floats: readonly number[]): number[] {
  const out = [...pool];
  for (let i = 0; i < count && i < out.length - 1; i++) {
    const j = i + pickIndex(floats[i] ?? 0, out.length - i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out.slice(0, count);
}

/** Balls 1…n. */
export const ballsUpTo = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

/** The draw order of all `balls` balls (balls − 1 floats). */
export const drawOrder = (balls: number, floats: readonly number[]): number[] => pickInOrder(ballsUpTo(balls), balls, floats);

/** P(k given numbers are all among the first n of N balls drawn) = C(N − k, n − k) / C(N, n). */
export function allAmongFirst(k: number, n: number, total: number): number {
  if (k > n) return 0;
  let p = 1;
  for (let i = 0; i < k; i++) p *= (n - i) / (total - i);
  return p;
}

/** Binomial coefficient C(n, k) as a float (exact for the small counts of the lottery tables). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}
