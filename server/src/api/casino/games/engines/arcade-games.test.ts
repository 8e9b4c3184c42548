/**
 * Fishing shooter and virtual sports (issue 30): the published rules, the declared RTP exactly and by a seeded
 * simulation within its 99.9 % interval, and rounds reproduced by verify from their revealed seeds.
 */
import { describe, expect, it } from 'vitest';
import { outcomeOf, verifyRound } from '../engines.ts';
import { hashServerSeed, newServerSeed } from '../provably-fair.ts';
import { FISH_KINDS, FISH_PAYS, FISHING_RTP, FISHING_SHOTS, fishingFamily, fishingOutcome, hitChance, type FishingTable } from './fishing.ts';
import { MATCH_MINUTES, matchFamily, matchOutcome, matchPrices, matchProbabilities } from './virtual-match.ts';
import { RACE_CHECKPOINTS, RACE_RUNNERS, raceFamily, raceOrder, raceOutcome, racePrices } from './virtual-race.ts';
import { VIRTUAL_MARGIN, oddsOf } from './virtual-odds.ts';
import { floatsFrom, seeded, simulate } from './test-random.ts';

const TABLES: readonly FishingTable[] = ['low', 'medium', 'high'];
const shots = (...kinds: string[]) => kinds.map((kind) => ({ action: `shoot-${kind}` }));

describe('fishing: every fish returns the same 96 %', () => {
  it('declared RTP 96 %: for every table and kind, the chance of a hit on the 2^32 float grid × its pay is 96 %', () => {
    for (const table of TABLES) {
      expect(fishingFamily.paytable({ table }).rtp).toBe(FISHING_RTP);
      for (const [i, kind] of FISH_KINDS.entries()) {
        const pays = FISH_PAYS[table][i]!;
        const onGrid = Math.ceil(hitChance(pays) * 2 ** 32) / 2 ** 32;
        expect(onGrid * pays, `${table} ${kind}`).toBeCloseTo(FISHING_RTP, 6);
      }
    }
  });

  it('shot i at kind k hits when float i is under RTP / pay; the round pays Σ hits ÷ shots of its price', () => {
    const floats = [0.47, 0.49, 0.31, 0.33, 0.0063, 0.9, 0.9, 0.9, 0.9, 0.9];
    const round = fishingOutcome(floats, 'high', shots('clownfish', 'clownfish', 'pufferfish', 'pufferfish', 'whale', ...Array(5).fill('shark')));
    // high: clownfish 3× (p 0.32), pufferfish 8× (p 0.12), whale 150× (p 0.0064).
    expect(round.shots.map((s) => s.hit)).toEqual([false, false, false, false, true, false, false, false, false, false]);
    expect(fishingOutcome([0.3], 'high', shots('clownfish')).shots[0]).toEqual({ kind: 'clownfish', hit: true, pays: 3 });
    expect(round).toMatchObject({ over: true, shotsLeft: 0, multiplier: 150 / FISHING_SHOTS });
  });

  it('the round is ten shots: the eleventh is out of turn, an unknown fish is refused', () => {
    const steps = fishingFamily.steps!;
    expect(steps.finished([], {}, shots(...Array(9).fill('turtle')))).toBe(false);
    expect(steps.finished([], {}, shots(...Array(10).fill('turtle')))).toBe(true);
    expect(steps.outOfTurn([], {}, shots(...Array(10).fill('turtle')), { action: 'shoot-turtle' })).toBe('round_closed');
    expect(steps.actionProblem({ action: 'shoot-mermaid' })).toBe('fishing_target_invalid');
    expect(steps.actionProblem({ action: 'shoot-shark', hold: [1] })).toBe('fishing_target_invalid');
    expect(fishingFamily.choiceProblem({ shotStake: 0 })).toBe('fishing_shot_stake_invalid');
    expect(fishingFamily.choiceProblem({ shotStake: 1 })).toBeNull();
    expect(fishingFamily.amountsOf!({ shotStake: 0.5 })).toEqual(Array(FISHING_SHOTS).fill(0.5));
  });

  it('declared RTP 96 % within the 99.9 % interval of 60 000 simulated rounds (high table, aim rotating over the kinds)', () => {
    const random = seeded(96);
    const aim = shots(...Array.from({ length: FISHING_SHOTS }, (_, i) => FISH_KINDS[i % FISH_KINDS.length]!));
    const { mean, halfWidth } = simulate(60_000, () => fishingOutcome(floatsFrom(random, FISHING_SHOTS), 'high', aim).multiplier);
    expect(Math.abs(mean - FISHING_RTP)).toBeLessThan(halfWidth);
  }, 30_000);
});

const MATCH = { home: 0.018, away: 0.012 };

