/**
 * The ways-with-cascades and hold-and-win slots (issue 30): the published rules on hand-built screens, the
 * declared RTP against a seeded simulation (ways: simulated; hold and win: exact, and the simulation agrees),
 * the theme from the game's name, and a round reproduced from its revealed seeds.
 */
import { describe, expect, it } from 'vitest';
import { outcomeOf, paytableOf, verifyRound } from '../engines.ts';
import { hashServerSeed, newServerSeed } from '../provably-fair.ts';
import { HOLD_COIN, HOLD_FLOATS, HOLD_TABLES, holdOutcome, holdRtp, slotHoldFamily } from './slot-hold.ts';
import { slotThemeOf } from './slot-themes.ts';
import { WAYS_BET_UNITS, WAYS_CELLS, WAYS_FLOATS, WAYS_TABLES, WAYS_WEIGHTS, WAYS_WILD, slotWaysFamily, waysOutcome, waysWins, type SlotVolatility } from './slot-ways.ts';
import { seeded, simulate } from './test-random.ts';

const VOLATILITIES: readonly SlotVolatility[] = ['low', 'medium', 'high'];

/** A float that draws `symbol` on `reel` (the middle of its weight band). */
function floatFor(symbol: number, reel: number): number {
  const weights = reel === 0 || reel === 4 ? WAYS_WEIGHTS.outer : WAYS_WEIGHTS.inner;
  const total = weights.reduce((a, b) => a + b, 0);
  const before = weights.slice(0, symbol).reduce((a, b) => a + b, 0);
  return (before + weights[symbol]! / 2) / total;
}
/** Floats drawing the screen given reel by reel (top row first). */
const screenFloats = (cells: readonly number[]) => cells.map((symbol, i) => floatFor(symbol, Math.floor(i / 3)));

describe('ways slot with cascades', () => {
  it('rule "243 ways": a symbol on adjacent reels from the left pays its pay × the product of its cells (wilds included) per reel', () => {
    // Reels: [0,0,1] [0,W,2] [0,3,4] [5,5,5] [1,2,3] → symbol 0 on 3 reels: 2 × 2 × 1 ways = 4.
    const cells = [0, 0, 1, 0, WAYS_WILD, 2, 0, 3, 4, 5, 5, 5, 1, 2, 3];
    const pays = WAYS_TABLES.medium.pays;
    const winning = new Set<number>();
    expect(waysWins(cells, pays, winning)).toEqual([{ symbol: 0, reels: 3, ways: 4, pay: pays[0]![0]! * 4 }]);
    expect([...winning].sort((a, b) => a - b)).toEqual([0, 1, 3, 4, 6]);
    // Two reels are not a win; the wild alone on the first reels never starts one (it lands on reels 2–4 only).
    expect(waysWins([0, 1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 3, 4, 5], pays)).toEqual([]);
    expect(WAYS_WEIGHTS.outer[WAYS_WILD]).toBe(0);
  });

  it('rule "cascade": winning cells are removed, the rest fall, new cells come from the next floats, and the next screen pays at the cascade multiplier', () => {
    const first = [0, 1, 2, 0, 3, 4, 0, 5, 1, 2, 3, 4, 5, 1, 2];
    // After the win of symbol 0 on reels 1–3 the top cell of those reels is refilled (floats 15, 16, 17): symbol 5 three times.
    const refill = [floatFor(5, 0), floatFor(5, 1), floatFor(5, 2)];
    const tail = Array.from({ length: WAYS_FLOATS - WAYS_CELLS - 3 }, (_, i) => floatFor(i % 2 ? 3 : 4, 0));
    const outcome = waysOutcome([...screenFloats(first), ...refill, ...tail], 'medium', 'fruit');
    expect(outcome.cascades[0]).toMatchObject({ cells: first, removed: [0, 3, 6], cascadeMultiplier: 1 });
    expect(outcome.cascades[1]!.cells.slice(0, 9)).toEqual([5, 1, 2, 5, 3, 4, 5, 5, 1]);
    expect(outcome.cascades[1]!.wins[0]).toMatchObject({ symbol: 5, reels: 3, ways: 2 });
    expect(outcome.cascades[1]!.cascadeMultiplier).toBe(2);
    const units = outcome.cascades.reduce((sum, c) => sum + c.cascadeMultiplier * c.wins.reduce((s, w) => s + w.pay, 0), 0);
    expect(outcome.multiplier).toBeCloseTo(units / WAYS_BET_UNITS, 8);
    expect(outcome.cascades.at(-1)!.wins).toEqual([]);
  });

  it.each(VOLATILITIES)('declared RTP (%s) lies within the 99.9 percent interval of 60 000 seeded rounds', (volatility) => {
    const random = seeded(301 + volatility.length);
    const floats: number[] = new Array(WAYS_FLOATS);
    const { mean, halfWidth } = simulate(60_000, () => {
      for (let i = 0; i < WAYS_FLOATS; i++) floats[i] = random();
      return waysOutcome(floats, volatility, 'gems').multiplier;
    });
    const declared = slotWaysFamily.paytable({ volatility, theme: 'gems' }).rtp;
    expect(declared).toBeGreaterThan(0.94);
    expect(Math.abs(mean - declared), `${volatility}: ${mean} ± ${halfWidth}`).toBeLessThan(halfWidth);
  }, 60_000);
});

