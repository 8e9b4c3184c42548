import { describe, expect, it } from 'vitest';
import { binomial, countSystemCombinations, listCombinations, listSystemLines } from './combinations.ts';

describe('binomial', () => {
  it.each([
    [3, 2, 3],
    [4, 2, 6],
    [5, 3, 10],
    [10, 4, 210],
    [6, 0, 1],
    [6, 6, 1],
  ])('the number of combinations of %i choose %i is %i', (n, k, expected) => {
    expect(binomial(n, k)).toBe(expected);
  });
  it('there are no combinations when k exceeds n or is negative', () => {
    expect(binomial(3, 4)).toBe(0);
    expect(binomial(3, -1)).toBe(0);
  });
});

describe('system combinations with bankers', () => {
  it('without bankers a k-from-n system has C(n, k) lines', () => {
    expect(countSystemCombinations(5, 3)).toBe(10);
  });
  it('bankers are in every line, so k from n with b bankers has C(n − b, k − b) lines', () => {
    // 3 from 5 with one banker: the banker plus 2 of the 4 others.
    expect(countSystemCombinations(5, 3, 1)).toBe(binomial(4, 2));
    expect(countSystemCombinations(5, 3, 1)).not.toBe(binomial(4, 3));
  });
  it('the counted lines match the listed lines (2 from {A,B,C} with banker A is AB and AC)', () => {
    const lines = listSystemLines(['B', 'C'], ['A'], 2);
    expect(lines).toEqual([['A', 'B'], ['A', 'C']]);
    expect(lines).toHaveLength(countSystemCombinations(3, 2, 1));
  });
  it('the listed combinations agree with C(n, k) for every k of 6 items', () => {
    const items = [1, 2, 3, 4, 5, 6];
    for (let k = 0; k <= 6; k += 1) expect(listCombinations(items, k)).toHaveLength(binomial(6, k));
  });
});
