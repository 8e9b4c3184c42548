/**
 * Toto (pool betting) rules as plain functions: picks and variants, the stake, correct picks per variant,
 * prize categories and the split of the pool. Money here is integer minor units of one currency, so the
 * split never drifts; the service converts at its boundary. Every rule is unit-tested on worked examples
 * (toto-rules.test.ts) and documented in README.md.
 */

/** Events in one draw. */
export const TOTO_EVENTS = 15;

/** One event's result, and the picks a player may make on it (a non-empty subset, canonical order). */
export type TotoResult = '1' | 'X' | '2';
export const PICK_VALUES = ['1', 'X', '2', '1X', '12', 'X2', '1X2'] as const;
export type TotoPick = (typeof PICK_VALUES)[number];

/** The operator keeps this percentage of every pool; the rest is the prize fund. */
export const OPERATOR_SHARE_PERCENT = 10;

/**
 * Prize categories: correct picks of a variant and the percentage of the prize fund the category shares.
 * A category nobody reached gives its share to the categories that have winners, in proportion to theirs.
 */
export const PRIZE_CATEGORIES: ReadonlyArray<{ correct: number; sharePercent: number }> = [
  { correct: 15, sharePercent: 40 },
  { correct: 14, sharePercent: 25 },
  { correct: 13, sharePercent: 15 },
  { correct: 12, sharePercent: 10 },
  { correct: 11, sharePercent: 10 },
];

/**
 * The operator guarantees a minimum prize fund per currency: this many minimum stakes of that currency
 * (RUB: 10 000 × 10 = 100 000). A small pool is topped up to it, so even a quiet draw pays properly.
 */
export const GUARANTEE_MIN_STAKES = 10_000;

/** The number of variants of a coupon: the product of the picks per event (a double ×2, a triple ×3). */
export function variantsCount(picks: readonly TotoPick[]): number {
  return picks.reduce((product, pick) => product * pick.length, 1);
}

export type PicksProblem = { code: 'picks_missing'; missing: number[] } | { code: 'picks_invalid'; events: number[] };

/** Null when the coupon picks something valid for each of the 15 events; else which events (1-based) fail. */
export function checkPicks(picks: ReadonlyArray<string | null | undefined>): PicksProblem | null {
  const missing: number[] = [];
  const invalid: number[] = [];
  for (let i = 0; i < TOTO_EVENTS; i++) {
    const pick = picks[i];
    if (pick === undefined || pick === null || pick === '') missing.push(i + 1);
    else if (!(PICK_VALUES as readonly string[]).includes(pick)) invalid.push(i + 1);
  }
  if (picks.length > TOTO_EVENTS) invalid.push(...Array.from({ length: picks.length - TOTO_EVENTS }, (_, k) => TOTO_EVENTS + k + 1));
  if (missing.length > 0) return { code: 'picks_missing', missing };
  return invalid.length > 0 ? { code: 'picks_invalid', events: invalid } : null;
}

export type StakeProblem =
  | { code: 'stake_not_multiple'; variants: number; lowerMinor: number; higherMinor: number }
  | { code: 'stake_below_min'; minPerVariantMinor: number }
  | { code: 'stake_above_max'; maxMinor: number };

/**
 * The stake (minor units) must split equally over the variants (each variant is its own line of the pool),
 * each variant at least the currency's minimum stake, the whole coupon at most its maximum stake.
 * A stake that does not split names the nearest stakes that do.
 */
export function checkStake(stakeMinor: number, variants: number, minPerVariantMinor: number, maxMinor: number): StakeProblem | null {
  if (stakeMinor % variants !== 0) {
    const lower = stakeMinor - (stakeMinor % variants);
    return { code: 'stake_not_multiple', variants, lowerMinor: lower, higherMinor: lower + variants };
  }
  if (stakeMinor / variants < minPerVariantMinor) return { code: 'stake_below_min', minPerVariantMinor };
  if (stakeMinor > maxMinor) return { code: 'stake_above_max', maxMinor };
  return null;
}

/** The result of a finished event from its final score. */
export function resultOf(score: readonly [number, number]): TotoResult {
  if (score[0] > score[1]) return '1';
  return score[0] < score[1] ? '2' : 'X';
}

/**
 * How many of the coupon's variants have each number of correct picks: index k = variants with k correct.
 * Per event a variant is right on the result (if picked) and wrong on the coupon's other picks, so the
 * counts are the coefficients of ∏ (wrong_i + right_i · x); they always add up to the variants count.
 */
export function correctDistribution(picks: readonly TotoPick[], results: readonly TotoResult[]): number[] {
  let poly = [1];
  picks.forEach((pick, i) => {
    const right = pick.includes(results[i]!) ? 1 : 0;
    const wrong = pick.length - right;
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((count, k) => {
      next[k] = (next[k] ?? 0) + count * wrong;
      next[k + 1] = (next[k + 1] ?? 0) + count * right;
    });
    poly = next;
  });
  return poly;
}

/** The best variant's correct picks: what the coupon list shows. */
export function bestCorrect(distribution: readonly number[]): number {
  for (let k = distribution.length - 1; k >= 0; k--) if ((distribution[k] ?? 0) > 0) return k;
  return 0;
}

export interface CategorySplit {
  correct: number;
  sharePercent: number;
  /** Variants of all coupons in this category. */
  winners: number;
  /** The category's money (0 when nobody reached it: its share went to the others). */
  fundMinor: number;
  /** What one variant in the category wins (rounded down to the minor unit). */
  prizeMinor: number;
}

export interface PoolSplit {
  poolMinor: number;
  operatorMinor: number;
  /** The prize fund: the pool minus the operator's share, topped up to the guarantee. */
  prizeFundMinor: number;
  categories: CategorySplit[];
}

/**
 * Splits one currency's pool. `winners[correct]` = variants (of all coupons) with that many correct picks.
 * Rounding remainders (below one minor unit per variant) stay with the operator; with no winner in any
 * category the prize fund is not paid out.
 */
export function splitPool(poolMinor: number, guaranteeMinor: number, winners: Readonly<Record<number, number>>): PoolSplit {
  const fromPool = Math.floor((poolMinor * (100 - OPERATOR_SHARE_PERCENT)) / 100);
  const prizeFundMinor = Math.max(fromPool, guaranteeMinor);
  const claimed = PRIZE_CATEGORIES.filter((c) => (winners[c.correct] ?? 0) > 0);
  const claimedShare = claimed.reduce((sum, c) => sum + c.sharePercent, 0);
  const categories = PRIZE_CATEGORIES.map((c): CategorySplit => {
    const count = winners[c.correct] ?? 0;
    const fundMinor = count > 0 ? Math.floor((prizeFundMinor * c.sharePercent) / claimedShare) : 0;
    return { correct: c.correct, sharePercent: c.sharePercent, winners: count, fundMinor, prizeMinor: count > 0 ? Math.floor(fundMinor / count) : 0 };
  });
  return { poolMinor, operatorMinor: poolMinor - fromPool, prizeFundMinor, categories };
}

/** A coupon's payout: each of its variants in a prize category wins that category's prize. */
export function couponPayoutMinor(distribution: readonly number[], split: PoolSplit): number {
  return split.categories.reduce((sum, c) => sum + (distribution[c.correct] ?? 0) * c.prizeMinor, 0);
}
