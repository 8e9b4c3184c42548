/**
 * Mines, a fast game (issue 30): a 5 × 5 board (tiles 0–24, row by row from the top left) hides the number
 * of mines the player chose at the deal (1–24). The player reveals tiles one at a time; a mine loses the
 * stake, each safe tile raises the multiplier, and after the first safe tile the player may cash out. After k
 * safe tiles with m mines the multiplier is (1 − edge) × C(25, k) / C(25 − m, k), rounded down to 4 decimals,
 * with the house edge 1 % disclosed: C(25 − m, k) / C(25, k) is exactly the chance of k safe tiles in a row,
 * so every way of playing (any mine count, any tiles, any moment to stop) returns 99 % of the stake, at most
 * 0.01 % less by the rounding. Revealing every safe tile ends the round at the top of the ladder.
 * Max win: like Hi-Lo's, a round is paid at most 10 000 × the stake. The safe tile whose multiplier would reach the cap
 * ends the round there and pays the cap (`end: 'cap'`, cashed out by itself); a cleared 12-mine board would otherwise
 * pay × 5 148 297. Every stop below the cap still returns 99 %; playing to the cap returns less, exactly the chance of
 * reaching it × the cap (`capReturn`; mine counts 4–21 reach it, 1–3 and 22–24 never do).
 *
 * The mines are a pure function of the round's fair floats: a Fisher–Yates shuffle of the 25 tiles (family.ts
 * `shuffled`: from the last place down, place i swaps with ⌊float_(24−i) × (i + 1)⌋), and the mines are the
 * first m tiles of the shuffled order. The deal's mine count is the round's first action (`mines-<m>`), so the
 * round's action list alone replays it (the server keeps no other state; verify takes the same list).
 * A round the player leaves is cashed out like Hi-Lo's: at its multiplier after a safe tile, with the stake
 * back before any tile (nothing was played).
 */
import { shuffled, type EngineFamily, type StepAction, type StepRules } from './family.ts';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_HOUSE_EDGE = 0.01;
export const MINES_RTP = 1 - MINES_HOUSE_EDGE;
/** The max win, × the stake (as Hi-Lo's HILO_MAX_MULTIPLIER). */
export const MINES_MAX_MULTIPLIER = 10_000;
/** (1 − edge) in ten-thousandths, so the ladder is computed in whole numbers and rounded down exactly. */
const RTP_BASIS_POINTS = 9_900;

const REVEAL = 'reveal-';
const floor4 = (n: number | null) => (n === null ? null : Math.floor(n * 10_000 + 1e-9) / 10_000);
const MINES = 'mines-';

const binomial = (n: number, k: number): number => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i; // each step is a whole number: C(n−k+i, i)
  return c;
};

/** The chance that k tiles revealed in a row on a board with m mines are all safe: C(25 − m, k) / C(25, k). */
export const safeChance = (mines: number, safe: number): number => binomial(MINES_TILES - mines, safe) / binomial(MINES_TILES, safe);

/** The multiplier after `safe` safe tiles with `mines` mines: ⌊9 900 × C(25, k) / C(25 − m, k)⌋ / 10 000. */
export function minesMultiplier(mines: number, safe: number): number {
  const numerator = RTP_BASIS_POINTS * binomial(MINES_TILES, safe);
  const denominator = binomial(MINES_TILES - mines, safe);
  // Whole numbers below 2^53: the quotient is corrected to the exact floor, never rounded up by the division.
  let q = Math.floor(numerator / denominator);
  if (q * denominator > numerator) q -= 1;
  if ((q + 1) * denominator <= numerator) q += 1;
  return q / 10_000;
}

/** The safe tiles after which a board with m mines reaches the cap (null: its ladder stays below it). */
export function capStepOf(mines: number): number | null {
  for (let safe = 1; safe <= MINES_TILES - mines; safe++) if (minesMultiplier(mines, safe) >= MINES_MAX_MULTIPLIER) return safe;
  return null;
}

/** What the round pays after k safe tiles: the ladder's multiplier, at most the cap. */
export const minesPayAfter = (mines: number, safe: number): number => Math.min(minesMultiplier(mines, safe), MINES_MAX_MULTIPLIER);

/** The ladder a board with m mines climbs: the multiplier after 1, 2, … safe tiles, up to the last tile or the cap (paid as the cap). */
export const minesLadder = (mines: number): number[] =>
  Array.from({ length: capStepOf(mines) ?? MINES_TILES - mines }, (_, k) => minesPayAfter(mines, k + 1));

/** What playing a board with m mines to the cap returns per unit staked: the chance of reaching it × the cap (null: never reached). */
export function capReturnOf(mines: number): number | null {
  const step = capStepOf(mines);
  return step === null ? null : safeChance(mines, step) * MINES_MAX_MULTIPLIER;
}

/** The mine tiles of a round: the first m of the floats' Fisher–Yates order of the 25 tiles, ascending. */
export function minePositions(floats: readonly number[], mines: number): number[] {
  const order = shuffled(Array.from({ length: MINES_TILES }, (_, tile) => tile), floats);
  return order.slice(0, mines).sort((a, b) => a - b);
}

const wholeIn = (text: string, min: number, max: number): number | null => {
  const n = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  return n >= min && n <= max ? n : null;
};
/** The tile a `reveal-<tile>` action names (0–24), else null. */
export const revealedTile = (action: StepAction): number | null =>
  action.action.startsWith(REVEAL) && action.hold === undefined ? wholeIn(action.action.slice(REVEAL.length), 0, MINES_TILES - 1) : null;
