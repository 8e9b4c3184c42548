/**
 * Lucky Keno: the player picks 1 to 10 numbers of 1..80, the draw takes 20 of the 80 (a Fisher–Yates
 * shuffle driven by 20 provably-fair floats), and the pay depends on how many picks were hit, by the
 * published table below (× stake). The RTP of each pick count is exact: hits follow the hypergeometric law
 * P(k) = C(n, k) · C(80 − n, 20 − k) / C(80, 20).
 */
import { pick } from './provably-fair.ts';

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

/** KENO_PAYS[picks][hits] = × stake (missing = 0). */
export const KENO_PAYS: Readonly<Record<number, readonly number[]>> = {
  1: [0, 3.8],
  2: [0, 1.1, 9.1],
  3: [0, 0, 3.4, 34.2],
  4: [0, 0, 2.1, 7.2, 60],
  5: [0, 0, 1.2, 3.5, 15, 250],
  6: [0, 0, 0.7, 2.7, 5, 50, 800],
  7: [0, 0, 0.7, 1.5, 3, 15, 150, 2000],
  8: [0, 0, 0, 1.4, 2.9, 10, 50, 500, 5000],
  9: [0, 0, 0, 0.6, 2.6, 5, 25, 200, 2000, 10000],
  10: [0, 0, 0, 0.5, 1, 3, 15, 100, 1000, 5000, 20000],
};

/** The 20 drawn numbers (1..80, in draw order) from 20 floats. */
export function kenoDraw(floats: readonly number[]): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i++) {
    const j = i + pick(floats[i] ?? 0, KENO_NUMBERS - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, KENO_DRAWN);
}

/** Null when the picks are valid (1..10 distinct integers of 1..80), else the reason. */
export function kenoPicksProblem(picks: readonly number[]): 'picks_count' | 'picks_range' | 'picks_duplicate' | null {
  if (picks.length < 1 || picks.length > KENO_MAX_PICKS) return 'picks_count';
  if (picks.some((n) => !Number.isInteger(n) || n < 1 || n > KENO_NUMBERS)) return 'picks_range';
  if (new Set(picks).size !== picks.length) return 'picks_duplicate';
  return null;
}

export function kenoMultiplier(picks: number, hits: number): number {
  return KENO_PAYS[picks]?.[hits] ?? 0;
}

export interface KenoOutcome {
  drawn: number[];
  hits: number[];
  multiplier: number;
}

export function kenoOutcome(picks: readonly number[], floats: readonly number[]): KenoOutcome {
  const drawn = kenoDraw(floats);
  const chosen = new Set(picks);
  const hits = drawn.filter((n) => chosen.has(n));
  return { drawn, hits, multiplier: kenoMultiplier(picks.length, hits.length) };
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** P(hits = k) for n picks. */
export function kenoHitProbability(picks: number, hits: number): number {
  return (binomial(picks, hits) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - hits)) / binomial(KENO_NUMBERS, KENO_DRAWN);
}

/** The exact RTP of playing `picks` numbers. */
export function kenoRtp(picks: number): number {
  let rtp = 0;
  for (let k = 0; k <= picks; k++) rtp += kenoHitProbability(picks, k) * kenoMultiplier(picks, k);
  return rtp;
}
