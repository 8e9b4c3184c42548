/**
 * Ways slot with cascades (issue 30): 5 reels × 3 rows, 243 ways. Every cell is drawn from one fair float against
 * the published symbol weights (the wild lands on the middle three reels only). A symbol pays when it shows on
 * adjacent reels from the leftmost, 3 or more: its pay × the number of ways (the product of its cells, wilds
 * included, on each of those reels). Then every winning cell is removed, the cells above fall down and the empty
 * top cells are refilled from the next floats; the new screen pays again, at the cascade's multiplier (by
 * volatility), until a screen pays nothing or the 12th cascade. Pays are × the line bet, a 25th of the stake.
 * The RTP is simulated (the cascades make an exact count impractical) and published per volatility.
 */
import type { EngineFamily, FamilyParams } from './family.ts';
import { SLOT_THEME_SYMBOLS, slotThemeOf, type SlotThemeName } from './slot-themes.ts';

export const WAYS_REELS = 5;
export const WAYS_ROWS = 3;
export const WAYS_CELLS = WAYS_REELS * WAYS_ROWS;
/** The stake buys 25 line bets; pays are × the line bet. */
export const WAYS_BET_UNITS = 25;
export const WAYS_MAX_CASCADES = 12;
/** Symbol indexes 0–5 pay (low to high), 6 is the wild. */
export const WAYS_WILD = 6;
export type SlotVolatility = 'low' | 'medium' | 'high';

/** Weights of symbols 0–5 and the wild: the outer reels carry no wild. */
export const WAYS_WEIGHTS: Readonly<{ outer: readonly number[]; inner: readonly number[] }> = {
  outer: [30, 26, 22, 14, 10, 7, 0],
  inner: [30, 26, 22, 14, 10, 7, 5],
};

/**
 * Per volatility: pays of symbols 0–5 for 3, 4 and 5 reels (× line bet per way), the cascade multipliers, and the
 * declared RTP. The return is linear in the pays (which cells win does not depend on how much they pay), so the
 * RTP is Σ pay × E[ways × cascade multiplier] of that symbol and length, the expectations measured by a seeded
 * simulation of 1.5 M rounds per volatility (standard error about 0.15 %; slot-mechanics.test.ts re-checks it).
 */
export const WAYS_TABLES: Readonly<Record<SlotVolatility, { pays: ReadonlyArray<readonly [number, number, number]>; cascadeMultipliers: readonly number[]; rtp: number }>> = {
  low: { pays: [[2, 4, 7], [2, 4.5, 9], [3.5, 6, 11], [5.5, 9.5, 18.5], [8, 15, 31], [9, 23, 46]], cascadeMultipliers: [1], rtp: 0.9604 },
  medium: { pays: [[0.8, 1.6, 4], [0.8, 2.4, 5], [1.6, 3, 6], [2.4, 6, 12], [4, 10, 24], [6, 16, 48]], cascadeMultipliers: [1, 2, 3, 5], rtp: 0.9636 },
  high: { pays: [[0.3, 0.7, 2], [0.3, 0.7, 3], [0.7, 1.4, 4], [1.4, 4, 14], [3.5, 10, 40], [7, 28, 140]], cascadeMultipliers: [1, 2, 4, 8, 16], rtp: 0.957 },
};

const cumulative = (weights: readonly number[]) => {
  const out: number[] = [];
  weights.reduce((sum, w) => (out.push(sum + w), sum + w), 0);
  return out;
};
const OUTER = cumulative(WAYS_WEIGHTS.outer);
const INNER = cumulative(WAYS_WEIGHTS.inner);

/** The symbol a float draws on a reel (by the reel's cumulative weights). */
export function waysSymbol(float: number, reel: number): number {
  const table = reel === 0 || reel === WAYS_REELS - 1 ? OUTER : INNER;
  const ticket = float * table[table.length - 1]!;
  let symbol = 0;
  while (ticket >= table[symbol]!) symbol++;
  return symbol;
}

export interface WaysWin {
  symbol: number;
  reels: number;
  ways: number;
  /** × line bet, before the cascade multiplier */
  pay: number;
}

