/**
 * TV lottery draws (issue 30): 6 of 49 and 5 of 36, prize by matches, the exact declared RTP (hypergeometric)
 * and its check by a seeded simulation within the 95 % interval, the ticket rules and a verified round.
 */
import { describe, expect, it } from 'vitest';
import { outcomeOf, verifyRound } from '../engines.ts';
import { hashServerSeed, newServerSeed } from '../provably-fair.ts';
import { LOTTERY_FORMATS, lotteryFamily, lotteryOutcome, lotteryRtp, matchChance, type LotteryFormat } from './lottery.ts';
import { floatsFrom, seeded, simulate } from './test-random.ts';

const Z95 = 1.96 / 3.29;

describe('lottery draw (pick 6 of 49 or 5 of 36, prize by matches)', () => {
  it('declared RTP is exact by the hypergeometric law: 6 of 49 89.60 %, 5 of 36 90.02 %', () => {
    for (const format of ['6/49', '5/36'] as const) {
      const chances = LOTTERY_FORMATS[format].pays.map((_, m) => matchChance(format, m));
      expect(chances.reduce((a, b) => a + b, 0), format).toBeCloseTo(1, 12);
    }
    expect(matchChance('6/49', 6)).toBeCloseTo(1 / 13_983_816, 18);
    expect(lotteryFamily.paytable({ format: '6/49' }).rtp).toBe(0.896);
    expect(lotteryFamily.paytable({ format: '5/36' }).rtp).toBe(0.9002);
  });

  it('the draw is `pick` different balls of 1…of; the ticket pays by how many of its numbers were drawn', () => {
    const random = seeded(36);
    for (let i = 0; i < 2_000; i++) {
      const round = lotteryOutcome(floatsFrom(random, 5), '5/36', [1, 2, 3, 4, 5]);
      expect(new Set(round.drawn).size).toBe(5);
      expect(round.drawn.every((n) => n >= 1 && n <= 36)).toBe(true);
      expect(round.matched).toEqual(round.drawn.filter((n) => n <= 5).sort((a, b) => a - b));
      expect(round.multiplier).toBe(LOTTERY_FORMATS['5/36'].pays[round.matched.length]);
    }
    // Floats 0 pick the lowest ball left each time: 1, 2, 3, 4, 5, 6 — all six of the ticket.
    expect(lotteryOutcome([0, 0, 0, 0, 0, 0], '6/49', [6, 5, 4, 3, 2, 1])).toMatchObject({ drawn: [1, 2, 3, 4, 5, 6], matched: [1, 2, 3, 4, 5, 6], multiplier: 200_000 });
  });

  it.each(['6/49', '5/36'] as const)('%s: declared RTP within the 95 percent interval of 300 000 simulated tickets', (format: LotteryFormat) => {
    const random = seeded(format === '6/49' ? 649 : 536);
    const { pick } = LOTTERY_FORMATS[format];
    const ticket = Array.from({ length: pick }, (_, i) => 3 * i + 2);
    const { mean, halfWidth } = simulate(300_000, () => lotteryOutcome(floatsFrom(random, pick), format, ticket).multiplier);
    expect(Math.abs(mean - lotteryRtp(format))).toBeLessThan(halfWidth * Z95);
  }, 30_000);

  it('a ticket is exactly `pick` different numbers of 1…of for the game\'s format (lottery_numbers_invalid)', () => {
    const five = { format: '5/36' };
    expect(lotteryFamily.choiceProblem({ numbers: [1, 2, 3, 4, 5] }, five)).toBeNull();
    expect(lotteryFamily.choiceProblem({ numbers: [1, 2, 3, 4, 5, 6] }, five)).toBe('lottery_numbers_invalid');
    expect(lotteryFamily.choiceProblem({ numbers: [1, 2, 3, 4, 37] }, five)).toBe('lottery_numbers_invalid');
    expect(lotteryFamily.choiceProblem({ numbers: [1, 2, 3, 4, 4] }, five)).toBe('lottery_numbers_invalid');
    expect(lotteryFamily.choiceProblem({ numbers: [1, 2, 3, 4, 5, 49] }, { format: '6/49' })).toBeNull();
    expect(lotteryFamily.choiceProblem({}, { format: '6/49' })).toBe('lottery_numbers_invalid');
  });

  it('5 of 36 games by their name, every other lottery 6 of 49', () => {
    const game = (slug: string) => ({ id: 200, volatility: 'medium' as const, subcategory: 'lottery', slug });
    expect(lotteryFamily.paramsOf(game('5-of-36-tv'))).toEqual({ format: '5/36' });
    expect(lotteryFamily.paramsOf(game('lucky-six'))).toEqual({ format: '6/49' });
  });

  it('verify reproduces a lottery round from its revealed seeds', () => {
    const serverSeed = newServerSeed();
    const input = { choice: { numbers: [7, 11, 19, 23, 31, 42] }, params: { format: '6/49' } };
    const played = outcomeOf('lottery', { serverSeed, clientSeed: 'player', nonce: 3 }, input);
    expect(verifyRound({ engine: 'lottery', serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'player', nonce: 3, ...input })).toEqual({ seedMatchesHash: true, outcome: played });
    expect(outcomeOf('lottery', { serverSeed, clientSeed: 'player', nonce: 4 }, input)).not.toEqual(played);
  });
});
