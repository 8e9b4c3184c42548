/**
 * Virtual tennis and basketball (issue 30): the rules (tennis scoring, deuce, the tie-break, overtime), the exact
 * chances (they add up to 1; the odds are those chances less the 5 % margin), every market's RTP by a seeded
 * simulation within its 99.9 % interval, and rounds reproduced by verify from their revealed seeds.
 */
import { describe, expect, it } from 'vitest';
import { outcomeOf, verifyRound } from '../engines.ts';
import { hashServerSeed, newServerSeed } from '../provably-fair.ts';
import { BASKETBALL_FLOATS, basketballFamily, basketballOutcome, basketballPrices, playBasketball } from './virtual-basketball.ts';
import { MAX_OVERTIMES, QUARTER_POSSESSIONS, QUARTERS, basketballChances, pointsDistribution, pointsOf, possessionChances } from './basketball-chances.ts';
import { TENNIS_FLOATS, playTennis, tennisFamily, tennisOutcome, tennisPrices } from './virtual-tennis.ts';
import { fromDeuce, holdChance, setChances, tennisChances, tiebreakChance, tiebreakServer } from './tennis-chances.ts';
import { HEAD_TO_HEAD_PICKS } from './virtual-head-to-head.ts';
import { VIRTUAL_MARGIN, oddsOf } from './virtual-odds.ts';
import { floatsFrom, seeded, simulate } from './test-random.ts';

const TENNIS = { home: 0.64, away: 0.6 };
const BASKETBALL = basketballFamily.paramsOf({ id: 150, volatility: 'medium', subcategory: 'other-sports' });
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('virtual tennis: the rules', () => {
  it('tennis scoring: the server wins a point under its serve chance, a game is first to 4, the serve changes every game', () => {
    // Every float 0: the server wins every point, so every game is held (4–0) and the sets go to 6–6.
    const match = playTennis(Array(TENNIS_FLOATS).fill(0), TENNIS);
    expect(match.games.slice(0, 4).map((g) => [g.server, g.winner])).toEqual([['home', 'home'], ['away', 'away'], ['home', 'home'], ['away', 'away']]);
    expect(match.sets).toEqual([[7, 6], [7, 6]]);
    expect(match).toMatchObject({ setsWon: [2, 0], totalGames: 26, winner: 'home' });
  });

  it('tie-break at 6–6: one game counted 7–6, first to 7, the serve changes after the first point and then every two', () => {
    expect([0, 1, 2, 3, 4, 5].map((k) => tiebreakServer('home', k))).toEqual(['home', 'away', 'away', 'home', 'home', 'away']);
    const match = playTennis(Array(TENNIS_FLOATS).fill(0), TENNIS);
    expect(match.games.filter((g) => g.tiebreak).map((g) => [g.set, g.server])).toEqual([[1, 'home'], [2, 'away']]);
    // The tie-break counts as a game for the serve: set 2 opens with the side that received first in it.
    expect(match.games[13]!.server).toBe('away');
    // From 6–6 in the tie-break: a / (a + b), a and b the chances of winning and losing both points of the next pair.
    // Equal servers: an even tie-break whoever serves first; the better server is the favourite.
    expect(tiebreakChance(0.62, 0.62, 'home')).toBeCloseTo(0.5, 12);
    expect(tiebreakChance(0.62, 0.62, 'away')).toBeCloseTo(0.5, 12);
    expect(tiebreakChance(TENNIS.home, TENNIS.away, 'away')).toBeGreaterThan(0.5);
    // Level at 6–6 in the tie-break: the deciding float against a / (a + b).
    const a = TENNIS.home * (1 - TENNIS.away);
    const b = (1 - TENNIS.home) * TENNIS.away;
    const sixAll = [0.99, 0, 0.99, 0, 0.99, 0, 0.99, 0, 0.99, 0, 0.99, 0];
    const set = (decider: number) => playTennis([...Array(12 * 4).fill(0), ...sixAll, decider, ...Array(TENNIS_FLOATS).fill(0)], TENNIS).sets[0];
    expect(set(a / (a + b) - 0.001)).toEqual([7, 6]);
    expect(set(a / (a + b) + 0.001)).toEqual([6, 7]);
  });

  it('deuce: at 40–40 one float settles the game at the exact chance from deuce p² / (p² + q²)', () => {
    expect(fromDeuce(0.6)).toBeCloseTo(0.36 / 0.52, 12);
    // Home serves: points go server, receiver, … to 3–3; then the deciding float.
    const toDeuce = [0, 0.99, 0, 0.99, 0, 0.99];
    const held = playTennis([...toDeuce, fromDeuce(TENNIS.home) - 0.001, ...Array(TENNIS_FLOATS).fill(0)], TENNIS);
    const broken = playTennis([...toDeuce, fromDeuce(TENNIS.home) + 0.001, ...Array(TENNIS_FLOATS).fill(0)], TENNIS);
    expect(held.games[0]).toMatchObject({ server: 'home', winner: 'home' });
    expect(broken.games[0]).toMatchObject({ server: 'home', winner: 'away' });
    // The game's exact hold chance is the 4-point recursion with that deuce chance.
    const q = 1 - TENNIS.home;
    expect(holdChance(TENNIS.home)).toBeCloseTo(TENNIS.home ** 4 * (1 + 4 * q + 10 * q * q) + 20 * TENNIS.home ** 3 * q ** 3 * fromDeuce(TENNIS.home), 14);
  });

  it('the exact chances add up to 1: each set (6–13 games), the match winner and the total games', () => {
    for (const first of ['home', 'away'] as const) {
      const ends = setChances(TENNIS.home, TENNIS.away, first);
      expect(sum(ends.map((e) => e.chance))).toBeCloseTo(1, 12);
      expect(Math.min(...ends.map((e) => e.games))).toBe(6);
      expect(Math.max(...ends.map((e) => e.games))).toBe(13);
    }
    const exact = tennisChances(TENNIS.home, TENNIS.away);
    expect(sum(exact.totals)).toBeCloseTo(1, 12);
    expect(exact.chances.home + exact.chances.away).toBeCloseTo(1, 12);
    expect(exact.chances.over + exact.chances.under).toBeCloseTo(1, 12);
    expect(exact.line % 1).toBe(0.5);
    // Equal servers: an even match.
    expect(tennisChances(0.62, 0.62).chances.home).toBeCloseTo(0.5, 12);
  });

  it('refuses a draw or an unknown pick', () => {
    expect(tennisFamily.choiceProblem({ pick: 'draw' })).toBe('virtual_market_invalid');
    expect(tennisFamily.choiceProblem(null)).toBe('virtual_market_invalid');
    for (const pick of HEAD_TO_HEAD_PICKS) expect(tennisFamily.choiceProblem({ pick })).toBeNull();
  });
});

