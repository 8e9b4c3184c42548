/**
 * Blackjack (issue 30): each table rule by name on a stacked shoe, the declared RTP by a seeded simulation of
 * basic strategy within its 99.9 % interval, and a round reproduced from its revealed seeds through verify.
 */
import { describe, expect, it } from 'vitest';
import { verifyRound } from '../engines.ts';
import { hashServerSeed, newServerSeed, roundFloats } from '../provably-fair.ts';
import { BLACKJACK_FLOATS, BLACKJACK_RTP, blackjackFamily, dealerDraws, handTotal, playBlackjack, type BlackjackMove, type BlackjackState } from './blackjack.ts';
import { shoeOrder, type Card } from './cards.ts';
import { seeded, simulate } from './test-random.ts';

/** Floats that make the forward Fisher–Yates walk deal exactly these ranks first (suits: spades, then any). */
function stacked(ranks: readonly number[]): number[] {
  const order = Array.from({ length: 312 }, (_, i) => i);
  const floats: number[] = [];
  ranks.forEach((rank, i) => {
    const j = order.findIndex((card, k) => k >= i && (card % 13) + 1 === rank);
    floats.push((j - i + 0.5) / (312 - i));
    [order[i], order[j]] = [order[j]!, order[i]!];
  });
  return floats;
}
const deal = (ranks: readonly number[], moves: BlackjackMove[] = []) => playBlackjack(stacked(ranks), moves);
const c = (rank: number): Card => ({ rank, suit: 0 });

describe('blackjack table rules', () => {
  it('rule: a player blackjack pays 3:2 (returns 2.5 × stake) and ends the round at once', () => {
    const { state } = deal([1, 9, 13, 7]); // player A,K; dealer 9,7
    expect(state).toMatchObject({ over: true, returns: [2.5], multiplier: 2.5 });
  });

  it('rule: the dealer peeks — a dealer blackjack ends the round before the player acts; blackjack against blackjack pushes', () => {
    expect(deal([10, 1, 9, 13]).state).toMatchObject({ over: true, multiplier: 0 });
    expect(deal([10, 1, 9, 13], ['hit']).problem).toBe('round_closed');
    expect(deal([1, 1, 12, 13]).state).toMatchObject({ over: true, multiplier: 1 });
  });

  it('rule: the dealer stands on soft 17 and draws on 16', () => {
    expect(dealerDraws([c(1), c(6)])).toBe(false);
    expect(dealerDraws([c(10), c(6)])).toBe(true);
    expect(handTotal([c(1), c(6)])).toEqual({ total: 17, soft: true });
    expect(handTotal([c(1), c(6), c(10)])).toEqual({ total: 17, soft: false });
    // player 10,8 stands; dealer A,6 = soft 17 stands: 18 beats 17
    expect(deal([10, 1, 8, 6], ['stand']).state).toMatchObject({ over: true, returns: [2] });
    // dealer 10,6 draws a 5: 21 beats 18
    const drawn = deal([10, 10, 8, 6, 5], ['stand']).state;
    expect(drawn.dealer.map((card) => card.rank)).toEqual([10, 6, 5]);
    expect(drawn.multiplier).toBe(0);
  });

  it('rule: double on any two cards takes one more stake and exactly one card', () => {
    const { state } = deal([5, 10, 4, 7, 10, 9], ['double']); // 9 doubles to 19; dealer 17 stands
    expect(state.hands[0]).toMatchObject({ bet: 2, done: true });
    expect(state.hands[0]!.cards).toHaveLength(3);
    expect(state.multiplier).toBe(4);
    expect(blackjackFamily.steps!.stakeUnits(stacked([5, 10, 4, 7, 10, 9]), {}, [{ action: 'double' }])).toBe(2);
    expect(deal([5, 10, 4, 7, 2], ['hit', 'double']).problem).toBe('blackjack_double_not_allowed');
  });

  it('rule: split once a pair of equal value (tens count alike); a second split is refused; each hand doubles after the split', () => {
    const split = deal([13, 10, 12, 7, 9, 8], ['split']).state; // K,Q split: 19 and 18 against 17
    expect(split.hands.map((h) => h.cards.map((card) => card.rank))).toEqual([[13, 9], [12, 8]]);
    expect(split.active).toBe(0);
    expect(deal([8, 10, 8, 7, 8, 3], ['split', 'split']).problem).toBe('blackjack_split_not_allowed');
    const doubled = deal([8, 10, 8, 7, 3, 2, 10, 9], ['split', 'double', 'double']).state; // 8,3+10 = 21; 8,2+9 = 19; dealer 17
    expect(doubled).toMatchObject({ over: true, returns: [4, 4], multiplier: 8 });
    expect(deal([9, 10, 8, 7], ['split']).problem).toBe('blackjack_split_not_allowed');
  });

  it('rule: split aces take one card each and stand; 21 on a split hand pays 1:1, not 3:2', () => {
    const { state } = deal([1, 10, 1, 7, 13, 5], ['split']);
    expect(state).toMatchObject({ over: true, returns: [2, 0] }); // A,K = 21 pays even money; A,5 = 16 loses to 17
  });

  it('rule: when every hand is bust the dealer draws nothing', () => {
    const { state } = deal([10, 10, 6, 2, 9], ['hit']);
    expect(state.dealer).toHaveLength(2);
    expect(state).toMatchObject({ over: true, multiplier: 0 });
  });

  it('an action out of turn or on a finished round is refused with its code', () => {
    expect(deal([10, 10, 8, 7], ['stand', 'hit']).problem).toBe('round_closed');
    expect(blackjackFamily.steps!.actionProblem({ action: 'surrender' })).toBe('blackjack_action_invalid');
  });
});

