/**
 * Scratch card: 9 cells, match three symbols to win that symbol's prize. As on a printed ticket, the prize is
 * drawn first (one float against the published weights; the RTP is exactly Σ weight × prize / Σ weight), then
 * the card is laid out to show it: the prize symbol three times and the other cells from the other symbols at
 * most twice each (a losing card shows no symbol three times). Prize tables by the game's volatility.
 */
import type { EngineFamily, FamilyParams } from './family.ts';
import { round4, shuffled } from './family.ts';

export const SCRATCH_SYMBOLS = ['coin', 'cherry', 'bell', 'clover', 'diamond', 'crown'] as const;
export type ScratchSymbol = (typeof SCRATCH_SYMBOLS)[number];
export const SCRATCH_CELLS = 9;
export type ScratchTable = 'low' | 'medium' | 'high';

/** Per table: [symbol, × stake, weight]; the rest of the weight (to 100 000) is a losing card. */
export const SCRATCH_PRIZES: Readonly<Record<ScratchTable, ReadonlyArray<readonly [ScratchSymbol, number, number]>>> = {
  low: [['coin', 1, 24_000], ['cherry', 2, 13_000], ['bell', 4, 5_000], ['clover', 10, 1_200], ['diamond', 50, 120], ['crown', 200, 20]],
  medium: [['coin', 1, 18_000], ['cherry', 2, 9_000], ['bell', 5, 4_000], ['clover', 20, 1_000], ['diamond', 100, 100], ['crown', 1000, 8]],
  high: [['coin', 1, 12_000], ['cherry', 3, 6_000], ['bell', 10, 2_300], ['clover', 50, 350], ['diamond', 250, 50], ['crown', 5000, 2]],
};
const TOTAL_WEIGHT = 100_000;

export const scratchRtp = (table: ScratchTable): number => SCRATCH_PRIZES[table].reduce((sum, [, pay, weight]) => sum + pay * weight, 0) / TOTAL_WEIGHT;

export interface ScratchOutcome {
  cells: ScratchSymbol[];
  prize: ScratchSymbol | null;
  multiplier: number;
}

/** 1 float for the prize, 11 to shuffle the filler pool, 8 to shuffle the cells. */
const FLOATS = 20;

export function scratchOutcome(floats: readonly number[], table: ScratchTable): ScratchOutcome {
  let ticket = Math.floor((floats[0] ?? 0) * TOTAL_WEIGHT);
  let prize: readonly [ScratchSymbol, number, number] | null = null;
  for (const row of SCRATCH_PRIZES[table]) {
    if (ticket < row[2]) {
      prize = row;
      break;
    }
    ticket -= row[2];
  }
  const fillers = SCRATCH_SYMBOLS.filter((s) => s !== prize?.[0]).flatMap((s) => [s, s]);
  const shown = prize ? [prize[0], prize[0], prize[0]] : [];
  const pool = shuffled(fillers, floats.slice(1, 12)).slice(0, SCRATCH_CELLS - shown.length);
  const cells = shuffled([...shown, ...pool], floats.slice(12, FLOATS));
  return { cells, prize: prize?.[0] ?? null, multiplier: prize?.[1] ?? 0 };
}

const tableOf = (params: FamilyParams) => params['table'] as ScratchTable;

export const scratchFamily: EngineFamily<null, ScratchOutcome> = {
  floats: () => FLOATS,
  outcome: (floats, params) => scratchOutcome(floats, tableOf(params)),
  paytable: (params) => ({
    rtp: round4(scratchRtp(tableOf(params))),
    table: tableOf(params),
    cells: SCRATCH_CELLS,
    prizes: SCRATCH_PRIZES[tableOf(params)].map(([symbol, pays, weight]) => ({ symbol, pays, chance: weight / TOTAL_WEIGHT })),
  }),
  choiceProblem: () => null,
  paramsOf: (game) => ({ table: game.volatility }),
};
