/**
 * Live blackjack, the shared-hand table (issue 30): the table's rule for its hand by name, the outcome a pure
 * function of the floats (verify reproduces it), and the declared RTP by a seeded simulation of the rule.
 */
import { describe, expect, it } from 'vitest';
import { outcomeOf, verifyRound } from '../engines.ts';
import { hashServerSeed, newServerSeed, roundFloats } from '../provably-fair.ts';
import type { Card } from './cards.ts';
import { LIVE_BLACKJACK_RTP, liveBlackjackFamily, liveBlackjackOutcome, tableMove } from './live-blackjack.ts';
import { seeded } from './test-random.ts';

const hand = (...ranks: number[]): Card[] => ranks.map((rank) => ({ rank, suit: 0 }));

describe('live blackjack: the table plays the shared hand by a published rule', () => {
  it('rule: hard 17 and more stands; hard 11 and less hits', () => {
    expect(tableMove(hand(10, 7), 10)).toBe('stand');
    expect(tableMove(hand(5, 6), 6)).toBe('hit');
  });
  it('rule: hard 13–16 stands against a dealer 2–6 and hits against 7 to ace', () => {
    expect(tableMove(hand(10, 3), 2)).toBe('stand');
    expect(tableMove(hand(10, 6), 6)).toBe('stand');
    expect(tableMove(hand(10, 6), 7)).toBe('hit');
    expect(tableMove(hand(10, 6), 1)).toBe('hit');
  });
  it('rule: hard 12 stands only against a dealer 4–6', () => {
    expect(tableMove(hand(10, 2), 3)).toBe('hit');
    expect(tableMove(hand(10, 2), 4)).toBe('stand');
    expect(tableMove(hand(10, 2), 7)).toBe('hit');
  });
  it('rule: soft 19 and more stands; soft 18 stands against 2–8 and hits against 9, ten or an ace; soft 17 and less hits', () => {
    expect(tableMove(hand(1, 8), 10)).toBe('stand');
    expect(tableMove(hand(1, 7), 8)).toBe('stand');
    expect(tableMove(hand(1, 7), 9)).toBe('hit');
    expect(tableMove(hand(1, 7), 13)).toBe('hit');
    expect(tableMove(hand(1, 7), 1)).toBe('hit');
    expect(tableMove(hand(1, 6), 5)).toBe('hit');
  });
  it('the shared hand never doubles or splits and ends the round: every bet returns 0, 1, 2 or 2.5 stakes', () => {
    const random = seeded(5);
    for (let i = 0; i < 2000; i++) {
      const outcome = liveBlackjackOutcome(Array.from({ length: 40 }, random));
      expect([0, 1, 2, 2.5]).toContain(outcome.multiplier);
      expect(outcome.actions.every((a) => a.action === 'hit' || a.action === 'stand')).toBe(true);
    }
  });
});

describe('live blackjack is provably fair', () => {
  it('the round is a pure function of the seeds, and verify reproduces it', () => {
    const seeds = { serverSeed: newServerSeed(), clientSeed: 'table-live-blackjack-neva', nonce: 3 };
    const played = outcomeOf('live-blackjack', seeds, { choice: {} });
    expect(played).toEqual({ ...liveBlackjackOutcome(roundFloats(seeds, liveBlackjackFamily.floats({}))), engine: 'live-blackjack' });
    expect(verifyRound({ engine: 'live-blackjack', ...seeds, serverSeedHash: hashServerSeed(seeds.serverSeed), choice: {} })).toEqual({ seedMatchesHash: true, outcome: played });
  });
  it('a choice is refused (every bet backs the shared hand)', () => {
    expect(liveBlackjackFamily.choiceProblem(null)).toBeNull();
    expect(liveBlackjackFamily.choiceProblem({ side: "dealer" })).toBe('live_blackjack_choice_invalid');
  });
});

describe('live blackjack RTP', () => {
  it(`rule: declared RTP ${Math.round(LIVE_BLACKJACK_RTP * 10_000) / 100} % lies within the 95 % interval of 350 000 seeded rounds of the table's rule`, () => {
    const random = seeded(2026);
    const n = 350_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const x = liveBlackjackOutcome(Array.from({ length: 40 }, random)).multiplier;
      sum += x;
      squares += x * x;
    }
    const mean = sum / n;
    const halfWidth = 1.96 * Math.sqrt((squares / n - mean * mean) / n);
    expect(liveBlackjackFamily.paytable({}).rtp).toBe(LIVE_BLACKJACK_RTP);
    expect(Math.abs(mean - LIVE_BLACKJACK_RTP)).toBeLessThan(halfWidth);
  }, 60_000);
});
