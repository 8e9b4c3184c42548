/**
 * The toto coupon being filled, as plain TypeScript: which of 1/X/2 are picked per event, the variants
 * (the product of the picks per event) and the stake (variants × the stake per variant), all derived live.
 * The server applies the same rules (server/src/api/toto/toto-rules.ts); this only keeps the player honest
 * before sending: the total always splits equally over the variants.
 */
export type TotoOutcome = '1' | 'X' | '2';
export const TOTO_OUTCOMES: readonly TotoOutcome[] = ['1', 'X', '2'];
export const TOTO_EVENTS = 15;

/** Picks per event: a set of outcomes, empty when the event has no pick yet. */
export type TotoPicks = ReadonlyArray<ReadonlySet<TotoOutcome>>;

export const emptyPicks = (events = TOTO_EVENTS): TotoPicks => Array.from({ length: events }, () => new Set<TotoOutcome>());

/** A click on an outcome: picks it, or unpicks it when already picked. */
export function togglePick(picks: TotoPicks, event: number, outcome: TotoOutcome): TotoPicks {
  return picks.map((set, i) => {
    if (i !== event) return set;
    const next = new Set(set);
    if (next.has(outcome)) next.delete(outcome);
    else next.add(outcome);
    return next;
  });
}

/** The wire form of one event's picks, in canonical order ("1X", "X2", "1X2"); '' when none. */
export const pickCode = (set: ReadonlySet<TotoOutcome>): string => TOTO_OUTCOMES.filter((o) => set.has(o)).join('');

/**
 * The product of the picks per event. A coupon with an event still without a pick has no variant yet (0):
 * an empty coupon used to read "1 variant, 10 ₽", a stake nothing could be placed for.
 */
export const variantsOf = (picks: TotoPicks): number => picks.reduce((product, set) => product * set.size, 1);

/** 1-based numbers of the events still without a pick. */
export const missingEvents = (picks: TotoPicks): number[] => picks.flatMap((set, i) => (set.size === 0 ? [i + 1] : []));

/** The coupon's stake: variants × the stake per variant, in the currency's minor units to stay exact. */
export function totalStake(picks: TotoPicks, perVariant: number, precision = 2): number {
  const scale = 10 ** precision;
  return (Math.round(perVariant * scale) * variantsOf(picks)) / scale;
}

/** Fills every event with one random outcome (the "auto-pick" button); `random` is injectable for tests. */
export function autoPick(picks: TotoPicks, random: () => number = Math.random): TotoPicks {
  return picks.map((set) => (set.size > 0 ? set : new Set([TOTO_OUTCOMES[Math.floor(random() * 3) % 3]!])));
}
