/**
 * The exact RTP of Fruit Fiesta 5, by full enumeration over the published strips (no sampling):
 * - lines: every line sees, on each reel, a symbol distributed as that strip's counts (the stop is uniform),
 *   so one line's expected pay is the sum over all 10^5 symbol tuples of their probability × pay, and by
 *   linearity the 10 lines at a tenth of the stake each return exactly that, whatever their overlap;
 * - stars: each strip holds one star, visible in 3 of its stop positions, so the star count is a sum of five
 *   independent 0/1 reels; the 2^5 combinations give its exact distribution.
 */
import { lineMultiplier } from './slot-engine.ts';
import { REEL_STRIPS, REEL_SYMBOL_COUNTS, REELS, ROWS, SCATTER, SCATTER_PAYS, SLOT_SYMBOLS } from './slot-paytable.ts';

export interface SlotRtp {
  lines: number;
  scatter: number;
  total: number;
}

export function exactSlotRtp(): SlotRtp {
  const n = SLOT_SYMBOLS.length;
  const p = REEL_SYMBOL_COUNTS.map((counts, reel) => counts.map((c) => c / REEL_STRIPS[reel]!.length));
  let lines = 0;
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) for (let c = 0; c < n; c++) {
    const pabc = p[0]![a]! * p[1]![b]! * p[2]![c]!;
    if (pabc === 0) continue;
    for (let d = 0; d < n; d++) for (let e = 0; e < n; e++) {
      const m = lineMultiplier(a, b, c, d, e);
      if (m > 0) lines += pabc * p[3]![d]! * p[4]![e]! * m;
    }
  }
  let scatter = 0;
  for (let mask = 0; mask < 1 << REELS; mask++) {
    let probability = 1;
    let stars = 0;
    for (let reel = 0; reel < REELS; reel++) {
      const shown = (REEL_SYMBOL_COUNTS[reel]![SCATTER]! * ROWS) / REEL_STRIPS[reel]!.length;
      if (mask & (1 << reel)) {
        probability *= shown;
        stars++;
      } else probability *= 1 - shown;
    }
    if (stars >= 3) scatter += probability * SCATTER_PAYS[Math.min(stars, 5) - 3]!;
  }
  return { lines, scatter, total: lines + scatter };
}
