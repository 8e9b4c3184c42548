/**
 * Roulette and baccarat (issue 30): the published rules, the declared RTP by enumeration and by simulation
 * within its 99.9 % interval, and a round reproduced from its revealed seeds through the verify call.
 */
import { describe, expect, it } from 'vitest';
import { outcomeOf, verifyRound } from '../engines.ts';
import { hashServerSeed, newServerSeed } from '../provably-fair.ts';
import { BACCARAT_RTP, BACCARAT_SIDES, baccaratOutcome, baccaratReturn, bankerDraws, dealFrom } from './baccarat.ts';
import { ROULETTE_PAYS, ROULETTE_RTP, coveredBy, rouletteFamily, rouletteOutcome, type RouletteBet } from './roulette.ts';
import { floatsFrom, seeded, simulate } from './test-random.ts';

const pocketFloat = (pocket: number) => (pocket + 0.5) / 37;

describe('European roulette (single zero)', () => {
  it('pays straight 35:1, split 17:1, dozen/column 2:1, even chances 1:1; zero loses the even chances', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: [17], amount: 1 },
      { type: 'split', numbers: [17, 20], amount: 1 },
      { type: 'dozen', numbers: [2], amount: 1 },
      { type: 'column', numbers: [2], amount: 1 },
      { type: 'black', amount: 1 },
      { type: 'odd', amount: 1 },
      { type: 'low', amount: 1 },
    ];
    const at17 = rouletteOutcome([pocketFloat(17)], { bets });
    expect(at17.pocket).toBe(17);
    expect(at17.colour).toBe('black');
    expect(at17.returns).toEqual([36, 18, 3, 3, 2, 2, 2]);
    expect(at17.multiplier).toBeCloseTo(66 / 7, 12);
    const atZero = rouletteOutcome([pocketFloat(0)], { bets });
    expect(atZero.colour).toBe('green');
    expect(atZero.multiplier).toBe(0);
  });

  it('declared RTP 97.30 % (36/37) holds for every bet type by enumeration of the 37 pockets', () => {
    expect(rouletteFamily.paytable({}).rtp).toBe(0.973);
    const samples: RouletteBet[] = [
      { type: 'straight', numbers: [0], amount: 1 }, { type: 'split', numbers: [0, 2], amount: 1 }, { type: 'dozen', numbers: [3], amount: 1 },
      { type: 'column', numbers: [1], amount: 1 }, ...(['red', 'black', 'even', 'odd', 'low', 'high'] as const).map((type) => ({ type, amount: 1 })),
    ];
    for (const bet of samples) {
      const mean = Array.from({ length: 37 }, (_, p) => rouletteOutcome([pocketFloat(p)], { bets: [bet] }).multiplier).reduce((a, b) => a + b) / 37;
      expect(mean, bet.type).toBeCloseTo(ROULETTE_RTP, 12);
      expect(coveredBy(bet).length * (ROULETTE_PAYS[bet.type] + 1)).toBe(36);
    }
  });

  it('declared RTP 97.30 % within the 99.9 % interval of 200 000 simulated spins of a mixed bet list', () => {
    const random = seeded(37);
    const bets: RouletteBet[] = [{ type: 'straight', numbers: [7], amount: 2 }, { type: 'red', amount: 5 }, { type: 'dozen', numbers: [1], amount: 3 }];
    const { mean, halfWidth } = simulate(200_000, () => rouletteOutcome([random()], { bets }).multiplier);
    expect(Math.abs(mean - ROULETTE_RTP)).toBeLessThan(halfWidth);
  }, 60_000);

  it('refuses a split of numbers that do not touch, a dozen 4 and an empty list; the stake is the sum of the bets', () => {
    expect(rouletteFamily.choiceProblem({ bets: [{ type: 'split', numbers: [1, 5], amount: 1 }] })).toBe('roulette_bet_invalid');
    expect(rouletteFamily.choiceProblem({ bets: [{ type: 'dozen', numbers: [4], amount: 1 }] })).toBe('roulette_bet_invalid');
    expect(rouletteFamily.choiceProblem({ bets: [] })).toBe('roulette_bet_invalid');
    expect(rouletteFamily.choiceProblem({ bets: [{ type: 'split', numbers: [3, 6], amount: 1 }, { type: 'split', numbers: [0, 1], amount: 1 }] })).toBeNull();
    expect(rouletteFamily.amountsOf!({ bets: [{ type: 'red', amount: 1.5 }, { type: 'odd', amount: 2.25 }] })).toEqual([1.5, 2.25]);
  });

  it('verify reproduces a round from its revealed seeds', () => {
    const serverSeed = newServerSeed();
    const choice = { bets: [{ type: 'red', amount: 1 }, { type: 'straight', numbers: [0], amount: 1 }] };
    const played = outcomeOf('roulette', { serverSeed, clientSeed: 'c', nonce: 5 }, { choice });
    const verified = verifyRound({ engine: 'roulette', serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'c', nonce: 5, choice, params: {} });
    expect(verified).toEqual({ seedMatchesHash: true, outcome: played });
  });
});

