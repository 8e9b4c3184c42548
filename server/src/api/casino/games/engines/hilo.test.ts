/**
 * Hi-Lo, the skill game (issue 30): the guess rules (ties win, ace low), the multiplier per right guess
 * (1 − edge)/p with the house edge 1 % disclosed, the step rules (cash out after a guess, a left round closes),
 * the RTP by exact enumeration and by a seeded simulation within the 95 % interval, and a verified round.
 */
import { describe, expect, it } from 'vitest';
import { outcomeOf, verifyRound } from '../engines.ts';
import { hashServerSeed, newServerSeed } from '../provably-fair.ts';
import { HILO_HOUSE_EDGE, HILO_MAX_MULTIPLIER, HILO_RTP, guessChance, guessPays, hiloFamily, playHilo, type HiloAction, type HiloGuess } from './hilo.ts';
import { floatsFrom, seeded, simulate } from './test-random.ts';

const Z95 = 1.96 / 3.29;
/** The float that deals a card of this rank (spades). */
const rankFloat = (rank: number) => (rank - 1 + 0.5) / 52;
const likelier = (rank: number): HiloGuess => (guessChance(rank, 'higher') >= guessChance(rank, 'lower') ? 'higher' : 'lower');

/** Exact return of "guess the likelier side `guesses` times, then cash out", over every card sequence. */
function exactReturn(rank: number, guesses: number, multiplier = 1): number {
  if (guesses === 0) return multiplier;
  const guess = likelier(rank);
  let sum = 0;
  for (let next = 1; next <= 13; next++) {
    const won = guess === 'higher' ? next >= rank : next <= rank;
    if (won) sum += exactReturn(next, guesses - 1, Math.floor(multiplier * guessPays(rank, guess) * 10_000 + 1e-7) / 10_000) / 13;
  }
  return sum;
}

