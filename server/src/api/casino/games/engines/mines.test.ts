/**
 * Mines, a fast game (issue 30): the ladder (1 − edge) × C(25, k) / C(25 − m, k) with the house edge 1 %
 * disclosed, the board as a Fisher–Yates shuffle of the fair floats (the README's worked example), the step
 * rules (a tile once, cash out after a safe tile, a left round closes like Hi-Lo's), the RTP of every way of
 * playing by exact calculation and by a seeded simulation within its 95 % interval, and a verified round.
 */
import type { MinesPaytable } from '@arena/domain';
import { describe, expect, it } from 'vitest';
import { outcomeOf, verifyRound } from '../engines.ts';
import { hashServerSeed, roundFloats } from '../provably-fair.ts';
import {
  MINES_HOUSE_EDGE, MINES_MAX_MULTIPLIER, MINES_RTP, MINES_TILES, capReturnOf, capStepOf, minePositions, minesFamily, minesLadder, minesMultiplier, playMines, safeChance,
} from './mines.ts';
import type { StepAction } from './family.ts';
import { floatsFrom, seeded, simulate } from './test-random.ts';

const Z95 = 1.96 / 3.29;
const deal = (mines: number): StepAction => ({ action: `mines-${mines}` });
const reveal = (tile: number): StepAction => ({ action: `reveal-${tile}` });
const CASHOUT: StepAction = { action: 'cashout' };
/** Floats that keep the tiles in order (every swap with itself): the mines are tiles 0 … m − 1. */
const inOrder = Array.from({ length: MINES_TILES - 1 }, (_, f) => (MINES_TILES - 1 - f + 0.5) / (MINES_TILES - f));

/** The README's worked example (casino/README.md, "Mines"): the same seeds give the same board there and here. */
const EXAMPLE = { serverSeed: '9f3c2a7e5b1d4c8a0e6f2b9d7a3c5e1f8b4d0a6c2e9f7b3d5a1c8e0f6b2d4a97', clientSeed: 'my-lucky-seed', nonce: 1 };