describe('baccarat (punto banco)', () => {
  it('third-card rules: player draws on 0–5; banker on 3 unless the player drew an 8, on 6 only against a 6 or 7', () => {
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 5)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    // Naturals stand: player 8 (3+5) against banker 2 (king+2): no third card.
    expect(dealFrom([3, 13, 5, 2, 9, 9])).toMatchObject({ player: [3, 5], banker: [13, 2], winner: 'player' });
    // Player 5 (ace+4) draws a 2 → 7; banker 3 (ace+2) draws (player third 2 is no 8) a 10 → 3.
    expect(dealFrom([1, 1, 4, 2, 2, 10])).toMatchObject({ player: [1, 4, 2], banker: [1, 2, 10], playerTotal: 7, bankerTotal: 3, winner: 'player' });
  });

  it('pays player 1:1, banker 0.95:1 (5 % commission), tie 8:1; player and banker push on a tie', () => {
    expect(baccaratReturn('banker', 'banker')).toBe(1.95);
    expect(baccaratReturn('player', 'player')).toBe(2);
    expect(baccaratReturn('tie', 'tie')).toBe(9);
    expect(baccaratReturn('banker', 'tie')).toBe(1);
    expect(baccaratReturn('tie', 'banker')).toBe(0);
  });

  it('declared RTP (player 98.77 %, banker 98.94 %, tie 85.88 %) equals the exact value by enumerating every deal', () => {
    const weight = (rank: number) => (rank === 10 ? 4 : 1) / 13; // rank 10 stands for the four 0-value ranks
    const sums = { player: 0, banker: 0, tie: 0 };
    const cards = [0, 0, 0, 0, 0, 0];
    const deal = (depth: number, p: number): void => {
      if (depth === 6) {
        const { winner } = dealFrom(cards);
        for (const side of BACCARAT_SIDES) sums[side] += p * baccaratReturn(side, winner);
        return;
      }
      for (let rank = 1; rank <= 10; rank++) {
        cards[depth] = rank;
        deal(depth + 1, p * weight(rank));
      }
    };
    deal(0, 1);
    for (const side of BACCARAT_SIDES) expect(Math.round(sums[side] * 10_000) / 10_000, side).toBe(BACCARAT_RTP[side]);
  });

  it('declared banker RTP 98.94 % within the 99.9 % interval of 200 000 simulated coups', () => {
    const random = seeded(8);
    const { mean, halfWidth } = simulate(200_000, () => baccaratOutcome(floatsFrom(random, 6), { side: 'banker' }).multiplier);
    expect(Math.abs(mean - BACCARAT_RTP.banker)).toBeLessThan(halfWidth);
  }, 60_000);

  it('verify reproduces a coup from its revealed seeds', () => {
    const serverSeed = newServerSeed();
    const played = outcomeOf('baccarat', { serverSeed, clientSeed: 'c', nonce: 9 }, { choice: { side: 'tie' } });
    const verified = verifyRound({ engine: 'baccarat', serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'c', nonce: 9, choice: { side: 'tie' } });
    expect(verified).toEqual({ seedMatchesHash: true, outcome: played });
    expect(played).toMatchObject({ engine: 'baccarat', side: 'tie' });
  });
});
