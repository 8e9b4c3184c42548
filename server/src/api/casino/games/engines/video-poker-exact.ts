/**
 * The exact return of Jacks or Better with optimal holds (issue 30), by the standard counting method instead of
 * drawing every hand: for each of the 2 598 960 deals, the best of its 32 holds, each hold's value the exact
 * average over every draw from the 47 cards left.
 *
 * 1. `holdTotals`: for every set T of 0–5 cards, S(T) = the sum of the pays of all five-card hands that contain T
 *    (each of the 2 598 960 hands adds its pay to its 32 subsets). Sets are indexed by their colex rank per size.
 * 2. For a deal D and a hold H ⊆ D, the draws are the hands that contain H and no other card of D, so by
 *    inclusion–exclusion their pay total is Σ_{H ⊆ T ⊆ D} (−1)^|T∖H| S(T) (a superset Möbius transform over the
 *    deal's 32 subsets), and their number is C(47, 5 − |H|).
 * Every total is an integer below 2^53, so the sums are exact; the whole run takes a few seconds (the bench
 * `npm run bench:casino-exact` runs it and records the figure in bench/RESULTS.md).
 */
import { cardOf } from './cards.ts';
import { POKER_PAYS, rankHand } from './video-poker.ts';

const DECK = 52;
const HAND = 5;

/** C(n, k) for n ≤ 52, k ≤ 5. */
const BINOMIAL: readonly (readonly number[])[] = Array.from({ length: DECK + 1 }, (_, n) =>
  Array.from({ length: HAND + 1 }, (_, k) => {
    let c = 1;
    for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
    return k > n ? 0 : Math.round(c);
  }),
);
const binomial = (n: number, k: number): number => BINOMIAL[n]![k]!;

/** One prime per rank: the product of a hand's primes names its ranks as a multiset (whatever their order). */
const RANK_PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41];
const payCache = new Map<number, number>();

/** The 9/6 pay of five cards given as card numbers 0–51 (cards.ts), by the engine's own ranking (cached by shape). */
export function payOf(a: number, b: number, c: number, d: number, e: number): number {
  const flush = ((a / 13) | 0) === ((b / 13) | 0) && ((a / 13) | 0) === ((c / 13) | 0) && ((a / 13) | 0) === ((d / 13) | 0) && ((a / 13) | 0) === ((e / 13) | 0);
  const key = (RANK_PRIMES[a % 13]! * RANK_PRIMES[b % 13]! * RANK_PRIMES[c % 13]! * RANK_PRIMES[d % 13]! * RANK_PRIMES[e % 13]!) * 2 + (flush ? 1 : 0);
  let pay = payCache.get(key);
  if (pay === undefined) {
    pay = POKER_PAYS[rankHand([cardOf(a), cardOf(b), cardOf(c), cardOf(d), cardOf(e)])];
    payCache.set(key, pay);
  }
  return pay;
}

/** For each of the 32 holds (bit i = place i held): how many cards it keeps. */
const HELD_COUNT = Array.from({ length: 32 }, (_, mask) => [0, 1, 2, 3, 4].filter((i) => mask & (1 << i)).length);

/** Colex rank of the subset `mask` of five sorted cards: Σ C(card, position in the subset + 1). */
function subsetRank(cards: ArrayLike<number>, mask: number): number {
  let rank = 0;
  for (let i = 0, position = 0; i < HAND; i++) if (mask & (1 << i)) rank += BINOMIAL[cards[i]!]![++position]!;
  return rank;
}

/** S(T) per size |T| = 0…5, indexed by colex rank: the pay total of the five-card hands that contain T. */
export type HoldTotals = readonly Float64Array[];

export function holdTotals(): HoldTotals {
  const totals = Array.from({ length: HAND + 1 }, (_, k) => new Float64Array(binomial(DECK, k)));
  const cards = new Int32Array(HAND);
  forEachHand(cards, () => {
    const pay = payOf(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
    if (pay === 0) return;
    for (let mask = 0; mask < 32; mask++) totals[HELD_COUNT[mask]!]![subsetRank(cards, mask)]! += pay;
  });
  return totals;
}

/** Calls `visit` for every five-card hand, its cards sorted ascending in `cards`. */
function forEachHand(cards: Int32Array, visit: () => void): void {
  for (cards[0] = 0; cards[0] < DECK; cards[0]++)
    for (cards[1] = cards[0] + 1; cards[1] < DECK; cards[1]++)
      for (cards[2] = cards[1] + 1; cards[2] < DECK; cards[2]++)
        for (cards[3] = cards[2] + 1; cards[3] < DECK; cards[3]++)
          for (cards[4] = cards[3] + 1; cards[4] < DECK; cards[4]++) visit();
}

const work = new Float64Array(32);

/**
 * The expected pay of each of the 32 holds of a deal (five distinct card numbers, ascending), written into `out`
 * (bit i of the index = the i-th card held).
 */
export function holdValues(totals: HoldTotals, cards: ArrayLike<number>, out: Float64Array = new Float64Array(32)): Float64Array {
  for (let mask = 0; mask < 32; mask++) work[mask] = totals[HELD_COUNT[mask]!]![subsetRank(cards, mask)]!;
  for (let bit = 1; bit < 32; bit <<= 1) for (let mask = 0; mask < 32; mask++) if (!(mask & bit)) work[mask]! -= work[mask | bit]!;
  for (let mask = 0; mask < 32; mask++) out[mask] = work[mask]! / binomial(DECK - HAND, HAND - HELD_COUNT[mask]!);
  return out;
}

export interface OptimalReturn {
  /** Expected return per unit staked with the best hold on every deal. */
  rtp: number;
  deals: number;
}

/** The exact return of optimal play over all 2 598 960 deals. */
export function optimalReturn(totals: HoldTotals = holdTotals()): OptimalReturn {
  const cards = new Int32Array(HAND);
  const values = new Float64Array(32);
  let sum = 0;
  let deals = 0;
  forEachHand(cards, () => {
    holdValues(totals, cards, values);
    let best = 0;
    for (let mask = 0; mask < 32; mask++) if (values[mask]! > best) best = values[mask]!;
    sum += best;
    deals++;
  });
  return { rtp: sum / deals, deals };
}
