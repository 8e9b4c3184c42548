/**
 * The Mines family's outcome, paytable and open table (server games/engines/mines.ts). Tiles are 0–24, row by
 * row from the top left of the 5 × 5 board; multipliers are × the round's stake.
 */
import { Type } from 'typebox';
import { Int, Ints, Num, Rtp, engine } from './casino-shapes.ts';

/** Why a round ended: a mine, cashed out, every safe tile found, the max win reached (paid the cap), or left before any tile (stake back). */
export const MinesEnd = Type.Enum(['lost', 'cashed-out', 'cleared', 'cap', 'void']);
/** The round as the player may see it while it is open: no mine positions. */
const MinesView = {
  mines: Int,
  revealed: Ints,
  multiplier: Num,
  next: Type.Union([Num, Type.Null()]),
  over: Type.Boolean(),
  end: Type.Union([MinesEnd, Type.Null()]),
};
export const MinesOpenTable = Type.Object(MinesView);
/** Settled: where the mines were, and the one hit (null when none was). */
export const MinesOutcome = Type.Object({ ...engine('mines'), ...MinesView, minePositions: Ints, hit: Type.Union([Int, Type.Null()]) });
/**
 * maxMultiplier: the max win (× stake); ladders: per mine count, the multiplier after 1, 2, … safe tiles up to the
 * last tile or the cap, and capReturn: what playing to the cap returns per unit staked (null: the ladder stays below it).
 */
export const MinesPaytable = Type.Object({
  ...engine('mines'), ...Rtp, houseEdge: Num, maxMultiplier: Num, tiles: Int, minMines: Int, maxMines: Int,
  ladders: Type.Array(Type.Object({ mines: Int, multipliers: Type.Array(Num), capReturn: Type.Union([Num, Type.Null()]) })),
});
