/**
 * Fruit Fiesta 5 (the medium classic table): paytable evaluation (lines, wilds, the star), the exact RTP by
 * enumeration, the RTP measured by a 2 000 000-spin simulation within ±0.5 % of the published value, and rounds
 * played before the classic tables were split by volatility still verifying. The other volatilities: slot-volatility.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { classicSlotOf } from './slot-engine.ts';
import { SCATTER, WILD } from './slot-paytable.ts';
import { exactSlotRtp } from './slot-rtp.ts';
import { paramsOfGame, paytableOf, verifyRound } from './engines.ts';
import { hashServerSeed } from './provably-fair.ts';
import { findPlayableGame } from './game-catalogue.ts';

const { lineMultiplier, outcome: slotOutcome, spinMultiplier, strips: REEL_STRIPS, table } = classicSlotOf('medium');
const LINE_PAYS = table.linePays;
const SCATTER_PAYS = table.scatterPays;

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
    expect(paytableOf('slot', { volatility: 'medium' }).rtp).toBe(0.9608);
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

/** Two rounds of Fruit Fiesta 5 as the code before the per-volatility tables played them (computed on that code). */
const OLD_ROUNDS = [
  { nonce: 1, slot: { stops: [1, 30, 22, 8, 11], grid: [[1, 2, 3], [0, 1, 0], [4, 0, 1], [8, 9, 0], [1, 2, 3]], lineWins: [{ line: 3, symbol: 1, count: 3, multiplier: 9 }], stars: 1, multiplier: 0.9 } },
  { nonce: 7, slot: { stops: [6, 12, 26, 18, 18], grid: [[6, 7, 8], [2, 3, 4], [3, 0, 1], [0, 1, 2], [1, 2, 3]], lineWins: [{ line: 4, symbol: 3, count: 3, multiplier: 15 }], stars: 0, multiplier: 1.5 } },
];

describe('Fruit Fiesta 5 keeps its table (issue 30)', () => {
  it('rule: old rounds still verify: a round\'s seeds and its game\'s table reproduce it, with or without naming the game', () => {
    const game = findPlayableGame('fruit-fiesta-5')!;
    expect(game.volatility).toBe('medium');
    for (const { nonce, slot } of OLD_ROUNDS) {
      const seeds = { serverSeed: 'fruit-fiesta-old-round', clientSeed: 'player-seed', nonce, serverSeedHash: hashServerSeed('fruit-fiesta-old-round') };
      const expected = { seedMatchesHash: true, outcome: { engine: 'slot', slot, multiplier: slot.multiplier } };
      expect(verifyRound({ engine: 'slot', ...seeds })).toEqual(expected);
      expect(verifyRound({ engine: 'slot', ...seeds, params: paramsOfGame(game) })).toEqual(expected);
    }
  });
});
