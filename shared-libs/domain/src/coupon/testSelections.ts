/** Test helper: clicked outcomes with sensible defaults. */
import type { CouponSelectionInput } from './bet.ts';

export function selection(outcomeId: string, coef: number, extra: Partial<CouponSelectionInput> = {}): CouponSelectionInput {
  return { outcomeId, gameId: `g-${outcomeId}`, sportId: 1, coef, isLive: false, title: 'Home – Away', outcomeName: 'W1', ...extra };
}
