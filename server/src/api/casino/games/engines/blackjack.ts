/**
 * Blackjack (issue 30): 6 decks shuffled for every round from its fair floats (cards.ts), dealt player,
 * dealer, player, dealer (the second dealer card is the hole card). The dealer peeks: a dealer blackjack ends
 * the round at once (a player blackjack pushes against it). A player blackjack pays 3:2. The player may hit,
 * stand, double on any two cards (also after a split: one more card, then the hand stands) and split once a
 * pair of equal value (10, J, Q, K are all tens); split aces take one card each and stand, and 21 on a split
 * hand is not a blackjack. A hand of 21 or more stands by itself. The dealer draws to 17 and stands on soft
 * 17; when every hand is bust the dealer draws nothing. No insurance, no surrender. Declared RTP with basic
 * strategy: 99.54 % (house edge 0.46 %), checked by a seeded simulation (blackjack.test.ts).
 */
import { Shoe, type Card } from './cards.ts';
import type { EngineFamily, StepAction, StepRules } from './family.ts';

export const BLACKJACK_DECKS = 6;
/** Floats a round reads: one per shoe position but the last (the forward Fisher–Yates walk). */
export const BLACKJACK_FLOATS = 52 * BLACKJACK_DECKS - 1;
export const BLACKJACK_RTP = 0.9954;
export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
export type BlackjackMove = (typeof BLACKJACK_ACTIONS)[number];

export interface BlackjackHand {
  cards: Card[];
  /** Units of the base stake on this hand (2 once doubled). */
  bet: number;
  fromSplit: boolean;
  done: boolean;
}

export interface BlackjackState {
  dealer: Card[];
  hands: BlackjackHand[];
  /** The hand the player acts on; null once the player's turn is over. */
  active: number | null;
  over: boolean;
  /** Per hand, units of the base stake paid back (stake included); filled when over. */
  returns: number[];
  /** Total return ÷ base stake (what the round pays). */
  multiplier: number;
}

/** A card's count: ace 1 (or 11 when that does not bust), 2–9 their number, ten and courts 10. */
export const cardPoints = (card: Card): number => Math.min(card.rank, 10);

