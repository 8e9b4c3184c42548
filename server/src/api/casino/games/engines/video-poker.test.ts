/**
 * Video poker, Jacks or Better 9/6 (issue 30): the hand ranking exactly against the counts of all 2 598 960
 * five-card deals, the paytable, the deal/hold/draw rule, a seeded simulation of a simple hold strategy within
 * its 99.9 % interval, and a round reproduced from its revealed seeds through verify.
 */
import { describe, expect, it } from 'vitest';
import { verifyRound } from '../engines.ts';
import { hashServerSeed, newServerSeed, roundFloats } from '../provably-fair.ts';
import { cardOf, shoeOrder, type Card } from './cards.ts';
import { POKER_FLOATS, POKER_PAYS, POKER_RTP, playPoker, rankHand, videoPokerFamily, type PokerHand } from './video-poker.ts';
import { floatsFrom, seeded, simulate } from './test-random.ts';

const hand = (text: string): Card[] =>
  text.split(' ').map((t) => ({ rank: 'A23456789TJQK'.indexOf(t[0]!) + 1, suit: 'shdc'.indexOf(t[1]!) }));

describe('Jacks or Better hand ranking', () => {
  it.each([
    ['Ts Js Qs Ks As', 'royal-flush'],
    ['As 2s 3s 4s 5s', 'straight-flush'],
    ['9h Th Jh Qh Kh', 'straight-flush'],
    ['7c 7d 7h 7s 2c', 'four-of-a-kind'],
    ['3c 3d 3h 9s 9c', 'full-house'],
    ['2d 7d 9d Jd Kd', 'flush'],
    ['Ah 2c 3d 4s 5h', 'straight'],
    ['Th Jc Qd Ks Ah', 'straight'],
    ['Qh Kc Ad 2s 3h', 'nothing'],
    ['5c 5d 5h Ks 2c', 'three-of-a-kind'],
    ['4c 4d 9h 9s Kc', 'two-pair'],
    ['Jc Jd 2h 5s 8c', 'jacks-or-better'],
    ['Ac Ad 2h 5s 8c', 'jacks-or-better'],
    ['Tc Td 2h 5s 8c', 'nothing'],
  ] as const)('rule: %s is %s', (cards, name) => {
    expect(rankHand(hand(cards))).toBe(name);
  });

  it('rule: the ranking gives the exact count of every hand over all 2 598 960 deals, and the 9/6 table pays by it', () => {
    const counts = new Map<PokerHand, number>();
    const deck = Array.from({ length: 52 }, (_, i) => cardOf(i));
    for (let a = 0; a < 52; a++) for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) for (let d = c + 1; d < 52; d++) for (let e = d + 1; e < 52; e++) {
      const name = rankHand([deck[a]!, deck[b]!, deck[c]!, deck[d]!, deck[e]!]);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({
      'royal-flush': 4, 'straight-flush': 36, 'four-of-a-kind': 624, 'full-house': 3744, flush: 5108, straight: 10_200,
      'three-of-a-kind': 54_912, 'two-pair': 123_552, 'jacks-or-better': 337_920, nothing: 2_598_960 - 4 - 36 - 624 - 3744 - 5108 - 10_200 - 54_912 - 123_552 - 337_920,
    });
    expect(POKER_PAYS).toMatchObject({ 'royal-flush': 800, 'straight-flush': 50, 'four-of-a-kind': 25, 'full-house': 9, flush: 6, straight: 4, 'three-of-a-kind': 3, 'two-pair': 2, 'jacks-or-better': 1 });
  }, 60_000);

  it('rule: the draw replaces the cards not held, in order, with the deck\'s next cards', () => {
    const floats = floatsFrom(seeded(9), POKER_FLOATS);
    const deck = shoeOrder(1, floats);
    const drawn = playPoker(floats, [1, 3]);
    expect(drawn.dealt).toEqual(deck.slice(0, 5));
    expect(drawn.final).toEqual([deck[5], deck[1], deck[6], deck[3], deck[7]]);
    expect(drawn.multiplier).toBe(POKER_PAYS[rankHand(drawn.final!)]);
    expect(playPoker(floats, [0, 1, 2, 3, 4]).final).toEqual(deck.slice(0, 5));
  });

  it('rejects a hold index out of range, a repeated index and an unknown action', () => {
    const steps = videoPokerFamily.steps!;
    expect(steps.actionProblem({ action: 'draw', hold: [5] })).toBe('poker_hold_invalid');
    expect(steps.actionProblem({ action: 'draw', hold: [1, 1] })).toBe('poker_hold_invalid');
    expect(steps.actionProblem({ action: 'hit' })).toBe('poker_action_invalid');
    expect(steps.actionProblem({ action: 'draw', hold: [] })).toBeNull();
    expect(steps.outOfTurn([], {}, [{ action: 'draw', hold: [] }], { action: 'draw', hold: [] })).toBe('round_closed');
  });
});

