/**
 * What every engine family publishes: how many provably-fair floats a round reads, the outcome as a pure
 * function of those floats (plus the game's parameters and the player's choice), the published paytable
 * with its declared RTP, and a check of the player's choice (a problem code → 400). The round service and
 * the verify call run the same `outcome`, so a round is reproducible from its revealed seeds.
 */
import type { CasinoGame } from '@arena/domain';

/** A game's parameters for its family (plinko rows and risk, the scratch card's prize table…). */
export type FamilyParams = Readonly<Record<string, string | number>>;

export interface FamilyOutcome {
  /** Total return as a multiple of the round's stake (0 = lost, 1 = stake back). */
  multiplier: number;
}

export interface EngineFamily<Choice = unknown, Outcome extends FamilyOutcome = FamilyOutcome> {
  /** Floats one round reads from the seed stream. */
  floats: (params: FamilyParams) => number;
  outcome: (floats: readonly number[], params: FamilyParams, choice: Choice) => Outcome;
  /** The published paytable; `rtp` is the declared return (a fraction, e.g. 0.973) of the headline bet. */
  paytable: (params: FamilyParams) => { rtp: number } & Record<string, unknown>;
  /** A code when the choice cannot be played (unknown bet, wrong target, a lottery ticket of the wrong size…). */
  choiceProblem: (choice: unknown, params?: FamilyParams) => string | null;
  /**
   * When the choice names its own amounts (roulette's bets, major units; bingo: the stake once per card): the
   * round's stake is their sum. `stake` is the body's (NaN when none was sent).
   */
  amountsOf?: (choice: Choice, stake?: number) => number[];
  /** The game's parameters (pure: the same game always gets the same ones; a slot's theme reads its slug). */
  paramsOf: (game: Pick<CasinoGame, 'id' | 'volatility' | 'subcategory'> & Partial<Pick<CasinoGame, 'slug'>>) => FamilyParams;
  /** Multi-step families (blackjack, video poker): the round stays open between the player's actions. */
  steps?: StepRules;
}

/** One action of a multi-step round as the browser sends it (blackjack hit/stand/double/split, poker draw). */
export interface StepAction {
  action: string;
  hold?: number[];
}

/**
 * A multi-step round: the deal is the round's start (the `play` call takes the base stake), each action comes
 * with its own call and key, and the state is always replayed from the floats and the actions so far, so
 * the server keeps no state but the action list and verify reproduces every step. The family's `outcome`
 * with the choice `{ actions }` is the state after those actions (the whole round once it is finished).
 */
export interface StepRules {
  /** A code when the action is unknown or malformed (→ 400), before the round is looked at. */
  actionProblem: (action: StepAction) => string | null;
  /** A code when the action cannot be played now (out of turn, a double on three cards… → 409), else null. */
  outOfTurn: (floats: readonly number[], params: FamilyParams, actions: readonly StepAction[], next: StepAction) => string | null;
  /** Units of the base stake the round has at stake after these actions (1, or more after a double or split). */
  stakeUnits: (floats: readonly number[], params: FamilyParams, actions: readonly StepAction[]) => number;
  finished: (floats: readonly number[], params: FamilyParams, actions: readonly StepAction[]) => boolean;
  /** What the player may see of an unfinished round (no hole card, no cards still in the shoe). */
  openView: (floats: readonly number[], params: FamilyParams, actions: readonly StepAction[]) => unknown;
  /** The action that ends a round the player left (blackjack stands, video poker keeps the dealt hand). */
  closingAction: StepAction;
  /** The actions the deal itself records from its choice (Mines: `mines-<m>`), so the action list alone replays the round. */
  openingActions?: (choice: unknown) => StepAction[];
}

/** A uniform integer in [0, n) from one float. */
export const pickIndex = (float: number, n: number): number => Math.floor(float * n);

/** Fisher–Yates shuffle driven by the floats (one per swap), so the order is reproducible. */
export function shuffled<T>(items: readonly T[], floats: readonly number[]): T[] {
  const out = [...items];
  for (let i = out.length - 1, f = 0; i > 0; i--, f++) {
    const j = pickIndex(floats[f] ?? 0, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;
