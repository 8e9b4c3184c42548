/**
 * Dice (roll under, issue 30): the pay of a winning roll under `target` is 99 / target, rounded down to 4
 * decimals, so the house edge is 1 % for every target. The server settles rounds with it and the game page
 * shows it while the player moves the target: one rule, one place.
 */
export const DICE_RTP = 0.99;

/** × stake a roll under `target` pays (target 2–98). */
export const dicePayout = (target: number): number => Math.floor((DICE_RTP * 100 * 10_000) / target) / 10_000;