/** The ways wins of one screen (cells[reel * 3 + row]); `winning` collects the cells that take part. */
export function waysWins(cells: ArrayLike<number>, pays: ReadonlyArray<readonly number[]>, winning?: Set<number>): WaysWin[] {
  const wins: WaysWin[] = [];
  for (let symbol = 0; symbol < pays.length; symbol++) {
    let ways = 1;
    let reels = 0;
    for (; reels < WAYS_REELS; reels++) {
      let count = 0;
      for (let row = 0; row < WAYS_ROWS; row++) {
        const s = cells[reels * WAYS_ROWS + row];
        if (s === symbol || s === WAYS_WILD) count++;
      }
      if (count === 0) break;
      ways *= count;
    }
    if (reels < 3) continue;
    const pay = pays[symbol]![reels - 3]! * ways;
    wins.push({ symbol, reels, ways, pay });
    if (winning) for (let i = 0; i < reels * WAYS_ROWS; i++) if (cells[i] === symbol || cells[i] === WAYS_WILD) winning.add(i);
  }
  return wins;
}

export interface WaysCascade {
  /** The screen (symbol per cell, reel by reel, top row first). */
  cells: number[];
  wins: WaysWin[];
  /** The cells removed after this screen's wins. */
  removed: number[];
  cascadeMultiplier: number;
}

export interface WaysOutcome {
  theme: SlotThemeName;
  cascades: WaysCascade[];
  multiplier: number;
}

export const WAYS_FLOATS = WAYS_CELLS * (WAYS_MAX_CASCADES + 1);

export function waysOutcome(floats: readonly number[], volatility: SlotVolatility, theme: SlotThemeName): WaysOutcome {
  const table = WAYS_TABLES[volatility];
  let next = 0;
  const draw = (reel: number) => waysSymbol(floats[next++] ?? 0, reel);
  let cells = Array.from({ length: WAYS_CELLS }, (_, i) => draw(Math.floor(i / WAYS_ROWS)));
  const cascades: WaysCascade[] = [];
  let units = 0;
  for (let step = 0; step <= WAYS_MAX_CASCADES; step++) {
    const winning = new Set<number>();
    const wins = waysWins(cells, table.pays, winning);
    const cascadeMultiplier = table.cascadeMultipliers[Math.min(step, table.cascadeMultipliers.length - 1)]!;
    const removed = step < WAYS_MAX_CASCADES ? [...winning].sort((a, b) => a - b) : [];
    cascades.push({ cells, wins, removed, cascadeMultiplier });
    units += wins.reduce((sum, win) => sum + win.pay, 0) * cascadeMultiplier;
    if (removed.length === 0) break;
    cells = refilled(cells, winning, draw);
  }
  return { theme, cascades, multiplier: Math.round((units / WAYS_BET_UNITS) * 1e8) / 1e8 };
}

/** The screen after a cascade: on each reel the kept cells fall to the bottom, new ones fill the top. */
function refilled(cells: readonly number[], removed: ReadonlySet<number>, draw: (reel: number) => number): number[] {
  const out: number[] = [];
  for (let reel = 0; reel < WAYS_REELS; reel++) {
    const kept: number[] = [];
    for (let row = 0; row < WAYS_ROWS; row++) if (!removed.has(reel * WAYS_ROWS + row)) kept.push(cells[reel * WAYS_ROWS + row]!);
    const fresh = Array.from({ length: WAYS_ROWS - kept.length }, () => draw(reel));
    out.push(...fresh, ...kept);
  }
  return out;
}

export const volatilityOf = (params: FamilyParams) => params['volatility'] as SlotVolatility;
export const themeOf = (params: FamilyParams) => params['theme'] as SlotThemeName;

/** A slot takes no choice: a body naming one (a dice target, a roulette bet…) is a mistake, not a spin. */
export const slotChoiceProblem = (choice: unknown): string | null =>
  choice === null || choice === undefined || (typeof choice === 'object' && Object.keys(choice).length === 0) ? null : 'slot_choice_invalid';

export const slotWaysFamily: EngineFamily<null, WaysOutcome> = {
  floats: () => WAYS_FLOATS,
  outcome: (floats, params) => waysOutcome(floats, volatilityOf(params), themeOf(params)),
  paytable: (params) => {
    const table = WAYS_TABLES[volatilityOf(params)];
    return {
      rtp: table.rtp,
      mechanic: 'ways',
      volatility: volatilityOf(params),
      theme: themeOf(params),
      symbols: [...SLOT_THEME_SYMBOLS[themeOf(params)], 'wild'],
      ways: 3 ** WAYS_REELS,
      betUnits: WAYS_BET_UNITS,
      maxCascades: WAYS_MAX_CASCADES,
      pays: table.pays.map((row) => [...row]),
      cascadeMultipliers: [...table.cascadeMultipliers],
      weights: { outer: [...WAYS_WEIGHTS.outer], inner: [...WAYS_WEIGHTS.inner] },
    };
  },
  choiceProblem: slotChoiceProblem,
  paramsOf: (game) => ({ volatility: game.volatility, theme: slotThemeOf(game) }),
};
