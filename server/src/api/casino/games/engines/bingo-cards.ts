/**
 * Bingo cards and when their patterns complete. 75-ball: a 5×5 card, column B 1–15, I 16–30, N 31–45 (four
 * numbers around the free centre), G 46–60, O 61–75; a line is any row, column or diagonal (the free centre
 * counts as marked), full house is all 24 numbers. 90-ball: a ticket of 3 rows × 9 columns with 15 numbers,
 * five in each row; column c holds numbers of its tens (1–9, 10–19, …, 80–90); patterns are one line (a full
 * row), two lines and full house. Cards are laid out from the round's fair floats like the draw, so the whole
 * round is reproducible from the seeds. A pattern "completes at ball n" when the n-th ball drawn finishes it.
 */
import { pickInOrder } from './ball-draw.ts';

export type BingoBalls = 75 | 90;
export type BingoPattern = 'line' | 'two-lines' | 'full-house';
export const BINGO_PATTERNS: Readonly<Record<BingoBalls, readonly BingoPattern[]>> = { 75: ['line', 'full-house'], 90: ['line', 'two-lines', 'full-house'] };

/** A card's grid row by row (75: 5×5, 90: 3×9); 0 is the free centre or an empty ticket cell. */
export interface BingoCard {
  grid: number[];
}

/** Floats one card reads: 75-ball 5 + 5 + 4 + 5 + 5 numbers; 90-ball 8 for the column layout and 15 numbers. */
export const CARD_FLOATS: Readonly<Record<BingoBalls, number>> = { 75: 24, 90: 23 };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function card75(floats: readonly number[]): BingoCard {
  const grid = new Array<number>(25).fill(0);
  let f = 0;
  for (let column = 0; column < 5; column++) {
    const count = column === 2 ? 4 : 5;
    const numbers = pickInOrder(range(15 * column + 1, 15 * column + 15), count, floats.slice(f, f + count));
    f += count;
    // The N column skips the free centre (row 2).
    const rows = column === 2 ? [0, 1, 3, 4] : [0, 1, 2, 3, 4];
    rows.forEach((row, i) => (grid[row * 5 + column] = numbers[i]!));
  }
  return { grid };
}

/** Column c's numbers on a 90-ball ticket: 1–9, 10–19, …, 70–79, 80–90. */
const column90 = (c: number) => (c === 0 ? range(1, 9) : c === 8 ? range(80, 90) : range(10 * c, 10 * c + 9));

/**
 * A 90-ball ticket: the 9 columns are shuffled (8 floats); the first six hold two numbers and miss one row
 * each (rows 0, 0, 1, 1, 2, 2), the last three hold one number in rows 0, 1, 2, so every row has exactly five
 * numbers and every column at least one. Each column's numbers are a fair pick of its tens, top to bottom.
 */
function card90(floats: readonly number[]): BingoCard {
  const columns = pickInOrder(range(0, 8), 9, floats.slice(0, 8));
  const grid = new Array<number>(27).fill(0);
  let f = 8;
  columns.forEach((column, i) => {
    const rows = i < 6 ? [0, 1, 2].filter((row) => row !== Math.floor(i / 2)) : [i - 6];
    const numbers = pickInOrder(column90(column), rows.length, floats.slice(f, f + rows.length)).sort((a, b) => a - b);
    f += rows.length;
    rows.forEach((row, k) => (grid[row * 9 + column] = numbers[k]!));
  });
  return { grid };
}

export const cardOf = (balls: BingoBalls, floats: readonly number[]): BingoCard => (balls === 75 ? card75(floats) : card90(floats));

/** The 12 lines of a 75-ball card as cell indices: 5 rows, 5 columns, 2 diagonals. */
export const LINES_75: readonly (readonly number[])[] = [
  ...range(0, 4).map((r) => range(0, 4).map((c) => r * 5 + c)),
  ...range(0, 4).map((c) => range(0, 4).map((r) => r * 5 + c)),
  range(0, 4).map((i) => i * 6),
  range(0, 4).map((i) => i * 4 + 4),
];

/** The ball count (1-based) at which each of the card's patterns completes, given each number's draw position. */
export function completions(balls: BingoBalls, card: BingoCard, positionOf: ReadonlyMap<number, number>): Record<BingoPattern, number> {
  // A cell's "time": the ball count that marks it (the free centre is marked from the start).
  const time = (cell: number) => (card.grid[cell] === 0 ? 0 : positionOf.get(card.grid[cell]!)! + 1);
  const last = (cells: readonly number[]) => Math.max(...cells.map(time));
  if (balls === 75) {
    const line = Math.min(...LINES_75.map(last));
    const full = last(range(0, 24));
    return { line, 'two-lines': full, 'full-house': full };
  }
  const rows = [0, 1, 2].map((r) => last(range(0, 8).map((c) => r * 9 + c).filter((cell) => card.grid[cell] !== 0))).sort((a, b) => a - b);
  return { line: rows[0]!, 'two-lines': rows[1]!, 'full-house': rows[2]! };
}