/** Basic strategy for 6 decks, dealer stands on soft 17, double after split, one split (the published chart). */
function basicMove(state: BlackjackState): BlackjackMove {
  const hand = state.hands[state.active!]!;
  const up = Math.min(state.dealer[0]!.rank, 10) === 1 ? 11 : Math.min(state.dealer[0]!.rank, 10);
  const canDouble = hand.cards.length === 2;
  const { total, soft } = handTotal(hand.cards);
  const pair = hand.cards.length === 2 && state.hands.length === 1 && Math.min(hand.cards[0]!.rank, 10) === Math.min(hand.cards[1]!.rank, 10) ? Math.min(hand.cards[0]!.rank, 10) : 0;
  const among = (lo: number, hi: number) => up >= lo && up <= hi;
  if (pair === 1 || pair === 8) return 'split';
  if (pair === 9 && (among(2, 6) || up === 8 || up === 9)) return 'split';
  if (pair === 7 && among(2, 7)) return 'split';
  if (pair === 6 && among(2, 6)) return 'split';
  if (pair === 4 && among(5, 6)) return 'split';
  if ((pair === 2 || pair === 3) && among(2, 7)) return 'split';
  const double = (yes: boolean, otherwise: BlackjackMove): BlackjackMove => (yes && canDouble ? 'double' : otherwise);
  if (soft) {
    if (total >= 20) return 'stand';
    if (total === 19) return double(up === 6, 'stand');
    if (total === 18) return among(2, 6) ? double(up !== 2, 'stand') : among(7, 8) ? 'stand' : 'hit';
    if (total === 17) return double(among(3, 6), 'hit');
    if (total >= 15) return double(among(4, 6), 'hit');
    return double(among(5, 6), 'hit');
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return among(2, 6) ? 'stand' : 'hit';
  if (total === 12) return among(4, 6) ? 'stand' : 'hit';
  if (total === 11) return double(up !== 11, 'hit');
  if (total === 10) return double(among(2, 9), 'hit');
  if (total === 9) return double(among(3, 6), 'hit');
  return 'hit';
}

/**
 * One round under basic strategy, as the net result per initial stake + 1 (the RTP convention: doubles and
 * splits add stake). 60 floats cover any realistic round (a round reads one per card dealt).
 */
function playBasic(random: () => number): number {
  const floats = Array.from({ length: 60 }, random);
  const moves: BlackjackMove[] = [];
  for (;;) {
    const { state } = playBlackjack(floats, moves);
    if (state.over) return state.multiplier - state.hands.reduce((sum, hand) => sum + hand.bet, 0) + 1;
    moves.push(basicMove(state));
  }
}

describe('blackjack RTP', () => {
  it(`rule: declared RTP ${(BLACKJACK_RTP * 100).toFixed(2)} % (basic strategy) lies within the 99.9 % interval of 300 000 seeded rounds of basic strategy`, () => {
    const random = seeded(21);
    const { mean, halfWidth } = simulate(300_000, () => playBasic(random));
    expect(blackjackFamily.paytable({}).rtp).toBe(BLACKJACK_RTP);
    expect(Math.abs(mean - BLACKJACK_RTP)).toBeLessThan(halfWidth);
  }, 120_000);
});

describe('blackjack is provably fair', () => {
  it('the shoe order is a pure function of the seeds, and verify reproduces a played round from them', () => {
    const seeds = { serverSeed: newServerSeed(), clientSeed: 'player-seed', nonce: 7 };
    const floats = roundFloats(seeds, BLACKJACK_FLOATS);
    expect(shoeOrder(6, floats)).toEqual(shoeOrder(6, roundFloats(seeds, BLACKJACK_FLOATS)));
    expect(new Set(shoeOrder(6, floats).map((card) => `${card.rank}-${card.suit}`)).size).toBe(52);
    const actions = [{ action: 'stand' }];
    const outcome = blackjackFamily.outcome(floats, {}, { actions });
    const verified = verifyRound({ engine: 'blackjack', ...seeds, serverSeedHash: hashServerSeed(seeds.serverSeed), choice: { actions } });
    expect(verified).toEqual({ seedMatchesHash: true, outcome: { ...outcome, engine: 'blackjack' } });
    expect(outcome.dealer.slice(0, 2)).toEqual([shoeOrder(6, floats)[1], shoeOrder(6, floats)[3]]);
  });
});
