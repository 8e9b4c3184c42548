/**
 * Hold-and-win slot (issue 30): 5 × 3 cells, each from one fair float: below the coin chance it is a coin
 * carrying a value (× stake, from the same float by the published value weights), else a pay symbol drawn as
 * in the ways slot (slot-ways.ts: 243 ways, wild on the middle reels, no cascades). Six or more coins start the
 * hold and win: the coins lock, 3 respins; on each respin every empty cell may land a coin (its own float against
 * the landing chance); a new coin resets the respins to 3. When the respins run out, or the screen is full, every
 * coin pays its value; a full screen also pays the grand prize. The RTP is exact (holdRtp): the cells are
 * independent, so the ways pays have a closed form, and the respins are a Markov chain over (coins, respins left).
 */
import type { EngineFamily, FamilyParams } from './family.ts';
import { SLOT_THEME_SYMBOLS, slotThemeOf, type SlotThemeName } from './slot-themes.ts';
import { slotChoiceProblem, themeOf, volatilityOf, WAYS_BET_UNITS, WAYS_CELLS, WAYS_REELS, WAYS_ROWS, WAYS_WEIGHTS, WAYS_WILD, waysSymbol, waysWins, type SlotVolatility, type WaysWin } from './slot-ways.ts';

/** A coin's symbol index in `cells` (after the six pay symbols and the wild). */
export const HOLD_COIN = 7;
export const HOLD_TRIGGER = 6;
export const HOLD_RESPINS = 3;
/** The longest feature: 9 coin-landing respins, at most 2 empty ones before each, then 3 empty ones. */
export const HOLD_MAX_RESPINS = 30;
export const HOLD_FLOATS = WAYS_CELLS * (1 + HOLD_MAX_RESPINS);

export interface HoldTable {
  /** Chance that a base-game cell is a coin. */
  coinChance: number;
  /** Chance that an empty cell lands a coin on a respin. */
  landChance: number;
  /** [value × stake, weight] */
  coinValues: ReadonlyArray<readonly [number, number]>;
  /** × stake, paid on a full screen on top of the coins. */
  grand: number;
  /** Ways pays of symbols 0–5 for 3, 4 and 5 reels (× line bet per way). */
  pays: ReadonlyArray<readonly [number, number, number]>;
}

export const HOLD_TABLES: Readonly<Record<SlotVolatility, HoldTable>> = {
  low: { coinChance: 0.12, landChance: 0.12, coinValues: [[0.5, 40], [1, 30], [2, 18], [5, 9], [10, 3]], grand: 250, pays: [[4, 8, 17.5], [4, 8.5, 21.5], [8, 13.5, 25.5], [13.5, 21.5, 43], [17.5, 35, 69], [21.5, 52, 108]] },
  medium: { coinChance: 0.12, landChance: 0.1, coinValues: [[0.5, 40], [1, 28], [2, 18], [5, 9], [10, 4], [25, 1]], grand: 500, pays: [[3, 7, 17], [3, 10, 20], [7, 13, 27], [10, 27, 50], [17, 40, 100], [27, 66, 200]] },
  high: { coinChance: 0.12, landChance: 0.09, coinValues: [[1, 50], [2, 25], [5, 15], [10, 7], [50, 2], [100, 1]], grand: 1000, pays: [[1.7, 3.5, 10], [1.7, 3.5, 14], [3.5, 7, 21], [7, 21, 70], [17, 52, 210], [35, 140, 700]] },
};

/** A coin's value from the float's place below the chance (uniform within it). */
function coinValue(table: HoldTable, float: number, chance: number): number {
  const total = table.coinValues.reduce((sum, [, w]) => sum + w, 0);
  let ticket = (float / chance) * total;
  for (const [value, weight] of table.coinValues) {
    if (ticket < weight) return value;
    ticket -= weight;
  }
  return table.coinValues[table.coinValues.length - 1]![0];
}

