/** Counting and listing the k-from-n combinations of a system bet. */

/** Binomial coefficient C(n, k); 0 outside 0 ≤ k ≤ n. Multiplicative form stays exact for coupon sizes. */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  const smaller = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= smaller; i += 1) result = (result * (n - smaller + i)) / i;
  return Math.round(result);
}

/**
 * Number of lines of a "k from n" system with b bankers.
 *
 * Why C(n − b, k − b) and not C(n − b, k) as the issue text says: a banker is part of EVERY combination,
 * and a combination of a "k from n" system has k selections in total. So each line holds the b bankers plus
 * k − b of the n − b other selections, which can be chosen in C(n − b, k − b) ways. C(n − b, k) would make
 * every line k + b selections long, i.e. a different system than the one the player picked.
 * Check on a small case: 2 from {A, B, C} with banker A gives the lines AB and AC: C(2, 1) = 2, not C(2, 2) = 1.
 */
export function countSystemCombinations(n: number, k: number, bankers = 0): number {
  if (bankers < 0 || bankers > k) return 0;
  return binomial(n - bankers, k - bankers);
}

/** Every k-element combination of items, in lexicographic order of positions. */
export function listCombinations<T>(items: readonly T[], k: number): T[][] {
  const result: T[][] = [];
  if (k < 0 || k > items.length) return result;
  const current: T[] = [];
  const walk = (start: number): void => {
    if (current.length === k) {
      result.push([...current]);
      return;
    }
    for (let i = start; i <= items.length - (k - current.length); i += 1) {
      current.push(items[i] as T);
      walk(i + 1);
      current.pop();
    }
  };
  walk(0);
  return result;
}

/** The lines of a system: every line holds all bankers plus k − b of the others. */
export function listSystemLines<T>(others: readonly T[], bankers: readonly T[], k: number): T[][] {
  return listCombinations(others, k - bankers.length).map((line) => [...bankers, ...line]);
}