describe('virtual basketball: the rules', () => {
  const home = possessionChances(BASKETBALL, 'home');

  it('a possession scores 3 under the three-point chance, then 2, then 1, else nothing', () => {
    expect(pointsOf(0, home)).toBe(3);
    expect(pointsOf(home[3] - 1e-9, home)).toBe(3);
    expect(pointsOf(home[3] + 1e-9, home)).toBe(2);
    expect(pointsOf(home[3] + home[2] + 1e-9, home)).toBe(1);
    expect(pointsOf(home[3] + home[2] + home[1] + 1e-9, home)).toBe(0);
  });

  it('overtime when tied: five-possession overtimes, and a game never ends in a draw', () => {
    const regulation = 2 * QUARTERS * QUARTER_POSSESSIONS;
    const quiet = Array<number>(BASKETBALL_FLOATS).fill(0.99);
    // Home's first possession of the first overtime scores three.
    const overtime = playBasketball(quiet.map((f, i) => (i === regulation ? 0 : f)), BASKETBALL);
    expect(overtime).toMatchObject({ score: [3, 0], regulationTotal: 0, decidedAtLine: false, winner: 'home' });
    expect(overtime.periods).toHaveLength(QUARTERS + 1);
    // Level after every overtime: the last float settles it at w / (w + l), the winner's last free throw.
    const { overtimeHomeWins } = basketballChances(BASKETBALL);
    const atLine = playBasketball(quiet.map((f, i) => (i === BASKETBALL_FLOATS - 1 ? overtimeHomeWins - 0.001 : f)), BASKETBALL);
    expect(atLine).toMatchObject({ score: [1, 0], decidedAtLine: true, winner: 'home' });
    expect(atLine.periods).toHaveLength(QUARTERS + MAX_OVERTIMES);
    expect(playBasketball(quiet, BASKETBALL)).toMatchObject({ score: [0, 1], winner: 'away' });
  });

  it('the quarters add up to the score, and the total market counts regulation time', () => {
    const random = seeded(4);
    for (let i = 0; i < 300; i++) {
      const game = basketballOutcome(floatsFrom(random, BASKETBALL_FLOATS), BASKETBALL, 'over');
      expect([sum(game.periods.map((p) => p[0])), sum(game.periods.map((p) => p[1]))]).toEqual(game.score);
      expect(sum(game.periods.slice(0, QUARTERS).flat())).toBe(game.regulationTotal);
      expect(game.multiplier).toBe(game.regulationTotal > game.line ? game.odds : 0);
    }
  });

  it('the exact chances add up to 1: the convolution of a side’s possessions, the winner and the total', () => {
    const points = pointsDistribution(home, 92);
    expect(sum([...points])).toBeCloseTo(1, 12);
    expect(sum([...points].map((p, k) => p * k))).toBeCloseTo(92 * (home[1] + 2 * home[2] + 3 * home[3]), 9);
    const exact = basketballChances(BASKETBALL);
    expect(sum(exact.totals)).toBeCloseTo(1, 12);
    expect(exact.chances.home + exact.chances.away).toBeCloseTo(1, 12);
    expect(exact.chances.over + exact.chances.under).toBeCloseTo(1, 12);
  });
});

