/**
 * Fruit Fiesta 5: paytable evaluation (lines, wilds, the star), the exact RTP by enumeration, and the RTP
 * measured by a 2 000 000-spin simulation within ±0.5 % of the published value.
 */
import { describe, expect, it } from 'vitest';
import { lineMultiplier, slotOutcome, spinMultiplier } from './slot-engine.ts';
import { LINE_PAYS, REEL_STRIPS, SCATTER, SCATTER_PAYS, WILD } from './slot-paytable.ts';
import { exactSlotRtp } from './slot-rtp.ts';
import { paytableOf } from './engines.ts';

const [CHERRY, LEMON, , , , , BELL, SEVEN] = [0, 1, 2, 3, 4, 5, 6, 7];

/** mulberry32: a fast seeded generator, so the simulation is the same every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

describe('slot paytable evaluation', () => {
  it('pays 3, 4 and 5 of a kind from the leftmost reel by the published table', () => {
    expect(lineMultiplier(SEVEN, SEVEN, SEVEN, CHERRY, LEMON)).toBe(LINE_PAYS[SEVEN]![0]);
    expect(lineMultiplier(SEVEN, SEVEN, SEVEN, SEVEN, LEMON)).toBe(LINE_PAYS[SEVEN]![1]);
    expect(lineMultiplier(BELL, BELL, BELL, BELL, BELL)).toBe(LINE_PAYS[BELL]![2]);
  });

  it('pays nothing for two of a kind or a run that does not start on reel 1', () => {
    expect(lineMultiplier(SEVEN, SEVEN, CHERRY, SEVEN, SEVEN)).toBe(0);
    expect(lineMultiplier(CHERRY, SEVEN, SEVEN, SEVEN, SEVEN)).toBe(0);
  });

  it('the wild stands in for fruit, and pays as itself when that is more', () => {
    expect(lineMultiplier(WILD, CHERRY, WILD, CHERRY, LEMON)).toBe(LINE_PAYS[CHERRY]![1]);
    expect(lineMultiplier(WILD, WILD, WILD, CHERRY, LEMON)).toBe(Math.max(LINE_PAYS[WILD]![0], LINE_PAYS[CHERRY]![1]));
    expect(lineMultiplier(WILD, WILD, WILD, WILD, WILD)).toBe(LINE_PAYS[WILD]![2]);
  });

  it('the star breaks a line (it is no fruit, the wild does not stand in for it)', () => {
    expect(lineMultiplier(SCATTER, SCATTER, SCATTER, SCATTER, SCATTER)).toBe(0);
    expect(lineMultiplier(WILD, WILD, SCATTER, CHERRY, CHERRY)).toBe(0);
  });

  it('stars pay anywhere by count × stake, lines add up as × line bet / 10', () => {
    // Find stops that show a star on reels 1-3 and none on reels 4-5.
    const starStop = (reel: number) => REEL_STRIPS[reel]!.indexOf(SCATTER);
    const noStar = (reel: number) => (starStop(reel) + 5) % REEL_STRIPS[reel]!.length;
    const stops = [starStop(0), starStop(1), starStop(2), noStar(3), noStar(4)];
    const outcome = slotOutcome(stops.map((s, reel) => (s + 0.5) / REEL_STRIPS[reel]!.length));
    expect(outcome.stops).toEqual(stops);
    expect(outcome.stars).toBe(3);
    const lineSum = outcome.lineWins.reduce((sum, w) => sum + w.multiplier, 0);
    expect(outcome.multiplier).toBeCloseTo(SCATTER_PAYS[0] + lineSum / 10, 10);
    expect(spinMultiplier(stops)).toBeCloseTo(outcome.multiplier, 10);
  });
});

describe('slot RTP', () => {
  it('the published RTP is the exact one computed by enumeration over the strips', () => {
    const exact = exactSlotRtp();
    expect(exact.total).toBeGreaterThan(0.94);
    expect(exact.total).toBeLessThan(0.98);
    expect(paytableOf('slot').rtp).toBeCloseTo(exact.total, 4);
  });

  it('2 000 000 simulated spins return the published RTP within ±0.5 %', () => {
    const random = seeded(20261122);
    const stops = new Int32Array(5);
    const lengths = REEL_STRIPS.map((s) => s.length);
    const rounds = 2_000_000;
    let total = 0;
    for (let i = 0; i < rounds; i++) {
      for (let reel = 0; reel < 5; reel++) stops[reel] = Math.floor(random() * lengths[reel]!);
      total += spinMultiplier(stops);
    }
    expect(Math.abs(total / rounds - paytableOf('slot').rtp)).toBeLessThan(0.005);
  }, 60_000);
});
