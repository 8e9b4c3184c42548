/**
 * Article artwork drawn from data (the CSP forbids external images): an item's `data.artwork` may name
 * two colours and a motif; without it, both are derived from the slug, so every article has its own
 * stable picture. Pure, React-free.
 */
export type Motif = 'circles' | 'waves' | 'grid' | 'percent' | 'bars';

export interface Artwork {
  from: string;
  to: string;
  motif: Motif;
  /** Stable pseudo-random numbers in [0, 1) for positions, from the slug. */
  seeds: number[];
}

const MOTIFS: readonly Motif[] = ['circles', 'waves', 'grid', 'percent', 'bars'];
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#1e3a8a', '#0ea5e9'],
  ['#14532d', '#22c55e'],
  ['#7c2d12', '#f97316'],
  ['#581c87', '#a855f7'],
  ['#0f172a', '#475569'],
  ['#7f1d1d', '#ef4444'],
  ['#134e4a', '#14b8a6'],
];
const COLOUR = /^#[0-9a-f]{6}$/i;

/** FNV-1a: a small stable hash of the slug. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function seedsOf(hash: number, count: number): number[] {
  const seeds: number[] = [];
  let state = hash || 1;
  for (let i = 0; i < count; i++) {
    // xorshift32: deterministic, good enough for placing shapes.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    seeds.push(state / 0x100000000);
  }
  return seeds;
}

export function artworkOf(slug: string, data: Record<string, unknown>): Artwork {
  const hash = hashOf(slug);
  const own = (data['artwork'] ?? {}) as { from?: unknown; to?: unknown; motif?: unknown };
  const [from, to] = PALETTES[hash % PALETTES.length]!;
  return {
    from: typeof own.from === 'string' && COLOUR.test(own.from) ? own.from : from,
    to: typeof own.to === 'string' && COLOUR.test(own.to) ? own.to : to,
    motif: MOTIFS.includes(own.motif as Motif) ? (own.motif as Motif) : MOTIFS[(hash >>> 8) % MOTIFS.length]!,
    seeds: seedsOf(hash, 12),
  };
}

/** Reading time in whole minutes: data.readingMinutes when given, else ~180 words a minute of the summary-sized text. */
export function readingMinutes(data: Record<string, unknown>, words = 0): number {
  const own = data['readingMinutes'];
  if (typeof own === 'number' && Number.isFinite(own) && own > 0) return Math.round(own);
  return Math.max(1, Math.round(words / 180));
}