export interface HoldRespin {
  /** Cells that landed a coin on this respin, and the respins left after it. */
  landed: number[];
  respinsLeft: number;
}

export interface HoldOutcome {
  theme: SlotThemeName;
  /** The base screen: pay symbol 0–5, wild 6, coin 7 (reel by reel, top row first). */
  cells: number[];
  /** Coin values (× stake) by cell: the base coins, and after the feature every coin locked. */
  values: number[];
  wins: WaysWin[];
  feature: { respins: HoldRespin[]; full: boolean; coins: number; pay: number } | null;
  multiplier: number;
}

export function holdOutcome(floats: readonly number[], volatility: SlotVolatility, theme: SlotThemeName): HoldOutcome {
  const table = HOLD_TABLES[volatility];
  const values: number[] = Array.from({ length: WAYS_CELLS }, () => 0);
  const cells = Array.from({ length: WAYS_CELLS }, (_, i) => {
    const float = floats[i] ?? 0;
    if (float < table.coinChance) {
      values[i] = coinValue(table, float, table.coinChance);
      return HOLD_COIN;
    }
    return waysSymbol((float - table.coinChance) / (1 - table.coinChance), Math.floor(i / WAYS_ROWS));
  });
  const wins = waysWins(cells, table.pays);
  const base = wins.reduce((sum, win) => sum + win.pay, 0) / WAYS_BET_UNITS;
  const coins = cells.filter((c) => c === HOLD_COIN).length;
  if (coins < HOLD_TRIGGER) return { theme, cells, values, wins, feature: null, multiplier: round8(base) };
  const respins: HoldRespin[] = [];
  let left = HOLD_RESPINS;
  let locked = coins;
  for (let spin = 0; left > 0 && locked < WAYS_CELLS && spin < HOLD_MAX_RESPINS; spin++) {
    const landed: number[] = [];
    for (let cell = 0; cell < WAYS_CELLS; cell++) {
      if (values[cell]! > 0) continue;
      const float = floats[WAYS_CELLS * (spin + 1) + cell] ?? 1;
      if (float < table.landChance) {
        values[cell] = coinValue(table, float, table.landChance);
        landed.push(cell);
      }
    }
    locked += landed.length;
    left = landed.length > 0 ? HOLD_RESPINS : left - 1;
    respins.push({ landed, respinsLeft: left });
  }
  const full = locked === WAYS_CELLS;
  const pay = values.reduce((sum, v) => sum + v, 0) + (full ? table.grand : 0);
  return { theme, cells, values, wins, feature: { respins, full, coins: locked, pay }, multiplier: round8(base + pay) };
}

const round8 = (n: number) => Math.round(n * 1e8) / 1e8;

const binomial = (n: number, k: number): number => {
  let out = 1;
  for (let i = 1; i <= k; i++) out = (out * (n - k + i)) / i;
  return out;
};
const binomialChance = (n: number, k: number, p: number) => binomial(n, k) * p ** k * (1 - p) ** (n - k);

/** Exact return of the ways pays (cells independent: the ways of each reel multiply in expectation). */
export function holdBaseRtp(table: HoldTable): number {
  let units = 0;
  for (let symbol = 0; symbol < table.pays.length; symbol++) {
    const q = Array.from({ length: WAYS_REELS }, (_, reel) => {
      const weights = reel === 0 || reel === WAYS_REELS - 1 ? WAYS_WEIGHTS.outer : WAYS_WEIGHTS.inner;
      const total = weights.reduce((a, b) => a + b, 0);
      return ((1 - table.coinChance) * (weights[symbol]! + weights[WAYS_WILD]!)) / total;
    });
    let ways = 1;
    for (let reels = 1; reels <= WAYS_REELS; reels++) {
      ways *= WAYS_ROWS * q[reels - 1]!;
      if (reels < 3) continue;
      const stops = reels === WAYS_REELS ? 1 : (1 - q[reels]!) ** WAYS_ROWS;
      units += table.pays[symbol]![reels - 3]! * ways * stops;
    }
  }
  return units / WAYS_BET_UNITS;
}

