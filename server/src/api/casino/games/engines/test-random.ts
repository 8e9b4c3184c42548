/** mulberry32: a fast seeded generator, so the engines' RTP simulations are the same every run. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mean and the half-width of its 99.9 % interval (3.29 standard errors) of `n` draws of `play`. */
export function simulate(n: number, play: () => number): { mean: number; halfWidth: number } {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const x = play();
    sum += x;
    squares += x * x;
  }
  const mean = sum / n;
  const variance = squares / n - mean * mean;
  return { mean, halfWidth: 3.29 * Math.sqrt(variance / n) };
}

/** `count` floats from the generator. */
export const floatsFrom = (random: () => number, count: number): number[] => Array.from({ length: count }, random);