describe.each([
  ['tennis', TENNIS, () => tennisPrices(TENNIS), TENNIS_FLOATS, tennisOutcome, tennisFamily.paytable(TENNIS).rtp],
  ['basketball', BASKETBALL, () => basketballPrices(BASKETBALL), BASKETBALL_FLOATS, basketballOutcome, basketballFamily.paytable(BASKETBALL).rtp],
] as const)('virtual %s: odds and RTP', (_sport, params, prices, floats, outcome, declared) => {
  it('odds = the exact chance less the 5 % margin, ⌊100 × 0.95 / p⌋ / 100; the declared RTP is the lowest pick’s return', () => {
    const { picks } = prices();
    expect(picks.map((p) => p.pick)).toEqual([...HEAD_TO_HEAD_PICKS]);
    for (const pick of picks) {
      expect(pick.odds).toBe(oddsOf(pick.probability));
      expect(pick.rtp).toBeLessThanOrEqual(1 - VIRTUAL_MARGIN + 1e-12);
      expect(pick.rtp).toBeGreaterThan(1 - VIRTUAL_MARGIN - 0.01);
    }
    expect(declared).toBe(Math.floor(Math.min(...picks.map((p) => p.rtp)) * 10_000) / 10_000);
  });

  it.each(HEAD_TO_HEAD_PICKS)('RTP of %s within the 99.9 % interval of 20 000 simulated games', (pick) => {
    const random = seeded(30 + HEAD_TO_HEAD_PICKS.indexOf(pick));
    const { rtp } = prices().picks.find((p) => p.pick === pick)!;
    const { mean, halfWidth } = simulate(20_000, () => outcome(floatsFrom(random, floats), params, pick).multiplier);
    expect(Math.abs(mean - rtp)).toBeLessThan(halfWidth);
  }, 30_000);
});

describe('verify reproduces virtual tennis and basketball rounds from revealed seeds', () => {
  it.each([
    ['virtual-tennis', { choice: { pick: 'over' }, params: TENNIS }],
    ['virtual-basketball', { choice: { pick: 'away' }, params: BASKETBALL }],
    ['virtual-match', { choice: { pick: 'draw' }, params: { home: 0.018, away: 0.012 } }],
  ] as const)('%s', (engine, input) => {
    const serverSeed = newServerSeed();
    const played = outcomeOf(engine, { serverSeed, clientSeed: 'player', nonce: 3 }, input);
    expect(played).toEqual(outcomeOf(engine, { serverSeed, clientSeed: 'player', nonce: 3 }, input));
    const verified = verifyRound({ engine, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'player', nonce: 3, ...input });
    expect(verified).toEqual({ seedMatchesHash: true, outcome: played });
    expect(verifyRound({ engine, serverSeed: newServerSeed(), serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'player', nonce: 3, ...input }).seedMatchesHash).toBe(false);
  });
});
