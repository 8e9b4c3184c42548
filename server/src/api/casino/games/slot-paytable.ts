/**
 * Fruit Fiesta 5 — the published paytable, as data. 5 reels × 3 rows, 10 fixed paylines, a wild that
 * stands in for every fruit, and a scatter that pays anywhere on the screen. The stake is spread over the
 * 10 lines (line bet = stake / 10); line pays are multiples of the line bet, scatter pays of the stake.
 * The reel strips are part of the published sheet: the exact RTP follows from them (slot-rtp.ts).
 */

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'orange', 'plum', 'grapes', 'melon', 'bell', 'seven', 'wild', 'star'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const WILD = 8;
export const SCATTER = 9;
export const REELS = 5;
export const ROWS = 3;

/** Line pays by symbol for 3, 4 and 5 of a kind from the leftmost reel (× line bet). The wild pays as itself too. */
export const LINE_PAYS: Readonly<Record<number, readonly [number, number, number]>> = {
  0: [8, 20, 70],
  1: [9, 25, 80],
  2: [12, 30, 100],
  3: [15, 40, 120],
  4: [20, 50, 150],
  5: [25, 75, 200],
  6: [30, 100, 250],
  7: [50, 150, 400],
  8: [60, 200, 750],
};

/** Scatter pays for 3, 4 and 5 stars anywhere (× stake). */
export const SCATTER_PAYS: readonly [number, number, number] = [3, 15, 100];

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

/** How many of each symbol (index = symbol) each reel strip holds; one star per strip, so a reel shows at most one. */
const REEL_COUNTS: ReadonlyArray<readonly number[]> = [
  [7, 6, 5, 4, 3, 2, 2, 1, 1, 1],
  [7, 6, 5, 4, 3, 2, 2, 1, 2, 1],
  [7, 6, 5, 4, 3, 2, 2, 1, 2, 1],
  [7, 6, 5, 4, 3, 2, 2, 1, 2, 1],
  [7, 6, 5, 4, 3, 2, 2, 1, 1, 1],
];

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

export const REEL_STRIPS: ReadonlyArray<Int8Array> = REEL_COUNTS.map((counts) => Int8Array.from(layOut(counts)));
export const REEL_SYMBOL_COUNTS = REEL_COUNTS;
export const LINES = PAYLINES.length;
