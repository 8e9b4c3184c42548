/**
 * Bingo 75 and 90 (issue 30): the card rules, the patterns, the exact declared RTP per card (and its check by
 * a seeded simulation within the 95 % interval), the stake per card and a round reproduced from its seeds.
 */
import { describe, expect, it } from 'vitest';
import { outcomeOf, verifyRound } from '../engines.ts';
import { hashServerSeed, newServerSeed } from '../provably-fair.ts';
import { drawOrder } from './ball-draw.ts';
import { BINGO_MAX_CARDS, BINGO_PAYS, bingoFamily, bingoOutcome, bingoRtp, patternPay } from './bingo.ts';
import { CARD_FLOATS, cardOf, completions, type BingoBalls } from './bingo-cards.ts';
import { completedBy } from './bingo-odds.ts';
import { floatsFrom, seeded, simulate } from './test-random.ts';

const Z95 = 1.96 / 3.29;
const floatsFor = (balls: BingoBalls, random: () => number) => floatsFrom(random, bingoFamily.floats({ balls }));

describe('bingo cards', () => {
  it('75-ball card: 5×5, free centre, column B 1–15 … O 61–75, 24 different numbers', () => {
    const random = seeded(75);
    for (let i = 0; i < 500; i++) {
      const { grid } = cardOf(75, floatsFrom(random, 24));
      expect(grid).toHaveLength(25);
      expect(grid[12]).toBe(0);
      expect(new Set(grid.filter((n) => n > 0)).size).toBe(24);
      grid.forEach((n, cell) => {
        if (cell !== 12) expect(Math.floor((n - 1) / 15), `cell ${cell}: ${n}`).toBe(cell % 5);
      });
    }
  });

  it('90-ball ticket: 3×9, five numbers in every row, every column used, column c holds its tens ascending', () => {
    const random = seeded(90);
    for (let i = 0; i < 500; i++) {
      const { grid } = cardOf(90, floatsFrom(random, 23));
      expect(grid).toHaveLength(27);
      for (let row = 0; row < 3; row++) expect(grid.slice(row * 9, row * 9 + 9).filter((n) => n > 0)).toHaveLength(5);
      for (let column = 0; column < 9; column++) {
        const numbers = [0, 1, 2].map((row) => grid[row * 9 + column]!).filter((n) => n > 0);
        expect(numbers.length).toBeGreaterThan(0);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        for (const n of numbers) expect(Math.min(Math.floor(n / 10), 8), `column ${column}: ${n}`).toBe(column);
      }
    }
  });

  it('the draw is a permutation of every ball; patterns complete at the ball that finishes them', () => {
    const order = drawOrder(75, floatsFrom(seeded(1), 74));
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
    // A card whose top row is the first five balls: the line completes at ball 5.
    const grid = [1, 16, 31, 46, 61, ...Array.from({ length: 20 }, (_, i) => (i === 7 ? 0 : 100 + i))];
    const position = new Map([1, 16, 31, 46, 61].map((n, i) => [n, i] as [number, number]));
    for (let i = 0; i < 20; i++) if (i !== 7) position.set(100 + i, 10 + i);
    expect(completions(75, { grid }, position)).toMatchObject({ line: 5, 'full-house': 30 });
  });
});

describe('bingo pays by the ball count at completion', () => {
  it('the first band the completion fits pays; later pays nothing (75-ball line within 12 balls pays 40)', () => {
    expect(patternPay(75, 'line', 12)).toBe(40);
    expect(patternPay(75, 'line', 13)).toBe(6);
    expect(patternPay(75, 'line', 39)).toBe(0);
    expect(patternPay(90, 'two-lines', 45)).toBe(50);
    expect(patternPay(90, 'full-house', 80)).toBe(0);
  });

  it('declared RTP per card is exact: 75-ball 96.18 %, 90-ball 94.64 %; the odds are a distribution by ball count', () => {
    expect(bingoFamily.paytable({ balls: 75 }).rtp).toBe(0.9618);
    expect(bingoFamily.paytable({ balls: 90 }).rtp).toBe(0.9464);
    for (const balls of [75, 90] as const) {
      for (const pattern of Object.keys(BINGO_PAYS[balls]) as Array<keyof (typeof BINGO_PAYS)[75]>) {
        expect(completedBy(balls, pattern, balls)).toBeCloseTo(1, 12);
        for (let n = 1; n < balls; n++) expect(completedBy(balls, pattern, n + 1)).toBeGreaterThanOrEqual(completedBy(balls, pattern, n) - 1e-12);
      }
    }
    // A line needs at least 4 balls (the free centre), a 90-ball line 5, a full house 24 / 15.
    expect(completedBy(75, 'line', 3)).toBeCloseTo(0, 15);
    expect(completedBy(75, 'line', 4)).toBeGreaterThan(0);
    expect(completedBy(90, 'full-house', 14)).toBe(0);
  });

  it.each([75, 90] as const)('%s-ball: declared RTP within the 95 percent interval of 40 000 simulated cards', (balls) => {
    const random = seeded(balls * 7);
    // One card reads the draw's floats and its own (the other cards' floats are not read).
    const { mean, halfWidth } = simulate(40_000, () => bingoOutcome(floatsFrom(random, balls - 1 + CARD_FLOATS[balls]), balls, 1).multiplier);
    expect(Math.abs(mean - bingoRtp(balls))).toBeLessThan(halfWidth * Z95);
  }, 30_000);

  it('the stake is per card: 3 cards take 3 stakes, the round returns the mean of the cards; card 1 is the same with 1 or 4 bought', () => {
    expect(bingoFamily.amountsOf!({ cards: 3 }, 2.5)).toEqual([2.5, 2.5, 2.5]);
    const floats = floatsFor(90, seeded(5));
    const four = bingoOutcome(floats, 90, 4);
    const one = bingoOutcome(floats, 90, 1);
    expect(four.cards[0]).toEqual(one.cards[0]);
    const pays = four.cards.map((card) => card.patterns.reduce((sum, p) => sum + p.pays, 0));
    expect(four.multiplier).toBeCloseTo(pays.reduce((a, b) => a + b, 0) / 4, 12);
    // The draw runs until the last card's full house.
    expect(four.drawn).toHaveLength(Math.max(...four.cards.map((card) => card.patterns.at(-1)!.at)));
  });

  it('refuses 0, 5 or a fraction of cards (bingo_cards_invalid)', () => {
    for (const cards of [0, BINGO_MAX_CARDS + 1, 1.5]) expect(bingoFamily.choiceProblem({ cards })).toBe('bingo_cards_invalid');
    expect(bingoFamily.choiceProblem(null)).toBe('bingo_cards_invalid');
    expect(bingoFamily.choiceProblem({ cards: 4 })).toBeNull();
  });

  it('verify reproduces a bingo round from its revealed seeds', () => {
    const serverSeed = newServerSeed();
    const input = { choice: { cards: 2 }, params: { balls: 90 } };
    const played = outcomeOf('bingo', { serverSeed, clientSeed: 'player', nonce: 8 }, input);
    expect(verifyRound({ engine: 'bingo', serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'player', nonce: 8, ...input })).toEqual({ seedMatchesHash: true, outcome: played });
    expect(outcomeOf('bingo', { serverSeed, clientSeed: 'player', nonce: 9 }, input)).not.toEqual(played);
  });
});
