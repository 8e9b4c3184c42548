/**
 * Exact odds of a bingo card's patterns by the number of balls drawn, for the declared RTP. A card's numbers
 * are distinct, so only how many numbers a pattern needs matters: P(k given numbers are all among the first n
 * balls) = C(N − k, n − k) / C(N, n) (ball-draw.ts). A line on a 75-ball card (any of 12 lines, the free
 * centre marked) is the union of events, counted by inclusion–exclusion over the 4 095 non-empty sets of lines;
 * a 90-ball ticket's rows are 5 numbers each, so "at least one / two / three rows" is inclusion–exclusion over 3.
 */
import { allAmongFirst } from './ball-draw.ts';
import { LINES_75, type BingoBalls, type BingoPattern } from './bingo-cards.ts';

const FREE_CENTRE = 12;

/** Per number of distinct numbers k: Σ of (−1)^(|S|+1) over the non-empty line sets S whose union needs k numbers. */
const lineTerms75 = (() => {
  const terms = new Map<number, number>();
  for (let mask = 1; mask < 1 << LINES_75.length; mask++) {
    const cells = new Set<number>();
    let size = 0;
    LINES_75.forEach((line, i) => {
      if (mask & (1 << i)) {
        size++;
        for (const cell of line) if (cell !== FREE_CENTRE) cells.add(cell);
      }
    });
    terms.set(cells.size, (terms.get(cells.size) ?? 0) + (size % 2 === 1 ? 1 : -1));
  }
  return [...terms];
})();

/** P(the pattern is complete once n balls are drawn) on one card. */
export function completedBy(balls: BingoBalls, pattern: BingoPattern, n: number): number {
  const q = (k: number) => allAmongFirst(k, n, balls);
  if (balls === 75) return pattern === 'line' ? lineTerms75.reduce((sum, [k, sign]) => sum + sign * q(k), 0) : q(24);
  if (pattern === 'line') return 3 * q(5) - 3 * q(10) + q(15);
  if (pattern === 'two-lines') return 3 * q(10) - 2 * q(15);
  return q(15);
}
