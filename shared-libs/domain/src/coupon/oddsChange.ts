/** Odds changes between the click and the acceptance (spec §3 changeCoefAction, issue 8). */
import { roundCoef } from './coefficients.ts';
import { CHANGE_COEF_ACTION, type ChangeCoefAction } from './couponConstants.ts';

export type OddsChangeDecision = 'accept' | 'reject';

/**
 * 0 rejects any change, 1 accepts only higher odds (the player never gets less than shown),
 * 2 accepts any change. Unchanged odds (after the 3-decimal rounding) are always accepted.
 */
export function decideOddsChange(action: ChangeCoefAction, shownCoef: number, currentCoef: number): OddsChangeDecision {
  const shown = roundCoef(shownCoef);
  const current = roundCoef(currentCoef);
  if (shown === current) return 'accept';
  switch (action) {
    case CHANGE_COEF_ACTION.rejectAnyChange:
      return 'reject';
    case CHANGE_COEF_ACTION.acceptOnlyHigher:
      return current > shown ? 'accept' : 'reject';
    case CHANGE_COEF_ACTION.acceptAnyChange:
      return 'accept';
  }
}

/** With an exact coefficient set, the bet is accepted only at exactly those odds, whatever the policy. */
export function decideWithExactCoef(
  action: ChangeCoefAction,
  exactCoef: number | null,
  shownCoef: number,
  currentCoef: number,
): OddsChangeDecision {
  if (exactCoef) return roundCoef(exactCoef) === roundCoef(currentCoef) ? 'accept' : 'reject';
  return decideOddsChange(action, shownCoef, currentCoef);
}
