/**
 * Plinko: a ball falls through `rows` rows of pegs, going left or right at each (one float per row, < 0.5 is
 * left); the bin is the number of rights, so bin k has probability C(rows, k) / 2^rows. The game's rows
 * (8, 12 or 16) and risk (its volatility) pick one published table; its RTP is exact by that binomial law.
 */
import type { EngineFamily, FamilyParams } from './family.ts';
import { round4 } from './family.ts';

export type PlinkoRisk = 'low' | 'medium' | 'high';
export const PLINKO_ROWS = [8, 12, 16] as const;

/** × stake per bin, left to right, per rows and risk. */
export const PLINKO_TABLES: Readonly<Record<number, Readonly<Record<PlinkoRisk, readonly number[]>>>> = {
  8: {
    low: [2.1, 1.6, 1.2, 0.93, 0.72, 0.93, 1.2, 1.6, 2.1],
    medium: [3.5, 2.2, 1.4, 0.86, 0.54, 0.86, 1.4, 2.2, 3.5],
    high: [6.6, 3.2, 1.5, 0.72, 0.34, 0.72, 1.5, 3.2, 6.6],
  },
  12: {
    low: [3.2, 2.5, 1.9, 1.5, 1.1, 0.86, 0.66, 0.86, 1.1, 1.5, 1.9, 2.5, 3.2],
    medium: [7.6, 4.7, 3, 1.8, 1.2, 0.72, 0.45, 0.72, 1.2, 1.8, 3, 4.7, 7.6],
    high: [21, 10, 4.8, 2.3, 1.1, 0.52, 0.25, 0.52, 1.1, 2.3, 4.8, 10, 21],
  },
  16: {
    low: [5, 3.9, 3, 2.3, 1.8, 1.4, 1, 0.8, 0.62, 0.8, 1, 1.4, 1.8, 2.3, 3, 3.9, 5],
    medium: [17, 10, 6.5, 4.1, 2.5, 1.6, 0.99, 0.62, 0.39, 0.62, 0.99, 1.6, 2.5, 4.1, 6.5, 10, 17],
    high: [69, 33, 16, 7.4, 3.5, 1.7, 0.8, 0.38, 0.18, 0.38, 0.8, 1.7, 3.5, 7.4, 16, 33, 69],
  },
};

const binomial = (n: number, k: number): number => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
};

/** Exact RTP of a table: Σ C(rows, k) / 2^rows × pay(k). */
export function plinkoRtp(rows: number, risk: PlinkoRisk): number {
  const table = PLINKO_TABLES[rows]![risk];
  return table.reduce((sum, pay, k) => sum + (binomial(rows, k) / 2 ** rows) * pay, 0);
}

export interface PlinkoOutcome {
  /** Per row: 0 left, 1 right. */
  path: number[];
  bin: number;
  multiplier: number;
}

const tableOf = (params: FamilyParams) => ({ rows: Number(params['rows']), risk: params['risk'] as PlinkoRisk });

export function plinkoOutcome(floats: readonly number[], rows: number, risk: PlinkoRisk): PlinkoOutcome {
  const path = Array.from({ length: rows }, (_, i) => ((floats[i] ?? 0) < 0.5 ? 0 : 1));
  const bin = path.reduce<number>((sum, step) => sum + step, 0);
  return { path, bin, multiplier: PLINKO_TABLES[rows]![risk][bin]! };
}

export const plinkoFamily: EngineFamily<null, PlinkoOutcome> = {
  floats: (params) => tableOf(params).rows,
  outcome: (floats, params) => plinkoOutcome(floats, tableOf(params).rows, tableOf(params).risk),
  paytable(params) {
    const { rows, risk } = tableOf(params);
    return { rtp: round4(plinkoRtp(rows, risk)), rows, risk, bins: [...PLINKO_TABLES[rows]![risk]] };
  },
  choiceProblem: () => null,
  // Rows by the game's id (each table appears across the catalogue), risk by its volatility.
  paramsOf: (game) => ({ rows: PLINKO_ROWS[game.id % PLINKO_ROWS.length]!, risk: game.volatility }),
};