describe('virtual football: 1X2 from the per-minute model, less the margin', () => {
  it('the exact probabilities add up to 1 and the odds are ⌊(1 − margin) / p⌋ to 2 decimals, so no pick returns more than 95 %', () => {
    const p = matchProbabilities(MATCH.home, MATCH.away);
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
    expect(p.home).toBeGreaterThan(p.away);
    for (const pick of matchPrices(MATCH)) {
      expect(pick.odds).toBe(Math.floor((100 * (1 - VIRTUAL_MARGIN)) / pick.probability) / 100);
      expect(pick.rtp).toBeLessThanOrEqual(1 - VIRTUAL_MARGIN + 1e-12);
      expect(pick.rtp).toBeGreaterThan(1 - VIRTUAL_MARGIN - 0.01);
    }
    expect(matchFamily.paytable(MATCH).rtp).toBe(Math.floor(Math.min(...matchPrices(MATCH).map((x) => x.rtp)) * 10_000) / 10_000);
    expect(oddsOf(0.5)).toBe(1.9);
  });

  it('minute m scores for home under `home`, for away under `home + away`; the result follows the score', () => {
    const floats = Array<number>(MATCH_MINUTES).fill(0.5);
    floats[9] = 0.01;
    floats[44] = 0.02;
    floats[80] = 0.025;
    const match = matchOutcome(floats, MATCH, 'away');
    expect(match.goals).toEqual([{ minute: 10, side: 'home' }, { minute: 45, side: 'away' }, { minute: 81, side: 'away' }]);
    expect(match).toMatchObject({ score: [1, 2], result: 'away', multiplier: match.odds });
    expect(matchOutcome(Array(MATCH_MINUTES).fill(0.5), MATCH, 'home')).toMatchObject({ score: [0, 0], result: 'draw', multiplier: 0 });
  });

  it('declared RTP of the draw within the 99.9 % interval of 80 000 simulated matches', () => {
    const random = seeded(1);
    const draw = matchPrices(MATCH).find((x) => x.pick === 'draw')!;
    const { mean, halfWidth } = simulate(80_000, () => matchOutcome(floatsFrom(random, MATCH_MINUTES), MATCH, 'draw').multiplier);
    expect(Math.abs(mean - draw.rtp)).toBeLessThan(halfWidth);
  }, 30_000);

  it('refuses a pick that is not home, draw or away', () => {
    expect(matchFamily.choiceProblem({ pick: 'over' })).toBe('virtual_pick_invalid');
    expect(matchFamily.choiceProblem(null)).toBe('virtual_pick_invalid');
    expect(matchFamily.choiceProblem({ pick: 'draw' })).toBeNull();
  });
});

describe('virtual race: the winner by weight, the race laid out to show the drawn order', () => {
  const params = raceFamily.paramsOf({ id: 277, volatility: 'low', subcategory: 'racing' });

  it('the finishing order is a weighted draw without replacement; a runner wins with its weight share', () => {
    expect(raceOrder([0, 0, 0, 0, 0], [30, 22, 17, 13, 10, 8])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(raceOrder([0.999, 0.999, 0.999, 0.999, 0.999], [30, 22, 17, 13, 10, 8])).toEqual([6, 5, 4, 3, 2, 1]);
    // 0.31 × 100 = 31 lands just past runner 1's 30: runner 2 wins.
    expect(raceOrder([0.31, 0, 0, 0, 0], [30, 22, 17, 13, 10, 8])[0]).toBe(2);
    const prices = racePrices(params);
    expect(prices.reduce((sum, p) => sum + p.probability, 0)).toBeCloseTo(1, 12);
    for (const p of prices) expect(p.rtp).toBeLessThanOrEqual(1 - VIRTUAL_MARGIN + 1e-12);
  });

  it('every checkpoint has each runner ahead of where it was; at the line the order is the drawn one', () => {
    const random = seeded(7);
    for (let i = 0; i < 200; i++) {
      const race = raceOutcome(floatsFrom(random, 5 + RACE_RUNNERS * RACE_CHECKPOINTS), params, 1);
      expect(race.positions).toHaveLength(RACE_CHECKPOINTS);
      for (let c = 1; c < RACE_CHECKPOINTS; c++) for (let r = 0; r < RACE_RUNNERS; r++) expect(race.positions[c]![r]).toBeGreaterThan(race.positions[c - 1]![r]!);
      const last = race.positions[RACE_CHECKPOINTS - 1]!;
      expect([...race.order].sort((a, b) => last[b - 1]! - last[a - 1]!)).toEqual(race.order);
      expect(last[race.winner - 1]).toBe(1);
    }
  });

  it('declared RTP of the outsider within the 99.9 % interval of 60 000 simulated races', () => {
    const random = seeded(6);
    const prices = racePrices(params);
    const outsider = prices.reduce((a, b) => (a.probability < b.probability ? a : b));
    const { mean, halfWidth } = simulate(60_000, () => raceOutcome(floatsFrom(random, 5 + RACE_RUNNERS * RACE_CHECKPOINTS), params, outsider.pick).multiplier);
    expect(Math.abs(mean - outsider.rtp)).toBeLessThan(halfWidth);
  }, 30_000);

  it('refuses a runner outside 1–6', () => {
    expect(raceFamily.choiceProblem({ runner: 7 })).toBe('virtual_runner_invalid');
    expect(raceFamily.choiceProblem({ runner: 0 })).toBe('virtual_runner_invalid');
    expect(raceFamily.choiceProblem({ runner: 3 })).toBeNull();
  });
});

describe('verify reproduces fishing and virtual sports rounds from revealed seeds', () => {
  it.each([
    ['fishing', { choice: { actions: shots('shark', 'whale', 'turtle') }, params: { table: 'medium' } }],
    ['virtual-match', { choice: { pick: 'home' }, params: MATCH }],
    ['virtual-race', { choice: { runner: 4 }, params: { weights: '13-10-8-30-22-17', runnerKind: 'dog' } }],
  ] as const)('%s', (engine, input) => {
    // The replay is the seeds' own: the same seeds always give the same match, race or shots.
    expect(outcomeOf(engine, { serverSeed: 'fixed', clientSeed: 'player', nonce: 1 }, input)).toEqual(outcomeOf(engine, { serverSeed: 'fixed', clientSeed: 'player', nonce: 1 }, input));
    const serverSeed = newServerSeed();
    const played = outcomeOf(engine, { serverSeed, clientSeed: 'player', nonce: 8 }, input);
    const verified = verifyRound({ engine, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'player', nonce: 8, ...input });
    expect(verified).toEqual({ seedMatchesHash: true, outcome: played });
    // A seed other than the committed one is caught by its hash.
    expect(verifyRound({ engine, serverSeed: newServerSeed(), serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'player', nonce: 8, ...input }).seedMatchesHash).toBe(false);
  });
});
