/**
 * Virtual basketball's exact chances (issue 30): a side's points over n possessions is the n-fold convolution
 * of its possession-score distribution; the regulation margin and total follow from the two sides'
 * distributions, overtime from the same convolution over an overtime's possessions. No simulation: the
 * odds price exactly what the floats play (virtual-basketball.ts; the engine test checks it by simulation).
 */
import type { FamilyParams } from './family.ts';
import { medianLine, overUnder } from './virtual-head-to-head.ts';

/** The chances of 0, 1, 2 and 3 points on one possession. */
export type PossessionChances = readonly [number, number, number, number];

export const QUARTERS = 4;
export const QUARTER_POSSESSIONS = 23;
export const OVERTIME_POSSESSIONS = 5;
export const MAX_OVERTIMES = 4;

/** A side's chances of 0, 1, 2, 3 points on a possession, read from the parameters (`home3`, `home2`, `home1`…). */
export const possessionChances = (params: FamilyParams, side: 'home' | 'away'): PossessionChances => {
  const [three, two, one] = [3, 2, 1].map((points) => Number(params[`${side}${points}`]));
  // Rounded to the published hundredths (no float dust like 0.39999999999999997 in the paytable).
  return [Math.round((1 - three! - two! - one!) * 1e6) / 1e6, one!, two!, three!];
};

/** The points a possession scores: the float against the chances of 3, then 2, then 1 point. */
export function pointsOf(float: number, chances: PossessionChances): number {
  let below = 0;
  for (const points of [3, 2, 1]) {
    below += chances[points]!;
    if (float < below) return points;
  }
  return 0;
}

/** The distribution of a side's points over `possessions` possessions. */
export function pointsDistribution(chances: PossessionChances, possessions: number): Float64Array {
  let dist = new Float64Array([1]);
  for (let n = 0; n < possessions; n++) {
    const next = new Float64Array(dist.length + 3);
    for (let s = 0; s < dist.length; s++) for (let k = 0; k < 4; k++) next[s + k]! += dist[s]! * chances[k]!;
    dist = next;
  }
  return dist;
}

/** Chances that home out-, under- or equally scores away, and the distribution of the sum of both. */
function duel(home: Float64Array, away: Float64Array) {
  let win = 0;
  let loss = 0;
  const totals = new Float64Array(home.length + away.length - 1);
  for (let h = 0; h < home.length; h++) {
    for (let a = 0; a < away.length; a++) {
      const p = home[h]! * away[a]!;
      if (h > a) win += p;
      else if (h < a) loss += p;
      totals[h + a]! += p;
    }
  }
  return { win, loss, tie: 1 - win - loss, totals };
}

const CHANCES = new Map<string, ReturnType<typeof computeChances>>();

function computeChances(params: FamilyParams) {
  const home = possessionChances(params, 'home');
  const away = possessionChances(params, 'away');
  const regulation = duel(pointsDistribution(home, QUARTERS * QUARTER_POSSESSIONS), pointsDistribution(away, QUARTERS * QUARTER_POSSESSIONS));
  const overtime = duel(pointsDistribution(home, OVERTIME_POSSESSIONS), pointsDistribution(away, OVERTIME_POSSESSIONS));
  // From a tie, each overtime is the same independent trial, so home wins the run of them with w / (w + l);
  // the engine's last float uses that very chance, so the capped overtimes keep it exact.
  const overtimeHomeWins = overtime.win / (overtime.win + overtime.loss);
  const homeWins = regulation.win + regulation.tie * overtimeHomeWins;
  const line = medianLine(regulation.totals);
  return { regulationTie: regulation.tie, overtimeHomeWins, totals: [...regulation.totals], line, chances: { home: homeWins, away: 1 - homeWins, ...overUnder(regulation.totals, line) } };
}

/** The exact chances of the markets for the game's parameters (computed once per game). */
export function basketballChances(params: FamilyParams) {
  const key = JSON.stringify(params);
  let chances = CHANCES.get(key);
  if (!chances) {
    chances = computeChances(params);
    CHANCES.set(key, chances);
  }
  return chances;
}
