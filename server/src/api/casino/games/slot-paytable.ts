/**
 * The classic-line slots' published paytables, as data: 5 reels × 3 rows, 10 fixed paylines, a wild that stands
 * in for every fruit, and a scatter star that pays anywhere on the screen. The stake is spread over the 10 lines
 * (line bet = stake / 10); line pays are multiples of the line bet, scatter pays of the stake. Each volatility
 * the catalogue gives a classic game has its own reel strips and pays (issue 30); Fruit Fiesta 5 is the medium
 * one, the table every classic game played before the split, so its rounds (and every older classic round,
 * verified without a game) still reproduce. The exact RTP, hit rate and spread follow from the strips (slot-rtp.ts).
 */

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'orange', 'plum', 'grapes', 'melon', 'bell', 'seven', 'wild', 'star'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const WILD = 8;
export const SCATTER = 9;
export const REELS = 5;
export const ROWS = 3;

/** The 10 paylines: the row (0 top, 1 middle, 2 bottom) on each reel. */
export const PAYLINES: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];
export const LINES = PAYLINES.length;

export type ClassicVolatility = 'low' | 'medium' | 'high';
export const CLASSIC_VOLATILITIES: readonly ClassicVolatility[] = ['low', 'medium', 'high'];

export interface ClassicTable {
  /** How many of each symbol (index = symbol) each reel strip holds; at most one star, so a reel shows at most one. */
  reelCounts: ReadonlyArray<readonly number[]>;
  /** Line pays by symbol (0–8) for 3, 4 and 5 of a kind from the leftmost reel (× line bet); the wild pays as itself too. */
  linePays: Readonly<Record<number, readonly [number, number, number]>>;
  /** Scatter pays for 3, 4 and 5 stars anywhere (× stake). */
  scatterPays: readonly [number, number, number];
  /** The declared RTP: the exact one (slot-rtp.ts) to 4 decimals, kept as data so a start computes nothing (slot-volatility.test.ts holds them equal). */
  rtp: number;
}

/** Fruit Fiesta 5's sheet, unchanged since its first round: the medium table. */
const MEDIUM: ClassicTable = {
  reelCounts: [
    [7, 6, 5, 4, 3, 2, 2, 1, 1, 1],
    [7, 6, 5, 4, 3, 2, 2, 1, 2, 1],
    [7, 6, 5, 4, 3, 2, 2, 1, 2, 1],
    [7, 6, 5, 4, 3, 2, 2, 1, 2, 1],
    [7, 6, 5, 4, 3, 2, 2, 1, 1, 1],
  ],
  linePays: {
    0: [8, 20, 70],
    1: [9, 25, 80],
    2: [12, 30, 100],
    3: [15, 40, 120],
    4: [20, 50, 150],
    5: [25, 75, 200],
    6: [30, 100, 250],
    7: [50, 150, 400],
    8: [60, 200, 750],
  },
  scatterPays: [3, 15, 100],
  rtp: 0.9608,
};

/** Low: more cheap fruit and wilds on the strips, so lines hit often; the pays are flat (the top line 160×). */
const LOW: ClassicTable = {
  reelCounts: [
    [8, 7, 6, 4, 3, 2, 2, 1, 2, 1],
    [8, 7, 6, 4, 3, 2, 2, 1, 3, 1],
    [8, 7, 6, 4, 3, 2, 2, 1, 3, 1],
    [8, 7, 6, 4, 3, 2, 2, 1, 3, 1],
    [8, 7, 6, 4, 3, 2, 2, 1, 2, 1],
  ],
  linePays: {
    0: [9, 15, 25],
    1: [10, 16, 30],
    2: [11, 20, 40],
    3: [13, 24, 45],
    4: [15, 28, 55],
    5: [18, 32, 65],
    6: [22, 44, 90],
    7: [27, 55, 110],
    8: [33, 65, 160],
  },
  scatterPays: [3, 8, 25],
  rtp: 0.9596,
};

/** High: one wild a reel and more of the dear symbols, so lines hit rarely; the five-of-a-kind pays are steep (7 500×). */
const HIGH: ClassicTable = {
  reelCounts: [
    [7, 6, 5, 5, 4, 3, 2, 2, 1, 1],
    [7, 6, 5, 5, 4, 3, 2, 2, 1, 1],
    [7, 6, 5, 5, 4, 3, 2, 2, 1, 1],
    [7, 6, 5, 5, 4, 3, 2, 2, 1, 1],
    [7, 6, 5, 5, 4, 3, 2, 2, 1, 1],
  ],
  linePays: {
    0: [9, 30, 150],
    1: [10, 40, 180],
    2: [12, 50, 250],
    3: [15, 60, 300],
    4: [25, 100, 500],
    5: [30, 150, 750],
    6: [50, 250, 1500],
    7: [80, 500, 4000],
    8: [150, 1500, 7500],
  },
  scatterPays: [5, 50, 500],
  rtp: 0.9597,
};

export const CLASSIC_TABLES: Readonly<Record<ClassicVolatility, ClassicTable>> = { low: LOW, medium: MEDIUM, high: HIGH };

/** The table of a game's volatility (an unknown one plays the medium table). */
export const classicTableOf = (volatility: unknown): ClassicTable => CLASSIC_TABLES[CLASSIC_VOLATILITIES.find((v) => v === volatility) ?? 'medium'];

/** Lays the counts out round-robin so equal symbols are spread along the strip (deterministic, published). */
function layOut(counts: readonly number[]): number[] {
  const left = [...counts];
  const strip: number[] = [];
  while (left.some((n) => n > 0)) {
    for (let symbol = 0; symbol < left.length; symbol++) {
      if ((left[symbol] ?? 0) > 0) {
        strip.push(symbol);
        left[symbol] = (left[symbol] ?? 0) - 1;
      }
    }
  }
  return strip;
}

/** The published reel strips of a table (symbol per stop). */
export const reelStripsOf = (table: ClassicTable): Int8Array[] => table.reelCounts.map((counts) => Int8Array.from(layOut(counts)));