/** The mine count a deal's `mines-<m>` action names (1–24), else null. */
export const minesOfAction = (action: StepAction | undefined): number | null =>
  action && action.action.startsWith(MINES) && action.hold === undefined ? wholeIn(action.action.slice(MINES.length), MINES_MIN, MINES_MAX) : null;
const isPlayerAction = (action: StepAction) => revealedTile(action) !== null || (action.action === 'cashout' && action.hold === undefined);

export type MinesEnd = 'lost' | 'cashed-out' | 'cleared' | 'cap' | 'void';

/** What the player sees of a round: never the mines while it is open. */
export interface MinesView {
  mines: number;
  /** Safe tiles revealed, in the order played. */
  revealed: number[];
  /** What the round returns now (× stake): the ladder's step, 0 once a mine is hit. */
  multiplier: number;
  /** The multiplier the next safe tile reaches (null once the round is over). */
  next: number | null;
  over: boolean;
  end: MinesEnd | null;
}

export interface MinesState extends MinesView {
  /** Where the mines are (the outcome shows them once the round is over). */
  minePositions: number[];
  /** The mine the player hit, else null. */
  hit: number | null;
}

/** The round after its actions (the first is the deal's `mines-<m>`); the first action that cannot be played answers its problem. */
export function playMines(floats: readonly number[], actions: readonly StepAction[]): { state: MinesState; problem: string | null } {
  const mines = minesOfAction(actions[0]) ?? MINES_MIN;
  const positions = minePositions(floats, mines);
  const state: MinesState = { mines, revealed: [], multiplier: 1, next: minesPayAfter(mines, 1), over: false, end: null, minePositions: positions, hit: null };
  const close = (end: MinesEnd, multiplier: number) => Object.assign(state, { over: true, end, multiplier, next: null });
  for (const action of actions.slice(1)) {
    if (state.over) return { state, problem: 'round_closed' };
    const tile = revealedTile(action);
    if (tile === null) {
      close(state.revealed.length === 0 ? 'void' : 'cashed-out', state.multiplier);
      continue;
    }
    if (state.revealed.includes(tile)) return { state, problem: 'mines_tile_revealed' };
    if (positions.includes(tile)) {
      state.hit = tile;
      close('lost', 0);
      continue;
    }
    state.revealed.push(tile);
    // The tile that reaches the max win ends the round there: it is cashed out at the cap.
    if (minesMultiplier(mines, state.revealed.length) >= MINES_MAX_MULTIPLIER) {
      close('cap', MINES_MAX_MULTIPLIER);
      continue;
    }
    state.multiplier = minesMultiplier(mines, state.revealed.length);
    state.next = state.revealed.length < MINES_TILES - mines ? minesPayAfter(mines, state.revealed.length + 1) : null;
    if (state.next === null) close('cleared', state.multiplier);
  }
  return { state, problem: null };
}

const stateAfter = (floats: readonly number[], actions: readonly StepAction[]) => playMines(floats, actions).state;
const viewOf = ({ mines, revealed, multiplier, next, over, end }: MinesState): MinesView => ({ mines, revealed, multiplier, next, over, end });

const steps: StepRules = {
  // The deal's `mines-<m>` is set by the play call only: an action call may reveal a tile or cash out.
  actionProblem: (action) => (isPlayerAction(action) ? null : 'mines_action_invalid'),
  outOfTurn: (floats, _params, actions, next) => {
    const { state, problem } = playMines(floats, actions);
    if (problem || state.over) return problem ?? 'round_closed';
    if (next.action === 'cashout') return state.revealed.length === 0 ? 'mines_reveal_first' : null;
    return state.revealed.includes(revealedTile(next)!) ? 'mines_tile_revealed' : null;
  },
  stakeUnits: () => 1,
  finished: (floats, _params, actions) => stateAfter(floats, actions).over,
  // The mines stay in the round's secret until it is over.
  openView: (floats, _params, actions) => viewOf(stateAfter(floats, actions)),
  closingAction: { action: 'cashout' },
  openingActions: (choice) => [{ action: `${MINES}${(choice as MinesChoice | null)?.mines ?? MINES_MIN}` }],
};

export interface MinesChoice {
  /** The deal: how many mines the board hides. */
  mines?: number;
  /** Verify: the round's actions (its `picks`), the deal's `mines-<m>` first. */
  actions?: StepAction[];
}

export const minesFamily: EngineFamily<MinesChoice, MinesState> = {
  floats: () => MINES_TILES - 1,
  outcome: (floats, _params, choice) => stateAfter(floats, choice?.actions ?? (choice?.mines ? steps.openingActions!(choice) : [])),
  paytable: () => ({
    rtp: MINES_RTP,
    houseEdge: MINES_HOUSE_EDGE,
    maxMultiplier: MINES_MAX_MULTIPLIER,
    tiles: MINES_TILES,
    minMines: MINES_MIN,
    maxMines: MINES_MAX,
    // capReturn: what playing to the cap returns (4 decimals, rounded down), null when the ladder stays below it.
    ladders: Array.from({ length: MINES_MAX }, (_, i) => ({ mines: i + 1, multipliers: minesLadder(i + 1), capReturn: floor4(capReturnOf(i + 1)) })),
  }),
  choiceProblem(choice) {
    const { mines, actions } = (choice ?? {}) as MinesChoice;
    if (actions !== undefined) {
      const valid = Array.isArray(actions) && minesOfAction(actions[0]) !== null && actions.slice(1).every(isPlayerAction);
      return valid ? null : 'mines_action_invalid';
    }
    return Number.isInteger(mines) && mines! >= MINES_MIN && mines! <= MINES_MAX ? null : 'mines_count_invalid';
  },
  paramsOf: () => ({}),
  steps,
};