const HIGH = (rank: number) => rank === 1 || rank >= 11;
const positions = (cards: readonly Card[], keep: (card: Card) => boolean) => cards.flatMap((card, i) => (keep(card) ? [i] : []));

/** Suited cards within one straight window (ace low or high), at least `size` of them. */
function straightFlushDraw(cards: readonly Card[], size: number, royalOnly: boolean): number[] | null {
  for (let suit = 0; suit < 4; suit++) {
    for (let low = royalOnly ? 10 : 1; low <= 10; low++) {
      const inWindow = (card: Card) => card.suit === suit && [card.rank, card.rank === 1 ? 14 : card.rank].some((r) => r >= low && r <= low + 4);
      const held = positions(cards, inWindow);
      if (held.length >= size) return held.slice(0, size);
    }
  }
  return null;
}

/**
 * A simple hold strategy (the shortened chart for 9/6 Jacks or Better): pat hands, 4 to a royal, trips, 4 to a
 * straight flush, two pair, a high pair, 3 to a royal, 4 to a flush, a low pair, 4 to an outside straight,
 * two suited high cards, 3 to a straight flush, two high cards, one high card, else draw five.
 */
function simpleHold(cards: readonly Card[]): number[] {
  const made = rankHand(cards);
  const counts = new Map<number, number>();
  for (const card of cards) counts.set(card.rank, (counts.get(card.rank) ?? 0) + 1);
  const inGroups = (n: number) => positions(cards, (card) => counts.get(card.rank)! >= n);
  if (['royal-flush', 'straight-flush', 'full-house', 'flush', 'straight'].includes(made)) return [0, 1, 2, 3, 4];
  if (made === 'four-of-a-kind' || made === 'three-of-a-kind') return made === 'three-of-a-kind' ? inGroups(3) : [0, 1, 2, 3, 4];
  const royal4 = straightFlushDraw(cards, 4, true);
  if (royal4) return royal4;
  const sf4 = straightFlushDraw(cards, 4, false);
  if (sf4) return sf4;
  if (made === 'two-pair' || made === 'jacks-or-better') return inGroups(2);
  const royal3 = straightFlushDraw(cards, 3, true);
  if (royal3) return royal3;
  for (let suit = 0; suit < 4; suit++) if (cards.filter((card) => card.suit === suit).length === 4) return positions(cards, (card) => card.suit === suit);
  if (inGroups(2).length === 2) return inGroups(2);
  const ranks = cards.map((card) => card.rank);
  for (let low = 2; low <= 10; low++) {
    const run = [low, low + 1, low + 2, low + 3];
    if (run.every((r) => ranks.includes(r))) return run.map((r) => ranks.indexOf(r));
  }
  const highs = positions(cards, (card) => HIGH(card.rank));
  for (let suit = 0; suit < 4; suit++) {
    const suited = highs.filter((i) => cards[i]!.suit === suit);
    if (suited.length >= 2) return suited.slice(0, 2);
  }
  const sf3 = straightFlushDraw(cards, 3, false);
  if (sf3) return sf3;
  const byRank = [...highs].sort((a, b) => (cards[a]!.rank === 1 ? 14 : cards[a]!.rank) - (cards[b]!.rank === 1 ? 14 : cards[b]!.rank));
  return byRank.slice(0, 2);
}

describe('video poker RTP', () => {
  it(`rule: the 9/6 table returns ${(POKER_RTP * 100).toFixed(2)} % with optimal play; a simple strategy (≈ 0.1 % below) stays within the 99.9 % interval of 200 000 seeded hands`, () => {
    expect(videoPokerFamily.paytable({}).rtp).toBe(POKER_RTP);
    const random = seeded(96);
    const { mean, halfWidth } = simulate(200_000, () => {
      const floats = floatsFrom(random, 10);
      return playPoker(floats, simpleHold(playPoker(floats, null).dealt)).multiplier;
    });
    expect(Math.abs(mean - POKER_RTP)).toBeLessThan(halfWidth);
    expect(mean).toBeLessThan(POKER_RTP + halfWidth);
  }, 120_000);
});

describe('video poker is provably fair', () => {
  it('the deck order is a pure function of the seeds, and verify reproduces a played round from them', () => {
    const seeds = { serverSeed: newServerSeed(), clientSeed: 'poker-seed', nonce: 3 };
    const floats = roundFloats(seeds, POKER_FLOATS);
    const actions = [{ action: 'draw', hold: [0, 2] }];
    const outcome = videoPokerFamily.outcome(floats, {}, { actions });
    expect(outcome.dealt).toEqual(shoeOrder(1, floats).slice(0, 5));
    const verified = verifyRound({ engine: 'video-poker', ...seeds, serverSeedHash: hashServerSeed(seeds.serverSeed), choice: { actions } });
    expect(verified).toEqual({ seedMatchesHash: true, outcome: { ...outcome, engine: 'video-poker' } });
  });
});
