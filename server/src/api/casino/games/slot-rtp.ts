/**
 * The classic slots' exact figures per volatility table, by enumeration over the published strips (no sampling):
 * - RTP (`exactSlotRtp`, milliseconds): every line sees, on each reel, a symbol distributed as that strip's counts
 *   (the stop is uniform), so one line's expected pay is the sum over all 10^5 symbol tuples of their probability ×
 *   pay, and by linearity the 10 lines at a tenth of the stake each return exactly that, whatever their overlap;
 *   the stars: each strip holds at most one, visible in 3 of its stop positions, so the star count is a sum of
 *   five independent 0/1 reels whose 2^5 combinations give its exact distribution.
 * - Hit rate and standard deviation per spin (`exactSlotSpread`, seconds: the bench runs it): the lines overlap,
 *   so these need the joint screen; every combination of the five stops (about 36 M) is evaluated once.
 */
import { classicSlotOf } from './slot-engine.ts';
import { REELS, ROWS, SCATTER, SLOT_SYMBOLS, type ClassicVolatility } from './slot-paytable.ts';

export interface SlotRtp {
  lines: number;
  scatter: number;
  total: number;
}

export function exactSlotRtp(volatility: ClassicVolatility = 'medium'): SlotRtp {
  const { table, strips, lineMultiplier } = classicSlotOf(volatility);
  const n = SLOT_SYMBOLS.length;
  const p = table.reelCounts.map((counts, reel) => counts.map((c) => c / strips[reel]!.length));
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
      const shown = ((table.reelCounts[reel]![SCATTER] ?? 0) * ROWS) / strips[reel]!.length;
      if (mask & (1 << reel)) {
        probability *= shown;
        stars++;
      } else probability *= 1 - shown;
    }
    if (stars >= 3) scatter += probability * table.scatterPays[Math.min(stars, 5) - 3]!;
  }
  return { lines, scatter, total: lines + scatter };
}

export interface SlotSpread {
  rtp: number;
  /** Share of spins that win anything. */
  hitRate: number;
  /** Standard deviation of one spin's return (× stake). */
  standardDeviation: number;
  spins: number;
}

/** Every stop combination once: the exact hit rate and standard deviation (and the RTP again, as a cross-check). */
export function exactSlotSpread(volatility: ClassicVolatility): SlotSpread {
  const { strips, spinMultiplier } = classicSlotOf(volatility);
  const [l0, l1, l2, l3, l4] = strips.map((s) => s.length) as [number, number, number, number, number];
  const stops = new Int32Array(REELS);
  let sum = 0;
  let squares = 0;
  let hits = 0;
  for (stops[0] = 0; stops[0] < l0; stops[0]++)
    for (stops[1] = 0; stops[1] < l1; stops[1]++)
      for (stops[2] = 0; stops[2] < l2; stops[2]++)
        for (stops[3] = 0; stops[3] < l3; stops[3]++)
          for (stops[4] = 0; stops[4] < l4; stops[4]++) {
            const x = spinMultiplier(stops);
            if (x > 0) {
              sum += x;
              squares += x * x;
              hits++;
            }
          }
  const spins = l0 * l1 * l2 * l3 * l4;
  const rtp = sum / spins;
  return { rtp, hitRate: hits / spins, standardDeviation: Math.sqrt(squares / spins - rtp * rtp), spins };
}
