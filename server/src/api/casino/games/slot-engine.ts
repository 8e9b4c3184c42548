/**
 * Fruit Fiesta 5's evaluation. Hot path for the RTP simulation: the strips are precomputed typed arrays and
 * a spin is evaluated from its five stop positions without allocating (`spinMultiplier`).
 * A line pays its best of: the leading wilds as wilds, or the first fruit with the wilds before and after it
 * (3+ from the leftmost reel). The star breaks a line and pays by its count anywhere on the screen.
 */
import { LINE_PAYS, LINES, PAYLINES, REEL_STRIPS, REELS, ROWS, SCATTER, SCATTER_PAYS, WILD } from './slot-paytable.ts';
import { pick } from './provably-fair.ts';

const lineRows = Int8Array.from(PAYLINES.flat());
const payTable = new Float64Array(10 * 6);
for (const [symbol, pays] of Object.entries(LINE_PAYS)) {
  for (let k = 3; k <= 5; k++) payTable[Number(symbol) * 6 + k] = pays[k - 3] ?? 0;
}

/** The multiple of the line bet a line of five symbols pays (0 when it pays nothing). */
export function lineMultiplier(s0: number, s1: number, s2: number, s3: number, s4: number): number {
  const line = [s0, s1, s2, s3, s4];
  return lineMultiplierOf(line, 0, 1);
}

/** Same rule over symbols[offset + i * stride], i = 0..4 (lets the hot path read a reused buffer). */
function lineMultiplierOf(symbols: ArrayLike<number>, offset: number, stride: number): number {
  let wilds = 0;
  while (wilds < REELS && symbols[offset + wilds * stride] === WILD) wilds++;
  const wildPay = payTable[WILD * 6 + wilds] ?? 0;
  if (wilds === REELS) return wildPay;
  const symbol = symbols[offset + wilds * stride]!;
  if (symbol === SCATTER) return wildPay;
  let count = wilds + 1;
  while (count < REELS) {
    const next = symbols[offset + count * stride];
    if (next !== symbol && next !== WILD) break;
    count++;
  }
  const fruitPay = payTable[symbol * 6 + count] ?? 0;
  return fruitPay > wildPay ? fruitPay : wildPay;
}

const lineBuffer = new Int8Array(REELS);
/** windows[reel][stop * ROWS + row]: the symbol shown; starsAt[reel][stop]: stars shown (precomputed once). */
const windows = REEL_STRIPS.map((strip) => {
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

/**
 * Total win of a spin as a multiple of the stake, from the five stop positions (the strip index shown on
 * the top row of each reel). No allocation: the simulation calls this millions of times.
 */
export function spinMultiplier(stops: ArrayLike<number>): number {
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
    lineTotal += lineMultiplierOf(lineBuffer, 0, 1);
  }
  const scatter = stars >= 3 ? SCATTER_PAYS[(stars > 5 ? 5 : stars) - 3]! : 0;
  return lineTotal / LINES + scatter;
}

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

/** The whole outcome (for the player and the verify panel) from five floats of the provably-fair stream. */
export function slotOutcome(floats: readonly number[]): SlotOutcome {
  const stops = REEL_STRIPS.map((strip, reel) => pick(floats[reel] ?? 0, strip.length));
  const grid = REEL_STRIPS.map((strip, reel) => Array.from({ length: ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!));
  const lineWins: SlotLineWin[] = [];
  for (let line = 0; line < LINES; line++) {
    const symbols = grid.map((column, reel) => column[PAYLINES[line]![reel]!]!);
    const multiplier = lineMultiplierOf(symbols, 0, 1);
    if (multiplier > 0) {
      let count = 0;
      const first = symbols.find((s) => s !== WILD) ?? WILD;
      while (count < REELS && (symbols[count] === first || symbols[count] === WILD)) count++;
      lineWins.push({ line, symbol: first, count, multiplier });
    }
  }
  const stars = grid.flat().filter((s) => s === SCATTER).length;
  return { stops, grid, lineWins, stars, multiplier: spinMultiplier(stops) };
}