describe('hi-lo rules', () => {
  it('ties win and the ace is low: on a 7 higher-or-same wins 7/13, on an ace lower-or-same wins only an ace', () => {
    expect(guessChance(7, 'higher')).toBeCloseTo(7 / 13, 15);
    expect(guessChance(1, 'lower')).toBeCloseTo(1 / 13, 15);
    expect(guessChance(13, 'lower')).toBe(1);
    const floats = [rankFloat(7), rankFloat(7), rankFloat(3)];
    expect(playHilo(floats, ['higher']).state).toMatchObject({ guesses: [{ guess: 'higher', won: true }], over: false });
    expect(playHilo(floats, ['higher', 'higher']).state).toMatchObject({ multiplier: 0, over: true, end: 'lost' });
  });

  it('house edge 1 % disclosed: a right guess multiplies by (1 − edge)/p rounded down to 4 decimals, so each guess returns at most 99 %', () => {
    expect(HILO_HOUSE_EDGE).toBe(0.01);
    expect(hiloFamily.paytable({})).toMatchObject({ rtp: 0.99, houseEdge: 0.01 });
    for (let rank = 1; rank <= 13; rank++) {
      for (const guess of ['higher', 'lower'] as const) {
        const rtp = guessChance(rank, guess) * guessPays(rank, guess);
        expect(rtp, `${rank} ${guess}`).toBeLessThanOrEqual(HILO_RTP + 1e-12);
        expect(rtp, `${rank} ${guess}`).toBeGreaterThan(HILO_RTP - 0.0001);
      }
    }
    // On a 7, higher-or-same pays 0.99 / (7/13) = 1.8385…, rounded down: 1.8385; then cashing out pays it.
    const { state } = playHilo([rankFloat(7), rankFloat(9)], ['higher', 'cashout']);
    expect(state).toMatchObject({ multiplier: 1.8385, over: true, end: 'cashed-out' });
  });

  it('a round ends by itself at 10 000 × (paid the cap) or after 20 right guesses', () => {
    // Ace then kings: "higher" on an ace always wins (p = 1: × 0.99); from a king "higher" is a tie win at p 1/13.
    const kings = [rankFloat(1), ...Array.from({ length: 20 }, () => rankFloat(13))];
    const { state } = playHilo(kings, ['higher', ...Array.from({ length: 19 }, () => 'higher' as HiloAction)]);
    expect(state).toMatchObject({ multiplier: HILO_MAX_MULTIPLIER, over: true, end: 'cap' });
    const sevens = Array.from({ length: 21 }, () => rankFloat(13));
    const steady = playHilo(sevens, Array.from({ length: 20 }, () => 'lower' as HiloAction)).state;
    expect(steady).toMatchObject({ over: true, end: 'max-guesses' });
    // Each step is rounded down to 4 decimals: at most 0.99^20, a little less.
    expect(steady.multiplier).toBeLessThanOrEqual(0.99 ** 20);
    expect(steady.multiplier).toBeGreaterThan(0.99 ** 20 - 0.002);
  });

  it('step rules: cash out needs a guess first (409 hilo_guess_first); a left round closes with its stake back before a guess, else cashed out', () => {
    const floats = [rankFloat(5), rankFloat(9), rankFloat(2)];
    const steps = hiloFamily.steps!;
    expect(steps.outOfTurn(floats, {}, [], { action: 'cashout' })).toBe('hilo_guess_first');
    expect(steps.outOfTurn(floats, {}, [{ action: 'higher' }], { action: 'cashout' })).toBeNull();
    expect(steps.outOfTurn(floats, {}, [{ action: 'higher' }, { action: 'higher' }], { action: 'lower' })).toBe('round_closed');
    expect(steps.actionProblem({ action: 'double' })).toBe('hilo_action_invalid');
    expect(steps.actionProblem({ action: 'higher', hold: [1] })).toBe('hilo_action_invalid');
    expect(steps.closingAction).toEqual({ action: 'cashout' });
    expect(playHilo(floats, ['cashout']).state).toMatchObject({ multiplier: 1, over: true, end: 'void' });
    // While open, the player sees the cards so far and both guesses' chances and pays — never the next card.
    const open = steps.openView(floats, {}, [{ action: 'higher' }]) as { cards: unknown[]; next: Array<{ guess: string; chance: number; reaches: number }> };
    expect(open.cards).toHaveLength(2);
    expect(open.next.map((n) => n.guess)).toEqual(['higher', 'lower']);
  });

  it('RTP by exact enumeration: one guess on the likelier side returns 99 % (at most 0.01 % less); three guesses 0.99³', () => {
    const one = Array.from({ length: 13 }, (_, r) => exactReturn(r + 1, 1)).reduce((a, b) => a + b, 0) / 13;
    expect(one).toBeLessThanOrEqual(HILO_RTP);
    expect(one).toBeGreaterThan(HILO_RTP - 0.0001);
    const three = Array.from({ length: 13 }, (_, r) => exactReturn(r + 1, 3)).reduce((a, b) => a + b, 0) / 13;
    expect(three).toBeLessThanOrEqual(HILO_RTP ** 3);
    expect(three).toBeGreaterThan(HILO_RTP ** 3 - 0.0005);
  });

  it('declared RTP 99 % within the 95 percent interval of 200 000 simulated rounds (one guess on the likelier side, then cash out)', () => {
    const random = seeded(1313);
    const { mean, halfWidth } = simulate(200_000, () => {
      const floats = floatsFrom(random, 2);
      const first = playHilo(floats, []).state.cards[0]!.rank;
      return playHilo(floats, [likelier(first), 'cashout']).state.multiplier;
    });
    expect(Math.abs(mean - HILO_RTP)).toBeLessThan(halfWidth * Z95);
  }, 30_000);

  it('verify reproduces a hi-lo round from its revealed seeds and actions', () => {
    const serverSeed = newServerSeed();
    const input = { choice: { actions: [{ action: 'higher' }, { action: 'cashout' }] }, params: {} };
    const played = outcomeOf('hilo', { serverSeed, clientSeed: 'player', nonce: 2 }, input);
    expect(verifyRound({ engine: 'hilo', serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'player', nonce: 2, ...input })).toEqual({ seedMatchesHash: true, outcome: played });
    expect(hiloFamily.choiceProblem({ actions: [{ action: 'fold' }] })).toBe('hilo_action_invalid');
  });
});