describe('mines rules', () => {
  it('house edge 1 % disclosed: after k safe tiles with m mines the multiplier is 0.99 × C(25, k) / C(25 − m, k), rounded down to 4 decimals', () => {
    expect(MINES_HOUSE_EDGE).toBe(0.01);
    expect(minesFamily.paytable({})).toMatchObject({ rtp: 0.99, houseEdge: 0.01, tiles: 25, minMines: 1, maxMines: 24 });
    // 3 mines, 1 safe tile: 0.99 × 25 / 22 = 1.125 exactly; 2 tiles: 0.99 × 300 / 231 = 1.28571… → 1.2857.
    expect(minesLadder(3).slice(0, 2)).toEqual([1.125, 1.2857]);
    // 24 mines: the one safe tile pays 0.99 × 25 = 24.75; 1 mine cleared (24 safe tiles) the same.
    expect(minesMultiplier(24, 1)).toBe(24.75);
    expect(minesMultiplier(1, 24)).toBe(24.75);
    for (let mines = 1; mines <= 24; mines++) {
      // The ladder stops at the max win (its own rule below): every step before it is the formula's.
      const ladder = minesLadder(mines).filter((multiplier) => multiplier < MINES_MAX_MULTIPLIER);
      expect(ladder, `${mines} mines`).toHaveLength((capStepOf(mines) ?? 26 - mines) - 1);
      ladder.forEach((multiplier, i) => {
        const fair = MINES_RTP / safeChance(mines, i + 1);
        expect(multiplier, `${mines} mines, ${i + 1} safe`).toBeLessThanOrEqual(fair + 1e-9);
        expect(multiplier, `${mines} mines, ${i + 1} safe`).toBeGreaterThan(fair - 0.0001 - 1e-9);
      });
    }
  });

  it('the mines are the first m tiles of a Fisher–Yates shuffle of the fair floats (the README\'s worked example)', () => {
    const floats = roundFloats(EXAMPLE, minesFamily.floats({}));
    expect(floats).toHaveLength(24);
    expect(hashServerSeed(EXAMPLE.serverSeed)).toBe('94e6a491aa9e7b124b0d01e2919cb62854303e1a5972bc6f0abe1fe05b1a34b3');
    // Place 24 swaps with ⌊0.082208 × 25⌋ = 2, place 23 with ⌊0.201624 × 24⌋ = 4, place 22 with ⌊0.423111 × 23⌋ = 9, …
    expect(floats.slice(0, 3).map((f) => Math.floor(f * 1e6) / 1e6)).toEqual([0.082207, 0.201623, 0.423110]);
    expect(minePositions(floats, 3)).toEqual([3, 16, 23]);
    expect(minePositions(inOrder, 5)).toEqual([0, 1, 2, 3, 4]);
  });

  it('a safe tile climbs the ladder, a mine loses the stake and shows the board, every safe tile found ends the round at the top', () => {
    const { state } = playMines(inOrder, [deal(3), reveal(10), reveal(24)]);
    expect(state).toMatchObject({ mines: 3, revealed: [10, 24], multiplier: 1.2857, next: 1.4785, over: false, end: null });
    const lost = playMines(inOrder, [deal(3), reveal(10), reveal(1)]).state;
    expect(lost).toMatchObject({ multiplier: 0, over: true, end: 'lost', hit: 1, minePositions: [0, 1, 2], next: null });
    const cleared = playMines(inOrder, [deal(24), reveal(24)]).state;
    expect(cleared).toMatchObject({ multiplier: 24.75, over: true, end: 'cleared' });
  });

  it('step rules: a tile opens once (409 mines_tile_revealed), cash out needs a safe tile (409 mines_reveal_first), nothing after the end (409 round_closed), off the board 400', () => {
    const steps = minesFamily.steps!;
    expect(steps.outOfTurn(inOrder, {}, [deal(3)], CASHOUT)).toBe('mines_reveal_first');
    expect(steps.outOfTurn(inOrder, {}, [deal(3), reveal(7)], reveal(7))).toBe('mines_tile_revealed');
    expect(steps.outOfTurn(inOrder, {}, [deal(3), reveal(7)], CASHOUT)).toBeNull();
    expect(steps.outOfTurn(inOrder, {}, [deal(3), reveal(0)], reveal(8))).toBe('round_closed');
    expect(steps.outOfTurn(inOrder, {}, [deal(3), reveal(7), CASHOUT], reveal(8))).toBe('round_closed');
    for (const bad of ['reveal-25', 'reveal--1', 'reveal-1.5', 'reveal-', 'mines-3', 'flag-3']) expect(steps.actionProblem({ action: bad }), bad).toBe('mines_action_invalid');
    expect(steps.actionProblem({ action: 'reveal-3', hold: [1] })).toBe('mines_action_invalid');
    expect(steps.actionProblem(reveal(24))).toBeNull();
    // The deal takes 1–24 mines; anything else is a 400 before any money moves.
    for (const mines of [0, 25, 2.5, -1]) expect(minesFamily.choiceProblem({ mines }), String(mines)).toBe('mines_count_invalid');
    expect(minesFamily.choiceProblem({})).toBe('mines_count_invalid');
    expect(minesFamily.choiceProblem({ mines: 24 })).toBeNull();
    expect(steps.openingActions!({ mines: 5 })).toEqual([deal(5)]);
  });

  it('a left round closes like Hi-Lo: cashed out at its multiplier after a safe tile, the stake back before any; the open view never shows the mines', () => {
    const steps = minesFamily.steps!;
    expect(steps.closingAction).toEqual(CASHOUT);
    expect(playMines(inOrder, [deal(3), CASHOUT]).state).toMatchObject({ multiplier: 1, over: true, end: 'void' });
    expect(playMines(inOrder, [deal(3), reveal(9), CASHOUT]).state).toMatchObject({ multiplier: 1.125, over: true, end: 'cashed-out' });
    const open = steps.openView(inOrder, {}, [deal(3), reveal(9)]) as Record<string, unknown>;
    expect(open).toEqual({ mines: 3, revealed: [9], multiplier: 1.125, next: 1.2857, over: false, end: null });
  });

  it('RTP 99 % regardless of play below the cap, by exact calculation: for every mine count and every stop below the max win, P(k safe) × multiplier is 99 % (at most 0.01 % less)', () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let safe = 1; safe < (capStepOf(mines) ?? 26 - mines); safe++) {
        const rtp = safeChance(mines, safe) * minesMultiplier(mines, safe);
        expect(rtp, `${mines} mines, stop after ${safe}`).toBeLessThanOrEqual(MINES_RTP + 1e-12);
        expect(rtp, `${mines} mines, stop after ${safe}`).toBeGreaterThan(MINES_RTP - 0.0001);
      }
    }
    // The chance is the board's: 3 mines, 2 safe tiles in a row = 22/25 × 21/24.
    expect(safeChance(3, 2)).toBeCloseTo((22 / 25) * (21 / 24), 15);
  });

  it('declared RTP 99 % within the 95 percent interval of 200 000 simulated rounds (random mine counts, tiles and stops up to 24.75×)', () => {
    const random = seeded(3030);
    // Any stop whose chance is at least 1/25 (multipliers up to 24.75×): rarer jackpots would be missing from a
    // sample this size and bias its mean; the exact calculation above covers every stop.
    const stopsOf = Array.from({ length: 25 }, (_, mines) => Array.from({ length: 25 - mines }, (_, k) => k + 1).filter((k) => safeChance(mines, k) >= 1 / 25));
    const { mean, halfWidth } = simulate(200_000, () => {
      const floats = floatsFrom(random, 24);
      const mines = 1 + Math.floor(random() * 24);
      const stops = stopsOf[mines]!;
      const stop = stops[Math.floor(random() * stops.length)]!;
      // The player's tiles: the first `stop` places of a shuffle of the board by the player's own random numbers.
      const tiles = Array.from({ length: MINES_TILES }, (_, tile) => tile);
      for (let i = 0; i < stop; i++) {
        const j = i + Math.floor(random() * (MINES_TILES - i));
        [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
      }
      const actions = [deal(mines), ...tiles.slice(0, stop).map(reveal), CASHOUT];
      // A round ends at its first mine: the replay stops there (round_closed) with the state it had.
      return playMines(floats, actions).state.multiplier;
    });
    expect(Math.abs(mean - MINES_RTP)).toBeLessThan(halfWidth * Z95);
  }, 60_000);

  it('verify reproduces a mines round from its revealed seeds and its actions (the deal first)', () => {
    const input = { choice: { actions: [deal(3), reveal(12), reveal(4), CASHOUT] }, params: {} };
    const played = outcomeOf('mines', EXAMPLE, input);
    expect(played).toMatchObject({ engine: 'mines', mines: 3, minePositions: [3, 16, 23], revealed: [12, 4], end: 'cashed-out', multiplier: 1.2857 });
    expect(verifyRound({ engine: 'mines', ...EXAMPLE, serverSeedHash: hashServerSeed(EXAMPLE.serverSeed), ...input })).toEqual({ seedMatchesHash: true, outcome: played });
    expect(minesFamily.choiceProblem({ actions: [reveal(1)] })).toBe('mines_action_invalid');
  });
});

