/**
 * Coefficient display formats (spec §9): decimal 0, fractional 1, american 2, "others" 4, 5, 6, 14, 15, 16,
 * and the coefficient-view pairs 0 → 1, 4 → 14, 5 → 15, 6 → 16.
 *
 * The spec leaves 4, 5 and 6 open. We map them to the three Asian formats, in the order bookmakers
 * usually list them: 4 Hong Kong, 5 Indonesian, 6 Malaysian. 14, 15 and 16 are the SAME formats in their
 * "view" variant — the id a paired view (the Asian page layout) stores in coefViewId — so they convert with
 * the same maths as 4, 5, 6. Read the pairs as "base id → the id its view variant uses"; for decimal that
 * companion is fractional (0 → 1), the only pair whose two ids show different numbers.
 */
export const ODDS_FORMAT = {
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 4,
  indonesian: 5,
  malaysian: 6,
  hongKongView: 14,
  indonesianView: 15,
  malaysianView: 16,
} as const;

export type OddsFormatId = (typeof ODDS_FORMAT)[keyof typeof ODDS_FORMAT];

/** The maths each id uses. */
export type OddsStyle = 'decimal' | 'fractional' | 'american' | 'hongKong' | 'indonesian' | 'malaysian';

export const ODDS_STYLE_BY_FORMAT: Readonly<Record<OddsFormatId, OddsStyle>> = {
  0: 'decimal',
  1: 'fractional',
  2: 'american',
  4: 'hongKong',
  5: 'indonesian',
  6: 'malaysian',
  14: 'hongKong',
  15: 'indonesian',
  16: 'malaysian',
};

/** Spec §9 coefficient-view pairs. */
export const COEF_VIEW_PAIRS: ReadonlyArray<readonly [OddsFormatId, OddsFormatId]> = [
  [0, 1],
  [4, 14],
  [5, 15],
  [6, 16],
];

export function isOddsFormatId(value: unknown): value is OddsFormatId {
  return typeof value === 'number' && Object.hasOwn(ODDS_STYLE_BY_FORMAT, value);
}

/** The view-variant id paired with a base id, or the id itself when it has no pair (american). */
export function pairedViewFormat(formatId: OddsFormatId): OddsFormatId {
  const pair = COEF_VIEW_PAIRS.find(([base]) => base === formatId);
  return pair ? pair[1] : formatId;
}
