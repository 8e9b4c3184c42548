/**
 * The classic-line slots' evaluation (Fruit Fiesta 5 and every classic game, by its volatility's table). Hot path
 * for the RTP simulation and the exact enumeration: each table's strips become precomputed typed arrays once, and
 * a spin is evaluated from its five stop positions without allocating (`spinMultiplier`).
 * A line pays its best of: the leading wilds as wilds, or the first fruit with the wilds before and after it
 * (3+ from the leftmost reel). The star breaks a line and pays by its count anywhere on the screen.
 */
import { CLASSIC_VOLATILITIES, LINES, PAYLINES, REELS, ROWS, SCATTER, WILD, classicTableOf, reelStripsOf, type ClassicTable, type ClassicVolatility } from './slot-paytable.ts';
import { pick } from './provably-fair.ts';

const lineRows = Int8Array.from(PAYLINES.flat());

export interface SlotLineWin {
  line: number;
  symbol: number;
  count: number;
  /** × line bet */
  multiplier: number;
}

export interface SlotOutcome {
  stops: number[];
  /** grid[reel][row]: symbol indexes as shown */
  grid: number[][];
  lineWins: SlotLineWin[];
  stars: number;
  /** Total win as a multiple of the stake. */
  multiplier: number;
}

/** One table's evaluation, built once per table. */
export interface ClassicSlot {
  table: ClassicTable;
  strips: readonly Int8Array[];
  /** The multiple of the line bet a line of five symbols pays (0 when it pays nothing). */
  lineMultiplier: (s0: number, s1: number, s2: number, s3: number, s4: number) => number;
  /** Total win of a spin × the stake, from the five stop positions (the strip index on each reel's top row). */
  spinMultiplier: (stops: ArrayLike<number>) => number;
  /** The whole outcome (for the player and the verify panel) from five floats of the provably-fair stream. */
  outcome: (floats: readonly number[]) => SlotOutcome;
}

function classicSlot(table: ClassicTable): ClassicSlot {
  const strips = reelStripsOf(table);
  const payTable = new Float64Array(10 * 6);
  for (const [symbol, pays] of Object.entries(table.linePays)) for (let k = 3; k <= 5; k++) payTable[Number(symbol) * 6 + k] = pays[k - 3] ?? 0;
  const scatterPays = table.scatterPays;

  /** The line rule over symbols[0..4] (a reused buffer on the hot path). */
  const lineOf = (symbols: ArrayLike<number>): number => {
    let wilds = 0;
    while (wilds < REELS && symbols[wilds] === WILD) wilds++;
    const wildPay = payTable[WILD * 6 + wilds] ?? 0;
    if (wilds === REELS) return wildPay;
    const symbol = symbols[wilds]!;
    if (symbol === SCATTER) return wildPay;
    let count = wilds + 1;
    while (count < REELS) {
      const next = symbols[count];
      if (next !== symbol && next !== WILD) break;
      count++;
    }
    const fruitPay = payTable[symbol * 6 + count] ?? 0;
    return fruitPay > wildPay ? fruitPay : wildPay;
  };

  // windows[reel][stop * ROWS + row]: the symbol shown; starsAt[reel][stop]: stars shown.
  const windows = strips.map((strip) => {
    const window = new Int8Array(strip.length * ROWS);
    for (let stop = 0; stop < strip.length; stop++) for (let row = 0; row < ROWS; row++) window[stop * ROWS + row] = strip[(stop + row) % strip.length]!;
    return window;
  });
  const starsAt = windows.map((window) => {
    const stars = new Int8Array(window.length / ROWS);
    for (let stop = 0; stop < stars.length; stop++) for (let row = 0; row < ROWS; row++) if (window[stop * ROWS + row] === SCATTER) stars[stop]!++;
    return stars;
  });
  const [w0, w1, w2, w3, w4] = windows as [Int8Array, Int8Array, Int8Array, Int8Array, Int8Array];
  const lineBuffer = new Int8Array(REELS);

  const spinMultiplier = (stops: ArrayLike<number>): number => {
    const b0 = stops[0]! * ROWS, b1 = stops[1]! * ROWS, b2 = stops[2]! * ROWS, b3 = stops[3]! * ROWS, b4 = stops[4]! * ROWS;
    let stars = 0;
    for (let reel = 0; reel < REELS; reel++) stars += starsAt[reel]![stops[reel]!]!;
    let lineTotal = 0;
    for (let line = 0, at = 0; line < LINES; line++, at += REELS) {
      lineBuffer[0] = w0[b0 + lineRows[at]!]!;
      lineBuffer[1] = w1[b1 + lineRows[at + 1]!]!;
      lineBuffer[2] = w2[b2 + lineRows[at + 2]!]!;
      lineBuffer[3] = w3[b3 + lineRows[at + 3]!]!;
      lineBuffer[4] = w4[b4 + lineRows[at + 4]!]!;
      lineTotal += lineOf(lineBuffer);
    }
    const scatter = stars >= 3 ? scatterPays[(stars > 5 ? 5 : stars) - 3]! : 0;
    return lineTotal / LINES + scatter;
  };

  const outcome = (floats: readonly number[]): SlotOutcome => {
    const stops = strips.map((strip, reel) => pick(floats[reel] ?? 0, strip.length));
    const grid = strips.map((strip, reel) => Array.from({ length: ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!));
    const lineWins: SlotLineWin[] = [];
    for (let line = 0; line < LINES; line++) {
      const symbols = grid.map((column, reel) => column[PAYLINES[line]![reel]!]!);
      const multiplier = lineOf(symbols);
      if (multiplier > 0) {
        let count = 0;
        const first = symbols.find((s) => s !== WILD) ?? WILD;
        while (count < REELS && (symbols[count] === first || symbols[count] === WILD)) count++;
        lineWins.push({ line, symbol: first, count, multiplier });
      }
    }
    const stars = grid.flat().filter((s) => s === SCATTER).length;
    return { stops, grid, lineWins, stars, multiplier: spinMultiplier(stops) };
  };

  return { table, strips, lineMultiplier: (s0, s1, s2, s3, s4) => lineOf([s0, s1, s2, s3, s4]), spinMultiplier, outcome };
}

const built = new Map<ClassicVolatility, ClassicSlot>();

/** The classic slot of a volatility (the game's `volatility` parameter; anything else plays the medium table). */
export function classicSlotOf(volatility: unknown): ClassicSlot {
  const key = CLASSIC_VOLATILITIES.find((v) => v === volatility) ?? 'medium';
  let slot = built.get(key);
  if (!slot) {
    slot = classicSlot(classicTableOf(key));
    built.set(key, slot);
  }
  return slot;
}

/** A slot round's outcome from its floats, on the table of the game's volatility. */
export const slotOutcome = (floats: readonly number[], volatility: unknown = 'medium'): SlotOutcome => classicSlotOf(volatility).outcome(floats);
