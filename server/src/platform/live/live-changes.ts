/**
 * The difference between two quotes of one live game, as the feed's deltas carry it: only the fields
 * that moved. A game whose markets or outcomes changed shape (not just price or suspension) cannot be
 * patched by id and is sent whole instead.
 */
import type { LiveGamePatch, LiveGameUpdate } from '@arena/domain';

const CLOCK_FIELDS = ['statusId', 'isLive', 'isFinished', 'secondsOfPlay', 'period'] as const;

const sameShape = (a: LiveGameUpdate, b: LiveGameUpdate) =>
  a.markets.length === b.markets.length &&
  a.markets.every((m, i) => {
    const other = b.markets[i]!;
    return m.id === other.id && m.outcomes.length === other.outcomes.length && m.outcomes.every((o, j) => o.id === other.outcomes[j]!.id);
  });

/** 'whole' when `next` must replace `prev`, null when nothing moved, else the patch. */
export function diffGame(prev: LiveGameUpdate, next: LiveGameUpdate): LiveGamePatch | 'whole' | null {
  if (!sameShape(prev, next)) return 'whole';
  const patch: LiveGamePatch = { id: next.id };
  let moved = false;
  for (const field of CLOCK_FIELDS) {
    if (prev[field] !== next[field]) {
      (patch as unknown as Record<string, unknown>)[field] = next[field];
      moved = true;
    }
  }
  if (prev.score[0] !== next.score[0] || prev.score[1] !== next.score[1]) {
    patch.score = next.score;
    moved = true;
  }
  // A set sport's sets move with every point; tie-breaks with the set they decide.
  if (next.periods && JSON.stringify(prev.periods) !== JSON.stringify(next.periods)) {
    patch.periods = next.periods;
    moved = true;
  }
  if (next.tieBreaks && JSON.stringify(prev.tieBreaks) !== JSON.stringify(next.tieBreaks)) {
    patch.tieBreaks = next.tieBreaks;
    moved = true;
  }
  next.markets.forEach((market, i) => {
    const before = prev.markets[i]!;
    if (before.isBlocked !== market.isBlocked) (patch.blocked ??= {})[market.id] = market.isBlocked;
    market.outcomes.forEach((o, j) => {
      if (before.outcomes[j]!.coef !== o.coef) (patch.coefs ??= {})[o.id] = o.coef;
    });
  });
  return moved || patch.blocked || patch.coefs ? patch : null;
}
