/**
 * The classic-line slots by volatility (issue 30): every classic game plays the table of its own volatility (Fruit
 * Fiesta 5's is the medium one), each with an exact RTP near 96 %, confirmed by a seeded simulation within the 95 %
 * interval, and the spread that makes the volatility real: the standard deviation per spin grows and the hit rate
 * falls from low to high. The exact hit rates and deviations (every stop combination) are in the bench
 * (`npm run bench:casino-exact`, bench/RESULTS.md).
 */
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generate-catalogue.ts';
import { outcomeOf, paramsOfGame, paytableOf, paytableOfGame } from './engines.ts';
import { seeded } from './engines/test-random.ts';
import { classicSlotOf } from './slot-engine.ts';
import { exactSlotRtp } from './slot-rtp.ts';

const VOLATILITIES = ['low', 'medium', 'high'] as const;
const classicGames = generateCatalogue().filter((game) => game.engine === 'slot');
const firstOf = (volatility: string) => classicGames.find((game) => game.volatility === volatility)!;

describe('classic-line slots: a table per volatility', () => {
  it('rule: each classic volatility publishes its own paytable, with an RTP near 96 %; Fruit Fiesta 5 shows the medium one', () => {
    const tables = VOLATILITIES.map((volatility) => {
      const game = firstOf(volatility);
      const paytable = paytableOfGame(game);
      if (paytable.engine !== 'slot') throw new Error(`${game.slug} is no classic slot`);
      expect(paytable.rtp, volatility).toBeGreaterThan(0.955);
      expect(paytable.rtp, volatility).toBeLessThan(0.965);
      expect(game.rtp, `${game.slug} lists its table's RTP`).toBe(Math.round(paytable.rtp * 10_000) / 100);
      return JSON.stringify([paytable.linePays, paytable.scatterPays, paytable.reelStrips]);
    });
    expect(new Set(tables).size).toBe(3);
    const fiesta = paytableOfGame(classicGames.find((game) => game.slug === 'fruit-fiesta-5')!);
    expect(fiesta.engine === 'slot' && JSON.stringify([fiesta.linePays, fiesta.scatterPays, fiesta.reelStrips])).toBe(tables[1]);
  });

  it('rule: a classic game\'s round is drawn on its own table\'s strips and paid by its own pays', () => {
    const random = seeded(30);
    for (const volatility of ['low', 'high'] as const) {
      const game = firstOf(volatility);
      const paytable = paytableOfGame(game);
      if (paytable.engine !== 'slot') throw new Error(`${game.slug} is no classic slot`);
      let won = 0;
      for (let nonce = 0; nonce < 200; nonce++) {
        const outcome = outcomeOf('slot', { serverSeed: `seed-${random()}`, clientSeed: 'volatility', nonce }, { params: paramsOfGame(game) });
        if (outcome.engine !== 'slot') throw new Error('not a slot outcome');
        const { stops, grid, lineWins } = outcome.slot;
        grid.forEach((column, reel) => column.forEach((symbol, row) => {
          const strip = paytable.reelStrips[reel]!;
          expect(paytable.symbols[symbol]).toBe(strip[(stops[reel]! + row) % strip.length]);
        }));
        for (const win of lineWins) {
          won++;
          const pays = paytable.linePays[win.symbol]!.pays;
          // The leading wilds pay as wilds when that is more (a wild pay for at most the line's length).
          const wildPays = paytable.linePays[8]!.pays.slice(0, win.count - 2);
          expect([pays[win.count - 3], ...wildPays], `${volatility} ${JSON.stringify(win)}`).toContain(win.multiplier);
        }
      }
      expect(won).toBeGreaterThan(0);
    }
  });

  it('rule: the declared RTP of each volatility is its exact RTP by enumeration over the strips', () => {
    for (const volatility of VOLATILITIES) {
      const exact = exactSlotRtp(volatility);
      expect(exact.lines + exact.scatter).toBeCloseTo(exact.total, 12);
      expect(paytableOf('slot', { volatility }).rtp, volatility).toBe(Math.round(exact.total * 10_000) / 10_000);
    }
    expect(VOLATILITIES.map((volatility) => paytableOf('slot', { volatility }).rtp)).toEqual([0.9596, 0.9608, 0.9597]);
  });

  /** A seeded simulation of each table: the mean, its standard deviation per spin and the share of spins that win. */
  type Simulated = Record<(typeof VOLATILITIES)[number], { mean: number; deviation: number; hitRate: number; halfWidth95: number }>;
  let simulation: Simulated | null = null;
  const simulated = (): Simulated => (simulation ??= Object.fromEntries(
    VOLATILITIES.map((volatility) => {
      const { strips, spinMultiplier } = classicSlotOf(volatility);
      const random = seeded(2026_30);
      const stops = new Int32Array(5);
      const spins = 500_000;
      let sum = 0, squares = 0, hits = 0;
      for (let i = 0; i < spins; i++) {
        for (let reel = 0; reel < 5; reel++) stops[reel] = Math.floor(random() * strips[reel]!.length);
        const x = spinMultiplier(stops);
        sum += x;
        squares += x * x;
        if (x > 0) hits++;
      }
      const mean = sum / spins;
      const deviation = Math.sqrt(squares / spins - mean * mean);
      return [volatility, { mean, deviation, hitRate: hits / spins, halfWidth95: (1.96 * deviation) / Math.sqrt(spins) }];
    }),
  ) as Simulated);

  it('rule: 500 000 seeded spins of each volatility return its exact RTP within the 95 % interval', () => {
    for (const volatility of VOLATILITIES) {
      const { mean, halfWidth95 } = simulated()[volatility];
      expect(Math.abs(mean - exactSlotRtp(volatility).total), `${volatility}: ${mean} ± ${halfWidth95}`).toBeLessThan(halfWidth95);
    }
  }, 60_000);

  it('rule: volatility ordering: the standard deviation per spin is high > medium > low, the hit rate low > medium > high', () => {
    const { low, medium, high } = simulated();
    expect(high.deviation).toBeGreaterThan(medium.deviation * 1.5);
    expect(medium.deviation).toBeGreaterThan(low.deviation * 1.2);
    expect(low.hitRate).toBeGreaterThan(medium.hitRate + 0.05);
    expect(medium.hitRate).toBeGreaterThan(high.hitRate + 0.05);
  }, 60_000);
});