/** Exact return of the feature: Σ over the starting coins of the chain's expected final coins and full screens. */
export function holdFeatureRtp(table: HoldTable): { rtp: number; triggerChance: number; fullChance: number } {
  // finish[n][r] = [expected final coins, chance of a full screen] from n coins with r respins left.
  const finish = new Map<string, readonly [number, number]>();
  const from = (n: number, r: number): readonly [number, number] => {
    if (n === WAYS_CELLS) return [n, 1];
    if (r === 0) return [n, 0];
    const key = `${n}:${r}`;
    const known = finish.get(key);
    if (known) return known;
    const empty = WAYS_CELLS - n;
    let coins = 0, full = 0;
    for (let j = 0; j <= empty; j++) {
      const [c, f] = j === 0 ? from(n, r - 1) : from(n + j, HOLD_RESPINS);
      const p = binomialChance(empty, j, table.landChance);
      coins += p * c;
      full += p * f;
    }
    finish.set(key, [coins, full]);
    return [coins, full];
  };
  const total = table.coinValues.reduce((sum, [, w]) => sum + w, 0);
  const meanValue = table.coinValues.reduce((sum, [v, w]) => sum + (v * w) / total, 0);
  let rtp = 0, triggerChance = 0, fullChance = 0;
  for (let n = HOLD_TRIGGER; n <= WAYS_CELLS; n++) {
    const p = binomialChance(WAYS_CELLS, n, table.coinChance);
    const [coins, full] = from(n, HOLD_RESPINS);
    triggerChance += p;
    fullChance += p * full;
    rtp += p * (coins * meanValue + full * table.grand);
  }
  return { rtp, triggerChance, fullChance };
}

export const holdRtp = (volatility: SlotVolatility): number => holdBaseRtp(HOLD_TABLES[volatility]) + holdFeatureRtp(HOLD_TABLES[volatility]).rtp;

/** The declared RTP and trigger chance per volatility, computed once (the catalogue lists every game's RTP). */
const published = new Map<SlotVolatility, { rtp: number; triggerChance: number }>();
const publishedOf = (volatility: SlotVolatility) => {
  if (!published.has(volatility)) {
    const { triggerChance } = holdFeatureRtp(HOLD_TABLES[volatility]);
    published.set(volatility, { rtp: Math.round(holdRtp(volatility) * 10_000) / 10_000, triggerChance: Math.round(triggerChance * 1e6) / 1e6 });
  }
  return published.get(volatility)!;
};

export const slotHoldFamily: EngineFamily<null, HoldOutcome> = {
  floats: () => HOLD_FLOATS,
  outcome: (floats, params) => holdOutcome(floats, volatilityOf(params), themeOf(params)),
  paytable: (params: FamilyParams) => {
    const volatility = volatilityOf(params);
    const table = HOLD_TABLES[volatility];
    const { rtp, triggerChance } = publishedOf(volatility);
    return {
      rtp,
      mechanic: 'hold',
      volatility,
      theme: themeOf(params),
      symbols: [...SLOT_THEME_SYMBOLS[themeOf(params)], 'wild', 'coin'],
      betUnits: WAYS_BET_UNITS,
      pays: table.pays.map((row) => [...row]),
      trigger: HOLD_TRIGGER,
      respins: HOLD_RESPINS,
      coinValues: table.coinValues.map(([value, weight]) => ({ value, weight })),
      grand: table.grand,
      coinChance: table.coinChance,
      landChance: table.landChance,
      triggerChance,
    };
  },
  choiceProblem: slotChoiceProblem,
  paramsOf: (game) => ({ volatility: game.volatility, theme: slotThemeOf(game) }),
};
