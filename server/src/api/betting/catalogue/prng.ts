/**
 * Deterministic randomness for the simulated catalogue: the same game slot, outcome and tick always give
 * the same numbers, so two servers (or a test and the server) agree without sharing state.
 */

/** 32-bit FNV-1a over the parts: a stable seed for any combination of ids. */
export function hashSeed(...parts: ReadonlyArray<string | number>): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}|`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for demo data. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One number in [0, 1) for these parts. */
export function randomOf(...parts: ReadonlyArray<string | number>): number {
  return createRandom(hashSeed(...parts))();
}

export function pick<T>(items: readonly T[], r: number): T {
  const item = items[Math.min(items.length - 1, Math.floor(r * items.length))];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
