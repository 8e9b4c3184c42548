/**
 * The markets of the head-to-head virtual sports without a draw (tennis, basketball, issue 30): the winner
 * (home or away) and the total (games, points) over or under the game's line, a half so it never pushes.
 */
import type { PricedPick } from './virtual-odds.ts';

export const HEAD_TO_HEAD_PICKS = ['home', 'away', 'over', 'under'] as const;
export type HeadToHeadPick = (typeof HEAD_TO_HEAD_PICKS)[number];

export const headToHeadChoiceProblem = (choice: unknown): string | null =>
  (HEAD_TO_HEAD_PICKS as readonly unknown[]).includes((choice as { pick?: unknown } | null)?.pick) ? null : 'virtual_market_invalid';

/** Whether the pick won, and what it returns (its odds, or nothing). */
export function settleHeadToHead(picks: ReadonlyArray<PricedPick<HeadToHeadPick>>, pick: HeadToHeadPick, winner: 'home' | 'away', total: number, line: number) {
  const won = pick === 'over' ? total > line : pick === 'under' ? total < line : pick === winner;
  const odds = picks.find((p) => p.pick === pick)!.odds;
  return { pick, odds, multiplier: won ? odds : 0 };
}

/** The line of a total: the half-point nearest to its median, so over and under are priced near evens. */
export function medianLine(distribution: ArrayLike<number>): number {
  let below = 0;
  let best = { line: 0.5, gap: Infinity };
  for (let total = 0; total < distribution.length; total++) {
    below += distribution[total]!;
    const gap = Math.abs(below - 0.5);
    if (gap < best.gap) best = { line: total + 0.5, gap };
  }
  return best.line;
}

/** P(over) and P(under) of a line from the exact distribution of the total. */
export function overUnder(distribution: ArrayLike<number>, line: number): { over: number; under: number } {
  let under = 0;
  for (let total = 0; total < distribution.length && total < line; total++) under += distribution[total]!;
  return { over: 1 - under, under };
}