/** What playing to the cap returns, per mine count: the cap step (safe tiles) and the exact fraction (README, "Mines"). */
const TO_THE_CAP: ReadonlyArray<[mines: number, safe: number, numerator: number, denominator: number]> = [
  [4, 21, 200, 253], [5, 20, 1000, 5313], [6, 18, 100, 253], [7, 16, 3600, 4807], [8, 15, 2000, 4807], [9, 14, 2000, 7429],
  [10, 12, 6500, 7429], [11, 11, 18200, 22287], [12, 10, 6500, 7429], [13, 10, 1500, 7429], [14, 9, 2000, 7429], [15, 8, 2000, 4807],
  [16, 7, 3600, 4807], [17, 7, 800, 4807], [18, 6, 100, 253], [19, 6, 100, 1771], [20, 5, 1000, 5313], [21, 4, 200, 253],
];

/** The published paytable in its wire shape (the registry types a family's paytable loosely). */
const minesPaytable = () => minesFamily.paytable({}) as unknown as MinesPaytable;

describe('mines max win', () => {
  it('rule: max win 10 000 × the stake, like Hi-Lo\'s: the safe tile whose multiplier would reach the cap ends the round there, cashed out at the cap', () => {
    expect(MINES_MAX_MULTIPLIER).toBe(10_000);
    // 12 mines: the 10th safe tile would reach ×11 314.9384 (a cleared board ×5 148 297): the round ends there at ×10 000.
    expect(minesMultiplier(12, 13)).toBe(5_148_297);
    expect(minesMultiplier(12, 9)).toBeLessThan(10_000);
    expect(minesMultiplier(12, 10)).toBeGreaterThan(10_000);
    const safe = Array.from({ length: MINES_TILES }, (_, tile) => tile).slice(12);
    const before = playMines(inOrder, [deal(12), ...safe.slice(0, 9).map(reveal)]).state;
    expect(before).toMatchObject({ multiplier: minesMultiplier(12, 9), next: 10_000, over: false, end: null });
    const capped = playMines(inOrder, [deal(12), ...safe.slice(0, 10).map(reveal)]).state;
    expect(capped).toMatchObject({ revealed: safe.slice(0, 10), multiplier: 10_000, next: null, over: true, end: 'cap', hit: null });
    // Nothing after the cap: the round is over.
    expect(minesFamily.steps!.outOfTurn(inOrder, {}, [deal(12), ...safe.slice(0, 10).map(reveal)], reveal(24))).toBe('round_closed');
    // The paytable names the cap, and each ladder ends at it (the cap itself as the last step).
    const paytable = minesPaytable();
    expect(paytable.maxMultiplier).toBe(10_000);
    expect(paytable.ladders[11]!.multipliers).toHaveLength(10);
    expect(paytable.ladders[11]!.multipliers.at(-1)).toBe(10_000);
    for (const ladder of paytable.ladders) expect(Math.max(...ladder.multipliers), `${ladder.mines} mines`).toBeLessThanOrEqual(10_000);
    // Boards that never reach it keep the whole ladder: 3 mines cleared ×2 277, 24 mines ×24.75.
    expect(minesLadder(3)).toHaveLength(22);
    expect(minesLadder(3).at(-1)).toBe(2277);
    expect(playMines(inOrder, [deal(24), reveal(24)]).state).toMatchObject({ multiplier: 24.75, end: 'cleared' });
  });

  it('playing to the cap returns exactly the chance of reaching it × the cap (counts 4–21; 1–3 and 22–24 never reach it), by exact calculation', () => {
    for (let mines = 1; mines <= 24; mines++) {
      const row = TO_THE_CAP.find(([m]) => m === mines);
      if (!row) {
        expect(capStepOf(mines), `${mines} mines`).toBeNull();
        expect(capReturnOf(mines), `${mines} mines`).toBeNull();
        continue;
      }
      const [, safe, numerator, denominator] = row;
      expect(capStepOf(mines), `${mines} mines`).toBe(safe);
      // In whole numbers: C(25 − m, k) × 10 000 × denominator = numerator × C(25, k).
      const chance = safeChance(mines, safe);
      expect(capReturnOf(mines)!, `${mines} mines`).toBeCloseTo(numerator / denominator, 12);
      expect(Math.round(chance * 10_000 * denominator * 1e6) / 1e6).toBe(numerator);
      expect(capReturnOf(mines)!, `${mines} mines: to the cap returns less than 99 %`).toBeLessThan(MINES_RTP);
      const ladder = minesPaytable().ladders[mines - 1]!;
      expect(ladder.capReturn).toBe(Math.floor((numerator / denominator) * 10_000 + 1e-9) / 10_000);
    }
    // The README's figures: 12 mines 87.49 %, the lowest 19 mines 5.65 %, the highest 10 and 12 mines 87.49 %.
    expect(capReturnOf(12)!).toBeCloseTo(0.8749495, 7);
    expect(Math.min(...TO_THE_CAP.map(([m]) => capReturnOf(m)!))).toBeCloseTo(100 / 1771, 12);
  });
});
