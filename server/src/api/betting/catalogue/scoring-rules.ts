/**
 * How each sport scores, as rules the simulation plays and the prices read (one place for both, so a
 * market is priced on exactly the game the simulation produces):
 * - goals: goals (points, runs) per minute over timed periods (football, hockey, basketball…), and
 *   overtime when level where the sport has it (goal-match.ts);
 * - sets: a set is won by the first to `setPoints` with a two-point lead, the match by the first to win
 *   a majority of `bestOf` sets (table tennis 11 and best of five, volleyball 25 with a fifth set to 15,
 *   badminton 21 and best of three, capped at 30: at 29:29 the next rally wins the game);
 * - tennis: a set is won by the first to six games with a two-game lead, a tie-break at 6:6 (first to
 *   seven points, two clear) decides it 7:6; best of three or five sets.
 * A set sport's match score is in sets ("3 : 1") and its period scores are the sets' points (or games).
 */

/**
 * Overtime of a goal sport, played when regular time ends level: up to `most` periods of `minutes`
 * (sudden death: the first goal wins), then a shootout where the sport has one.
 */
export interface Overtime {
  minutes: number;
  most: number;
  suddenDeath: boolean;
  shootout: boolean;
}

export type ScoringRule =
  | { kind: 'goals'; overtime?: Overtime }
  | { kind: 'sets'; bestOf: 3 | 5; setPoints: number; decidingSetPoints: number; /** A set ends when a side reaches it, lead or not (badminton 30). */ cap?: number }
  | { kind: 'tennis'; bestOf: 3 | 5 };

export type SetRule = Exclude<ScoringRule, { kind: 'goals' }>;

/** Who won a unit (a point; a game in tennis, where a tie-break counts as one game): 0 home, 1 away. */
export type Side = 0 | 1;

export const setsToWin = (rule: SetRule) => (rule.bestOf + 1) / 2;

/** Games in a tennis set before the tie-break, and the tie-break's target. */
const TENNIS_GAMES = 6;
const TIE_BREAK_POINTS = 7;

/** Points (games) a set of this index (0-based) is played to. */
export function setTarget(rule: SetRule, setIndex: number): number {
  if (rule.kind === 'tennis') return TENNIS_GAMES;
  return setIndex === rule.bestOf - 1 ? rule.decidingSetPoints : rule.setPoints;
}

/** Whether a race to `target`, two clear (or first to `cap`), is won at (a, b) by either side: the winner, else null. */
export function raceWinner(a: number, b: number, target: number, cap?: number): Side | null {
  if (cap !== undefined && Math.max(a, b) >= cap && a !== b) return a > b ? 0 : 1;
  if (a >= target && a - b >= 2) return 0;
  if (b >= target && b - a >= 2) return 1;
  return null;
}

/** The winner of a set at (a, b) units, else null: a tennis set also ends 7:6 after the tie-break. */
export function setWinner(rule: SetRule, setIndex: number, a: number, b: number): Side | null {
  if (rule.kind === 'tennis' && a + b === 2 * TENNIS_GAMES + 1 && Math.min(a, b) === TENNIS_GAMES) return a > b ? 0 : 1;
  return raceWinner(a, b, setTarget(rule, setIndex), setCap(rule));
}

/** The points at which a set ends whatever the lead (badminton 30), else undefined. */
export const setCap = (rule: SetRule) => (rule.kind === 'sets' ? rule.cap : undefined);

/** Whether the next unit of a tennis set at (a, b) is the tie-break. */
export const isTieBreak = (rule: SetRule, a: number, b: number) => rule.kind === 'tennis' && a === TENNIS_GAMES && b === TENNIS_GAMES;

/**
 * Probability that the side winning each unit with probability p wins a race to `target`, two clear,
 * from (a, b). From deuce (both at target − 1 or more, level) it is p² / (p² + q²). With a cap the race
 * is finite and is walked to the cap instead.
 */
export function raceWinProbability(a: number, b: number, target: number, p: number, cap?: number): number {
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  const memo = new Map<string, number>();
  const go = (x: number, y: number): number => {
    const low = Math.min(x, y);
    if (cap === undefined && low >= target - 1) {
      // Past target − 1 only the lead matters: fold onto (target − 1 + lead, target − 1).
      x -= low - (target - 1);
      y -= low - (target - 1);
    }
    const winner = raceWinner(x, y, target, cap);
    if (winner !== null) return winner === 0 ? 1 : 0;
    if (cap === undefined && x === target - 1 && y === target - 1) return deuce;
    const key = `${x}:${y}`;
    let value = memo.get(key);
    if (value === undefined) {
      value = p * go(x + 1, y) + q * go(x, y + 1);
      memo.set(key, value);
    }
    return value;
  };
  return go(a, b);
}

/** Unit win probabilities of the home side: points in a set sport; games and tie-break points in tennis. */
export interface UnitOdds {
  unit: number;
  tieBreakPoint: number;
}

/** A fresh set's chance depends only on the rule, the target and the odds: prices ask it over and over. */
const freshSets = new Map<string, number>();

