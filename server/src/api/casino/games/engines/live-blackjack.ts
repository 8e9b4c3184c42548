/**
 * Live blackjack, the shared-hand table (issue 30): one player hand and one dealer hand per round, dealt from the
 * blackjack shoe (blackjack.ts: 6 decks shuffled per round, the dealer peeks and stands on soft 17, blackjack pays
 * 3:2). Every bet at the table backs that one player hand, which the table plays by a published rule (basic
 * strategy with hit and stand only, no double and no split), so the outcome is a pure function of the floats
 * and verify reproduces it. Declared RTP from a seeded simulation of this rule (live-blackjack.test.ts).
 */
import type { StepAction } from './family.ts';
import type { EngineFamily } from './family.ts';
import { BLACKJACK_DECKS, BLACKJACK_FLOATS, handTotal, playBlackjack, type BlackjackMove, type BlackjackState } from './blackjack.ts';

export const LIVE_BLACKJACK_RTP = 0.9765;

/** The table's rule for its hand: stand on hard 17+, on 13–16 against a dealer 2–6, on 12 against 4–6; soft: stand on 19+, on 18 unless the dealer shows 9, 10 or an ace. */
export function tableMove(cards: BlackjackState['hands'][number]['cards'], dealerUp: number): BlackjackMove {
  const { total, soft } = handTotal(cards);
  const up = Math.min(dealerUp, 10) === 1 ? 11 : Math.min(dealerUp, 10);
  if (soft) return total >= 19 || (total === 18 && up <= 8) ? 'stand' : 'hit';
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  return 'hit';
}

/** The shared hand's moves by the table's rule (what the round's `picks.actions` records). */
export function tableActions(floats: readonly number[]): StepAction[] {
  const moves: BlackjackMove[] = [];
  for (;;) {
    const { state } = playBlackjack(floats, moves);
    if (state.over || state.active === null) return moves.map((action) => ({ action }));
    moves.push(tableMove(state.hands[0]!.cards, state.dealer[0]!.rank));
  }
}

export interface LiveBlackjackOutcome {
  player: BlackjackState['hands'][number]['cards'];
  dealer: BlackjackState['dealer'];
  playerTotal: number;
  dealerTotal: number;
  actions: StepAction[];
  /** Return of a bet on the hand, stake included: 2.5 blackjack, 2 win, 1 push, 0 loss. */
  multiplier: number;
}

export function liveBlackjackOutcome(floats: readonly number[]): LiveBlackjackOutcome {
  const actions = tableActions(floats);
  const { state } = playBlackjack(floats, actions.map((a) => a.action as BlackjackMove));
  const hand = state.hands[0]!;
  return { player: hand.cards, dealer: state.dealer, playerTotal: handTotal(hand.cards).total, dealerTotal: handTotal(state.dealer).total, actions, multiplier: state.multiplier };
}

export const liveBlackjackFamily: EngineFamily<Record<string, never>, LiveBlackjackOutcome> = {
  floats: () => BLACKJACK_FLOATS,
  outcome: (floats) => liveBlackjackOutcome(floats),
  paytable: () => ({ rtp: LIVE_BLACKJACK_RTP, decks: BLACKJACK_DECKS, blackjackPays: 1.5, winPays: 1, dealerStandsOnSoft17: true, sharedHand: 'hit-stand basic strategy' }),
  // Every bet backs the table's one hand: there is nothing to choose (an empty choice or none).
  choiceProblem: (choice) => (choice === null || (typeof choice === 'object' && Object.keys(choice).length === 0) ? null : 'live_blackjack_choice_invalid'),
  paramsOf: () => ({}),
};