describe('hold and win slot', () => {
  /** A base screen with coins on the given cells (value float in the coin band), other cells symbol 1..5 without a ways win. */
  const holdFloats = (coinCells: readonly number[], respinFloats: (spin: number, cell: number) => number) => {
    const chance = HOLD_TABLES.medium.coinChance;
    const filler = [1, 2, 3, 4, 5];
    const base = Array.from({ length: WAYS_CELLS }, (_, i) => (coinCells.includes(i) ? chance * 0.01 : chance + (1 - chance) * floatFor(filler[(i * 2) % 5]!, Math.floor(i / 3))));
    const respins = Array.from({ length: HOLD_FLOATS - WAYS_CELLS }, (_, i) => respinFloats(Math.floor(i / WAYS_CELLS), i % WAYS_CELLS));
    return [...base, ...respins];
  };

  it('rule "six coins start the feature; a new coin resets the respins to 3; every coin pays its value"', () => {
    const land = HOLD_TABLES.medium.landChance * 0.01; // the lowest value band: 0.5 × stake
    // Respin 1 lands a coin on cell 14, respins 2–4 land nothing.
    const outcome = holdOutcome(holdFloats([0, 1, 2, 3, 4, 5], (spin, cell) => (spin === 0 && cell === 14 ? land : 0.99)), 'medium', 'egypt');
    expect(outcome.cells.filter((c) => c === HOLD_COIN)).toHaveLength(6);
    expect(outcome.feature).toEqual({ respins: [{ landed: [14], respinsLeft: 3 }, { landed: [], respinsLeft: 2 }, { landed: [], respinsLeft: 1 }, { landed: [], respinsLeft: 0 }], full: false, coins: 7, pay: 3.5 });
    expect(outcome.multiplier).toBeCloseTo(3.5 + outcome.wins.reduce((s, w) => s + w.pay, 0) / WAYS_BET_UNITS, 8);
    // Five coins start nothing.
    expect(holdOutcome(holdFloats([0, 1, 2, 3, 4], () => 0), 'medium', 'egypt').feature).toBeNull();
  });

  it('rule "a full screen pays the grand prize on top of the coins"', () => {
    const outcome = holdOutcome(holdFloats([0, 1, 2, 3, 4, 5], () => HOLD_TABLES.medium.landChance * 0.01), 'medium', 'egypt');
    expect(outcome.feature).toMatchObject({ full: true, coins: 15, pay: 15 * 0.5 + HOLD_TABLES.medium.grand });
  });

  it.each(VOLATILITIES)('declared RTP (%s) is the exact value, and 120 000 seeded rounds lie within its 99.9 percent interval', (volatility) => {
    const declared = slotHoldFamily.paytable({ volatility, theme: 'gems' }).rtp;
    expect(declared).toBe(Math.round(holdRtp(volatility) * 10_000) / 10_000);
    expect(declared).toBeGreaterThan(0.95);
    expect(declared).toBeLessThan(0.97);
    const random = seeded(907 + volatility.length);
    const floats: number[] = new Array(HOLD_FLOATS);
    const { mean, halfWidth } = simulate(120_000, () => {
      for (let i = 0; i < WAYS_CELLS; i++) floats[i] = random();
      // Respin floats are read only when the feature starts: drawn on demand keeps the simulation cheap.
      if (floats.slice(0, WAYS_CELLS).filter((f) => f < HOLD_TABLES[volatility].coinChance).length >= 6) for (let i = WAYS_CELLS; i < HOLD_FLOATS; i++) floats[i] = random();
      return holdOutcome(floats, volatility, 'gems').multiplier;
    });
    expect(Math.abs(mean - holdRtp(volatility)), `${volatility}: ${mean} ± ${halfWidth}`).toBeLessThan(halfWidth);
  }, 60_000);
});

describe('slot themes and fairness', () => {
  it('the theme comes from the name (Pharaoh → egypt, Cherries → fruit, Ocean → ocean, Crown → gems), else from the id', () => {
    expect(slotThemeOf({ id: 101, slug: 'silver-pharaoh' })).toBe('egypt');
    expect(slotThemeOf({ id: 101, slug: 'sweet-cherries-megaways' })).toBe('fruit');
    expect(slotThemeOf({ id: 101, slug: 'vulkan-frozen-ocean' })).toBe('ocean');
    expect(slotThemeOf({ id: 101, slug: 'golden-crown' })).toBe('gems');
    expect(slotThemeOf({ id: 102, slug: 'northern-wolf' })).toBe(slotThemeOf({ id: 102, slug: 'northern-wolf' }));
    expect(slotWaysFamily.paramsOf({ id: 5, volatility: 'high', subcategory: 'video', slug: 'mighty-pharaoh' })).toEqual({ volatility: 'high', theme: 'egypt' });
    expect(paytableOf('slot-hold', { volatility: 'low', theme: 'ocean' })).toMatchObject({ mechanic: 'hold', symbols: ['shell', 'starfish', 'fish', 'seahorse', 'anchor', 'pearl', 'wild', 'coin'] });
  });

  it.each(['slot-ways', 'slot-hold'] as const)('%s: verify reproduces a round from its revealed seeds', (engine) => {
    const serverSeed = newServerSeed();
    const params = { volatility: 'high', theme: 'fruit' };
    const played = outcomeOf(engine, { serverSeed, clientSeed: 'player', nonce: 7 }, { params });
    expect(verifyRound({ engine, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'player', nonce: 7, params })).toEqual({ seedMatchesHash: true, outcome: played });
    expect(outcomeOf(engine, { serverSeed, clientSeed: 'player', nonce: 8 }, { params })).not.toEqual(played);
  });
});
