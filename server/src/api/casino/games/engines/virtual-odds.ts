/**
 * Virtual sports' prices (issue 30): the model's exact probability of each outcome with the house margin
 * taken off, rounded down to the 2-decimal odds a bookmaker shows: odds = ⌊100 × (1 − margin) / p⌋ / 100. So
 * each pick returns p × odds ≤ 1 − margin (the rounding only takes a little more); the declared RTP is the
 * lowest pick's return, and every pick's own return is published beside it.
 */
export const VIRTUAL_MARGIN = 0.05;

export const oddsOf = (probability: number): number => Math.floor((100 * (1 - VIRTUAL_MARGIN)) / probability) / 100;

export interface PricedPick<Pick> {
  pick: Pick;
  probability: number;
  odds: number;
  /** probability × odds: this pick's exact return. */
  rtp: number;
}

export function priced<Pick>(probabilities: ReadonlyArray<readonly [Pick, number]>): PricedPick<Pick>[] {
  // The return to 6 decimals (no float dust like 0.9500000000000001 in the published table).
  return probabilities.map(([pick, probability]) => ({ pick, probability, odds: oddsOf(probability), rtp: Math.round(probability * oddsOf(probability) * 1e6) / 1e6 }));
}

/** The declared RTP: the lowest pick's return (4 decimals, rounded down so no pick returns less). */
export const declaredRtp = (picks: ReadonlyArray<PricedPick<unknown>>): number => Math.floor(Math.min(...picks.map((p) => p.rtp)) * 10_000) / 10_000;
