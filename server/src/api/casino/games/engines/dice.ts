/**
 * Dice (roll under): a roll of 0.00–99.99 from one float (10 000 equally likely values); the player picks a
 * target 2–98 and wins when the roll is under it. The pay is 99 / target (rounded down to 4 decimals), so the
 * house edge is 1 %: RTP = target / 100 × pay ≤ 99 % for every target (at most 0.0001 × target/100 less).
 */
import { DICE_RTP, dicePayout } from '@arena/domain';
import type { EngineFamily } from './family.ts';
import { pickIndex } from './family.ts';

export { DICE_RTP, dicePayout };
export const DICE_MIN_TARGET = 2;
export const DICE_MAX_TARGET = 98;

export interface DiceChoice {
  target: number;
}

export interface DiceOutcome {
  roll: number;
  target: number;
  won: boolean;
  payout: number;
  multiplier: number;
}

export function diceOutcome(floats: readonly number[], choice: DiceChoice): DiceOutcome {
  const roll = pickIndex(floats[0] ?? 0, 10_000) / 100;
  const won = roll < choice.target;
  const payout = dicePayout(choice.target);
  return { roll, target: choice.target, won, payout, multiplier: won ? payout : 0 };
}

export const diceFamily: EngineFamily<DiceChoice, DiceOutcome> = {
  floats: () => 1,
  outcome: (floats, _params, choice) => diceOutcome(floats, choice),
  paytable: () => ({ rtp: DICE_RTP, houseEdge: 1 - DICE_RTP, minTarget: DICE_MIN_TARGET, maxTarget: DICE_MAX_TARGET, rollValues: 10_000 }),
  choiceProblem(choice) {
    const target = (choice as Partial<DiceChoice> | null)?.target;
    return Number.isInteger(target) && target! >= DICE_MIN_TARGET && target! <= DICE_MAX_TARGET ? null : 'dice_target_invalid';
  },
  paramsOf: () => ({}),
};