/** Probability that home wins set `setIndex` from (a, b) units. */
export function setWinProbability(rule: SetRule, setIndex: number, a: number, b: number, odds: UnitOdds): number {
  if (a === 0 && b === 0) {
    const key = `${rule.kind}|${setTarget(rule, setIndex)}|${setCap(rule)}|${odds.unit}|${odds.tieBreakPoint}`;
    let fresh = freshSets.get(key);
    if (fresh === undefined) {
      fresh = setFromPoints(rule, setIndex, 0, 0, odds);
      if (freshSets.size > 10_000) freshSets.clear();
      freshSets.set(key, fresh);
    }
    return fresh;
  }
  return setFromPoints(rule, setIndex, a, b, odds);
}

function setFromPoints(rule: SetRule, setIndex: number, a: number, b: number, odds: UnitOdds): number {
  if (rule.kind !== 'tennis') return raceWinProbability(a, b, setTarget(rule, setIndex), odds.unit, setCap(rule));
  const memo = new Map<string, number>();
  const go = (x: number, y: number): number => {
    const winner = setWinner(rule, setIndex, x, y);
    if (winner !== null) return winner === 0 ? 1 : 0;
    if (isTieBreak(rule, x, y)) return raceWinProbability(0, 0, TIE_BREAK_POINTS, odds.tieBreakPoint);
    const key = `${x}:${y}`;
    let value = memo.get(key);
    if (value === undefined) {
      value = odds.unit * go(x + 1, y) + (1 - odds.unit) * go(x, y + 1);
      memo.set(key, value);
    }
    return value;
  };
  return go(a, b);
}

/** Where a set match stands: sets won, and the units of the set in play. */
export interface SetState {
  sets: readonly [number, number];
  current: readonly [number, number];
}

/** Probability of each final score in sets ("3:1" → p) from a state: the set in play, then fresh sets. */
export function finalSetsDistribution(rule: SetRule, state: SetState, odds: UnitOdds): Map<string, number> {
  const need = setsToWin(rule);
  const out = new Map<string, number>();
  const add = (h: number, a: number, p: number) => out.set(`${h}:${a}`, (out.get(`${h}:${a}`) ?? 0) + p);
  const fromSets = (h: number, a: number, p: number, current: readonly [number, number]) => {
    if (p === 0) return;
    // At or past the sets needed (a test control may force any score), the match is over as it stands.
    if (h >= need || a >= need) return add(h, a, p);
    const win = setWinProbability(rule, h + a, current[0], current[1], odds);
    fromSets(h + 1, a, p * win, [0, 0]);
    fromSets(h, a + 1, p * (1 - win), [0, 0]);
  };
  fromSets(state.sets[0], state.sets[1], 1, state.current);
  return out;
}

/**
 * Plays a set match unit by unit; `draw(i, 0)` is the i-th unit's random number in [0, 1) (`draw(i, k)`
 * the k-th point of a tie-break played as unit i) and home wins it when below its probability. Answers who won each unit and each set's units.
 */
export function playSetMatch(
  rule: SetRule,
  odds: UnitOdds,
  draw: (unit: number, tieBreakPoint: number) => number,
): { units: Side[]; sets: Array<[number, number]>; tieBreaks: Map<number, [number, number]> } {
  const need = setsToWin(rule);
  const units: Side[] = [];
  // The points of each tie-break by the unit (game) it was played as: tennis writes them (7:6(5)).
  const tieBreaks = new Map<number, [number, number]>();
  const sets: Array<[number, number]> = [];
  const won: [number, number] = [0, 0];
  let current: [number, number] = [0, 0];
  while (won[0] < need && won[1] < need) {
    if (isTieBreak(rule, current[0], current[1])) {
      // The tie-break is played point by point and counts as the set's last game.
      const tieBreak: [number, number] = [0, 0];
      let tbWinner: Side | null = null;
      while (tbWinner === null) {
        tieBreak[draw(units.length, tieBreak[0] + tieBreak[1] + 1) < odds.tieBreakPoint ? 0 : 1]++;
        tbWinner = raceWinner(tieBreak[0], tieBreak[1], TIE_BREAK_POINTS);
      }
      tieBreaks.set(units.length, tieBreak);
      units.push(tbWinner);
      current[tbWinner]++;
    } else {
      const side: Side = draw(units.length, 0) < odds.unit ? 0 : 1;
      units.push(side);
      current[side]++;
    }
    const winner = setWinner(rule, sets.length, current[0], current[1]);
    if (winner !== null) {
      won[winner]++;
      sets.push(current);
      current = [0, 0];
    }
  }
  return { units, sets, tieBreaks };
}

/** Sets won and the set in play after the first `played` units of a match. */
export function stateAfter(rule: SetRule, units: readonly Side[], played: number): SetState & { finishedSets: Array<[number, number]> } {
  const sets: [number, number] = [0, 0];
  const finishedSets: Array<[number, number]> = [];
  let current: [number, number] = [0, 0];
  for (let i = 0; i < played; i++) {
    current[units[i]!]++;
    const winner = setWinner(rule, finishedSets.length, current[0], current[1]);
    if (winner !== null) {
      sets[winner]++;
      finishedSets.push(current);
      current = [0, 0];
    }
  }
  return { sets, current, finishedSets };
}
