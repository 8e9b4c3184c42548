/**
 * Hi-Lo, the skill-games family (issue 30): a card is shown; the player guesses whether the next card is
 * higher-or-same or lower-or-same (ace low, king high; suits do not count), and after each right guess may
 * cash out or guess again. Cards come from an endless deck (each card a uniform pick of 52 from its own
 * float), so a guess on rank r wins with p = (14 − r)/13 (higher) or r/13 (lower), exactly. A right guess
 * multiplies the winnings by (1 − edge)/p, rounded down to 4 decimals, with the house edge 1 % disclosed:
 * every guess returns at most 99 % of what rides on it, whatever the player chooses (the skill is in
 * knowing when to stop, not in beating the edge). A wrong guess loses the stake. The round ends at the
 * 20th right guess or at 10 000 × (paid the cap), whichever comes first. Cashing out needs one guess; a
 * round left before any guess is closed with the stake back (nothing was played).
 */
import type { Card } from './cards.ts';
import { pickIndex, type EngineFamily, type StepAction, type StepRules } from './family.ts';

export const HILO_HOUSE_EDGE = 0.01;
export const HILO_RTP = 1 - HILO_HOUSE_EDGE;
export const HILO_MAX_GUESSES = 20;
export const HILO_MAX_MULTIPLIER = 10_000;
export const HILO_ACTIONS = ['higher', 'lower', 'cashout'] as const;
export type HiloAction = (typeof HILO_ACTIONS)[number];
export type HiloGuess = Exclude<HiloAction, 'cashout'>;

const floor4 = (n: number) => Math.floor(n * 10_000 + 1e-7) / 10_000;

/** The chance a guess on this rank wins: the next card higher-or-same, or lower-or-same. */
export const guessChance = (rank: number, guess: HiloGuess): number => (guess === 'higher' ? 14 - rank : rank) / 13;
/** What a right guess multiplies the winnings by: (1 − edge) / p, rounded down to 4 decimals. */
export const guessPays = (rank: number, guess: HiloGuess): number => floor4(HILO_RTP / guessChance(rank, guess));

/** Card i of the round's endless deck (float i): one of 52, so every rank is equally likely. */
const cardAt = (floats: readonly number[], i: number): Card => {
  const index = pickIndex(floats[i] ?? 0, 52);
  return { rank: (index % 13) + 1, suit: Math.floor(index / 13) };
};

export type HiloEnd = 'lost' | 'cashed-out' | 'cap' | 'max-guesses' | 'void';

export interface HiloState {
  cards: Card[];
  guesses: Array<{ guess: HiloGuess; won: boolean }>;
  /** What the round returns now (× stake): the product of the right guesses' pays; 0 once lost. */
  multiplier: number;
  over: boolean;
  end: HiloEnd | null;
}

/** The round after these actions; the first action that cannot be played answers its problem. */
export function playHilo(floats: readonly number[], actions: readonly HiloAction[]): { state: HiloState; problem: string | null } {
  const state: HiloState = { cards: [cardAt(floats, 0)], guesses: [], multiplier: 1, over: false, end: null };
  for (const action of actions) {
    if (state.over) return { state, problem: 'round_closed' };
    if (action === 'cashout') {
      state.over = true;
      state.end = state.guesses.length === 0 ? 'void' : 'cashed-out';
      continue;
    }
    const current = state.cards.at(-1)!.rank;
    const next = cardAt(floats, state.cards.length);
    state.cards.push(next);
    const won = action === 'higher' ? next.rank >= current : next.rank <= current;
    state.guesses.push({ guess: action, won });
    if (!won) {
      Object.assign(state, { multiplier: 0, over: true, end: 'lost' });
      continue;
    }
    state.multiplier = floor4(state.multiplier * guessPays(current, action));
    if (state.multiplier >= HILO_MAX_MULTIPLIER) Object.assign(state, { multiplier: HILO_MAX_MULTIPLIER, over: true, end: 'cap' });
    else if (state.guesses.length >= HILO_MAX_GUESSES) Object.assign(state, { over: true, end: 'max-guesses' });
  }
  return { state, problem: null };
}

const actionsOf = (actions: readonly StepAction[]) => actions.map((a) => a.action as HiloAction);
const stateAfter = (floats: readonly number[], actions: readonly StepAction[]) => playHilo(floats, actionsOf(actions)).state;

/** The two guesses open on the shown card: their chance and the multiplier a right one would reach. */
export function nextGuesses(state: HiloState) {
  const rank = state.cards.at(-1)!.rank;
  return (['higher', 'lower'] as const).map((guess) => ({ guess, chance: guessChance(rank, guess), pays: guessPays(rank, guess), reaches: floor4(state.multiplier * guessPays(rank, guess)) }));
}

const steps: StepRules = {
  actionProblem: (action) => ((HILO_ACTIONS as readonly string[]).includes(action.action) && action.hold === undefined ? null : 'hilo_action_invalid'),
  outOfTurn: (floats, _params, actions, next) => {
    const { state, problem } = playHilo(floats, actionsOf(actions));
    if (problem || state.over) return problem ?? 'round_closed';
    return next.action === 'cashout' && state.guesses.length === 0 ? 'hilo_guess_first' : null;
  },
  stakeUnits: () => 1,
  finished: (floats, _params, actions) => stateAfter(floats, actions).over,
  // Nothing is hidden but the next cards, which are not part of the state until guessed.
  openView: (floats, _params, actions) => {
    const state = stateAfter(floats, actions);
    return { ...state, next: nextGuesses(state) };
  },
  closingAction: { action: 'cashout' },
};

export interface HiloChoice {
  actions?: StepAction[];
}

export const hiloFamily: EngineFamily<HiloChoice, HiloState> = {
  floats: () => HILO_MAX_GUESSES + 1,
  outcome: (floats, _params, choice) => stateAfter(floats, choice?.actions ?? []),
  paytable: () => ({ rtp: HILO_RTP, houseEdge: HILO_HOUSE_EDGE, maxGuesses: HILO_MAX_GUESSES, maxMultiplier: HILO_MAX_MULTIPLIER, ranks: 13, ties: 'win' }),
  choiceProblem: (choice) => {
    const actions = (choice as HiloChoice | null)?.actions ?? [];
    return Array.isArray(actions) && actions.every((a) => steps.actionProblem(a) === null) ? null : 'hilo_action_invalid';
  },
  paramsOf: () => ({}),
  steps,
};
