/**
 * Rocket Crash: the multiplier grows from 1.00× along m(t) = e^(GROWTH · t) (t in seconds) until the
 * round's crash point, fixed before the round from one provably-fair float u:
 *   crashPoint = max(1, floor(100 · (1 − HOUSE_EDGE) / (1 − u)) / 100).
 * So P(crashPoint ≥ m) = (1 − HOUSE_EDGE) / m for every m ≥ 1 on the 0.01 grid, and cashing out at any m pays
 * m with that probability: the RTP is exactly 99 % for any target above 1.00× (about 1 % of rounds bust at 1.00×).
 */
export const CRASH_HOUSE_EDGE = 0.01;
export const CRASH_RTP = 1 - CRASH_HOUSE_EDGE;
/** Per second: 2× after ~11.6 s, 10× after ~38 s. */
export const CRASH_GROWTH = 0.06;
/** The highest crash point and auto cash-out target (keeps a round's length and the payout bounded). */
export const CRASH_MAX_MULTIPLIER = 1000;

export function crashPointOf(float: number): number {
  const point = Math.floor((100 * CRASH_RTP) / (1 - float)) / 100;
  return Math.min(CRASH_MAX_MULTIPLIER, Math.max(1, point));
}

/** The multiplier shown `elapsedMs` after the start, on the 0.01 grid (floored: the player never gets more than shown). */
export function multiplierAt(elapsedMs: number): number {
  return Math.floor(100 * Math.exp((CRASH_GROWTH * Math.max(0, elapsedMs)) / 1000)) / 100;
}

/** When the curve reaches `multiplier` (ms after the start). */
export function msToReach(multiplier: number): number {
  return Math.ceil((1000 * Math.log(multiplier)) / CRASH_GROWTH);
}

export type CrashSettlement = { cashedOut: true; multiplier: number } | { cashedOut: false; crashPoint: number };

/**
 * A cash-out asked `elapsedMs` after the start (or an auto cash-out target reached): paid at the multiplier
 * then shown, or lost when the rocket had already crashed at or below it.
 */
export function settleCrash(crashPoint: number, elapsedMs: number, autoCashOut: number | null): CrashSettlement {
  const shown = multiplierAt(elapsedMs);
  // An auto cash-out target reached is paid at exactly the target when the rocket got there (P = 0.99 / m).
  if (autoCashOut !== null && autoCashOut <= shown) {
    return crashPoint > 1 && autoCashOut <= crashPoint ? { cashedOut: true, multiplier: autoCashOut } : { cashedOut: false, crashPoint };
  }
  // A manual cash-out is paid at the multiplier shown while the rocket still flies (a 1.00× crash busts at once).
  return crashPoint > 1 && shown < crashPoint ? { cashedOut: true, multiplier: shown } : { cashedOut: false, crashPoint };
}

/** True once the round must end by itself: the rocket reached its crash point or the auto cash-out target. */
export function crashRoundDue(crashPoint: number, elapsedMs: number, autoCashOut: number | null): boolean {
  const shown = multiplierAt(elapsedMs);
  return shown >= crashPoint || (autoCashOut !== null && autoCashOut <= shown);
}