/** The hand's best total and whether an ace counts 11 in it (a soft total). */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((sum, card) => sum + cardPoints(card), 0);
  const soft = cards.some((card) => card.rank === 1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

export const isBlackjack = (hand: Pick<BlackjackHand, 'cards' | 'fromSplit'>): boolean => !hand.fromSplit && hand.cards.length === 2 && handTotal(hand.cards).total === 21;

/** The dealer's rule: draw below 17, stand on every 17 including a soft one. */
export const dealerDraws = (cards: readonly Card[]): boolean => handTotal(cards).total < 17;

/** Why an action cannot be played on this state (→ 409), or null. */
export function moveProblem(state: BlackjackState, move: BlackjackMove): string | null {
  if (state.over || state.active === null) return 'round_closed';
  const hand = state.hands[state.active]!;
  if (move === 'double' && hand.cards.length !== 2) return 'blackjack_double_not_allowed';
  if (move === 'split' && (state.hands.length > 1 || hand.cards.length !== 2 || cardPoints(hand.cards[0]!) !== cardPoints(hand.cards[1]!))) return 'blackjack_split_not_allowed';
  return null;
}

function settle(state: BlackjackState, shoe: Shoe): void {
  state.active = null;
  state.over = true;
  const live = state.hands.some((hand) => handTotal(hand.cards).total <= 21);
  while (live && dealerDraws(state.dealer)) state.dealer.push(shoe.draw());
  const dealer = handTotal(state.dealer).total;
  state.returns = state.hands.map((hand) => {
    const player = handTotal(hand.cards).total;
    if (player > 21) return 0;
    if (dealer > 21 || player > dealer) return 2 * hand.bet;
    return player === dealer ? hand.bet : 0;
  });
  state.multiplier = state.returns.reduce((a, b) => a + b, 0);
}

/** Moves on to the next hand that still plays; settles when none is left. */
function advance(state: BlackjackState, shoe: Shoe): void {
  for (const hand of state.hands) if (handTotal(hand.cards).total >= 21) hand.done = true;
  const next = state.hands.findIndex((hand) => !hand.done);
  if (next >= 0) state.active = next;
  else settle(state, shoe);
}

/** The round after its deal and these moves; the first move that cannot be played answers its problem. */
export function playBlackjack(floats: readonly number[], moves: readonly BlackjackMove[]): { state: BlackjackState; problem: string | null } {
  const shoe = new Shoe(BLACKJACK_DECKS, floats);
  const [p1, d1, p2, d2] = [shoe.draw(), shoe.draw(), shoe.draw(), shoe.draw()];
  const state: BlackjackState = { dealer: [d1, d2], hands: [{ cards: [p1, p2], bet: 1, fromSplit: false, done: false }], active: 0, over: false, returns: [], multiplier: 0 };
  const playerNatural = isBlackjack(state.hands[0]!);
  // The dealer peeks: a blackjack on either side ends the round before the player acts.
  if (playerNatural || handTotal(state.dealer).total === 21) {
    const dealerNatural = handTotal(state.dealer).total === 21;
    state.hands[0]!.done = true;
    state.active = null;
    state.over = true;
    state.returns = [playerNatural && dealerNatural ? 1 : playerNatural ? 2.5 : 0];
    state.multiplier = state.returns[0]!;
    return { state, problem: moves.length > 0 ? 'round_closed' : null };
  }
  for (const move of moves) {
    const problem = moveProblem(state, move);
    if (problem) return { state, problem };
    const hand = state.hands[state.active!]!;
    if (move === 'hit') hand.cards.push(shoe.draw());
    else if (move === 'stand') hand.done = true;
    else if (move === 'double') {
      hand.bet = 2;
      hand.cards.push(shoe.draw());
      hand.done = true;
    } else {
      const aces = hand.cards[0]!.rank === 1;
      state.hands = hand.cards.map((card) => ({ cards: [card, shoe.draw()], bet: 1, fromSplit: true, done: aces }));
    }
    advance(state, shoe);
  }
  return { state, problem: null };
}

const movesOf = (actions: readonly StepAction[]): BlackjackMove[] => actions.map((a) => a.action as BlackjackMove);
const stateAfter = (floats: readonly number[], actions: readonly StepAction[]) => playBlackjack(floats, movesOf(actions)).state;

export interface BlackjackOutcome extends BlackjackState {
  playerTotals: number[];
  dealerTotal: number;
}

const withTotals = (state: BlackjackState): BlackjackOutcome => ({ ...state, playerTotals: state.hands.map((h) => handTotal(h.cards).total), dealerTotal: handTotal(state.dealer).total });

const steps: StepRules = {
  actionProblem: (action) => ((BLACKJACK_ACTIONS as readonly string[]).includes(action.action) && action.hold === undefined ? null : 'blackjack_action_invalid'),
  outOfTurn: (floats, _params, actions, next) => {
    const { state, problem } = playBlackjack(floats, movesOf(actions));
    return problem ?? moveProblem(state, next.action as BlackjackMove);
  },
  stakeUnits: (floats, _params, actions) => stateAfter(floats, actions).hands.reduce((sum, hand) => sum + hand.bet, 0),
  finished: (floats, _params, actions) => stateAfter(floats, actions).over,
  openView: (floats, _params, actions) => {
    const state = stateAfter(floats, actions);
    // While the player acts only the dealer's up card is shown: the hole card stays in the round's secret.
    return { hands: state.hands, playerTotals: state.hands.map((h) => handTotal(h.cards).total), active: state.active, dealer: [state.dealer[0]], dealerTotal: handTotal([state.dealer[0]!]).total, over: false };
  },
  closingAction: { action: 'stand' },
};

export interface BlackjackChoice {
  actions?: StepAction[];
}

export const blackjackFamily: EngineFamily<BlackjackChoice, BlackjackOutcome> = {
  floats: () => BLACKJACK_FLOATS,
  outcome: (floats, _params, choice) => withTotals(playBlackjack(floats, movesOf(choice?.actions ?? [])).state),
  paytable: () => ({
    rtp: BLACKJACK_RTP,
    decks: BLACKJACK_DECKS,
    blackjackPays: 1.5,
    winPays: 1,
    dealerStandsOnSoft17: true,
    doubleOn: 'any two cards',
    splits: 1,
    actions: [...BLACKJACK_ACTIONS],
  }),
  choiceProblem: (choice) => {
    const actions = (choice as BlackjackChoice | null)?.actions ?? [];
    return Array.isArray(actions) && actions.every((a) => steps.actionProblem(a) === null) ? null : 'blackjack_action_invalid';
  },
  paramsOf: () => ({}),
  steps,
};
