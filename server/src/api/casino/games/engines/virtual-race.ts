/**
 * Virtual race (horses, greyhounds, cars; issue 30): RACE_RUNNERS runners with published weights (by the
 * game). The finishing order is drawn first from the round's fair floats, as a weighted draw without
 * replacement (floats 0–4: the winner with chance weight / Σ weights, then the next among the rest…), so a
 * runner's chance to win is exactly its weight's share and its odds are that chance less the margin
 * (virtual-odds.ts). Then the race is laid out to show that order: each runner's pace over RACE_CHECKPOINTS
 * legs comes from its own floats, scaled so it crosses the line at its place's time. The positions are part of
 * the outcome, so the game page replays the race and verify reproduces it from the seeds.
 */
import type { CasinoGame } from '@arena/domain';
import type { EngineFamily, FamilyParams } from './family.ts';
import { declaredRtp, priced } from './virtual-odds.ts';

export const RACE_RUNNERS = 6;
export const RACE_CHECKPOINTS = 12;
/** The field's weights before the game rotates them (the favourite differs by game). */
const FIELD = [30, 22, 17, 13, 10, 8] as const;
const ORDER_FLOATS = RACE_RUNNERS - 1;
export type RunnerKind = 'horse' | 'dog' | 'car';

export interface RaceOutcome {
  /** Runner numbers (1-based) from the winner to the last. */
  order: number[];
  /** Per checkpoint, each runner's share of the track covered (runner 1 first); the winner reaches 1 at the last. */
  positions: number[][];
  winner: number;
  runner: number;
  odds: number;
  multiplier: number;
}

export const raceWeights = (params: FamilyParams): number[] => String(params['weights']).split('-').map(Number);

export const racePrices = (params: FamilyParams) => {
  const weights = raceWeights(params);
  const total = weights.reduce((a, b) => a + b, 0);
  return priced(weights.map((w, i) => [i + 1, w / total] as const));
};

/** The finishing order: a weighted draw without replacement, one float per place but the last. */
export function raceOrder(floats: readonly number[], weights: readonly number[]): number[] {
  const left = weights.map((weight, i) => ({ runner: i + 1, weight }));
  const order: number[] = [];
  for (let place = 0; left.length > 1; place++) {
    const total = left.reduce((sum, r) => sum + r.weight, 0);
    let ticket = (floats[place] ?? 0) * total;
    let index = left.findIndex((r) => (ticket -= r.weight) < 0);
    if (index < 0) index = left.length - 1;
    order.push(left.splice(index, 1)[0]!.runner);
  }
  order.push(left[0]!.runner);
  return order;
}

/** Track covered per checkpoint: the runner's paces (0.6–1.4 each, from its floats) scaled to reach 1 at its time. */
function runnerPath(floats: readonly number[], place: number): number[] {
  const paces = floats.map((f) => 0.6 + 0.8 * f);
  const total = paces.reduce((a, b) => a + b, 0);
  // The winner crosses the line at the last checkpoint; each place behind is 2.5 % of the race later.
  const reach = 1 / (1 + 0.025 * place);
  let covered = 0;
  return paces.map((pace) => Math.round(((covered += pace) / total) * reach * 10_000) / 10_000);
}

export function raceOutcome(floats: readonly number[], params: FamilyParams, runner: number): RaceOutcome {
  const order = raceOrder(floats.slice(0, ORDER_FLOATS), raceWeights(params));
  const paths = Array.from({ length: RACE_RUNNERS }, (_, i) => {
    const start = ORDER_FLOATS + i * RACE_CHECKPOINTS;
    return runnerPath(floats.slice(start, start + RACE_CHECKPOINTS), order.indexOf(i + 1));
  });
  const positions = Array.from({ length: RACE_CHECKPOINTS }, (_, c) => paths.map((path) => path[c]!));
  const winner = order[0]!;
  const odds = racePrices(params)[runner - 1]?.odds ?? 0;
  return { order, positions, winner, runner, odds, multiplier: winner === runner ? odds : 0 };
}

export interface RaceChoice {
  runner: number;
}

/** The runners as the game's name says (the family's games are passed whole; a bare id draws horses). */
const kindOf = (slug: string): RunnerKind => (/greyhound|dog/.test(slug) ? 'dog' : /motor|car|formula/.test(slug) ? 'car' : 'horse');

export const raceFamily: EngineFamily<RaceChoice, RaceOutcome> = {
  floats: () => ORDER_FLOATS + RACE_RUNNERS * RACE_CHECKPOINTS,
  outcome: (floats, params, choice) => raceOutcome(floats, params, choice.runner),
  paytable(params) {
    const picks = racePrices(params);
    return { rtp: declaredRtp(picks), runners: RACE_RUNNERS, runnerKind: params['runnerKind'], checkpoints: RACE_CHECKPOINTS, picks };
  },
  choiceProblem(choice) {
    const runner = (choice as Partial<RaceChoice> | null)?.runner;
    return Number.isInteger(runner) && runner! >= 1 && runner! <= RACE_RUNNERS ? null : 'virtual_runner_invalid';
  },
  // The field rotated by the game (a different favourite per game); the runners drawn as the game's name says.
  paramsOf: (game) => {
    const shift = game.id % RACE_RUNNERS;
    const weights = FIELD.map((_, i) => FIELD[(i + shift) % RACE_RUNNERS]!);
    return { weights: weights.join('-'), runnerKind: kindOf((game as Partial<CasinoGame>).slug ?? '') };
  },
};
