/**
 * The ways (cascading) and hold-and-win slots' outcomes and paytables (server games/engines/slot-ways.ts,
 * slot-hold.ts): cells are symbol indexes reel by reel, 3 rows each; pays are × the line bet per way.
 */
import { Type } from 'typebox';
import { CasinoVolatility } from './casino-catalogue.ts';
import { Int, Ints, Num, Nums, Rtp, engine } from './casino-shapes.ts';

/** The symbol set a slot draws (slot-themes.ts). */
export const SlotTheme = Type.Enum(['fruit', 'egypt', 'ocean', 'gems']);
/** symbols: the pay symbols low to high, then the wild (hold and win: and the coin); pays: for 3, 4 and 5 reels. */
const SlotTableBase = { ...Rtp, volatility: CasinoVolatility, theme: SlotTheme, symbols: Type.Array(Type.String()), betUnits: Int, pays: Type.Array(Nums) };

export const WaysPaytable = Type.Object({
  ...engine('slot-ways'), ...SlotTableBase, mechanic: Type.Literal('ways'), ways: Int, maxCascades: Int, cascadeMultipliers: Nums,
  /** Each symbol's weight on the outer and inner reels (the published reel odds). */
  weights: Type.Object({ outer: Nums, inner: Nums }),
});
export const HoldPaytable = Type.Object({
  ...engine('slot-hold'), ...SlotTableBase, mechanic: Type.Literal('hold'), trigger: Int, respins: Int,
  coinValues: Type.Array(Type.Object({ value: Num, weight: Num })), grand: Num, coinChance: Num, landChance: Num, triggerChance: Num,
});

/** reels: how many reels the win spans; pay: × the line bet, all its ways together. */
export const WaysWin = Type.Object({ symbol: Int, reels: Int, ways: Int, pay: Num });
export const WaysOutcome = Type.Object({
  ...engine('slot-ways'), theme: SlotTheme,
  /** Each fall of symbols: its cells, its wins, the cells they cleared and the fall's multiplier. */
  cascades: Type.Array(Type.Object({ cells: Ints, wins: Type.Array(WaysWin), removed: Ints, cascadeMultiplier: Num })),
  multiplier: Num,
});
export const HoldOutcome = Type.Object({
  ...engine('slot-hold'), theme: SlotTheme, cells: Ints,
  /** Each cell's coin value (0: no coin). */
  values: Nums,
  wins: Type.Array(WaysWin),
  /** The hold-and-win respins once enough coins landed (null: not triggered). */
  feature: Type.Union([Type.Object({ respins: Type.Array(Type.Object({ landed: Ints, respinsLeft: Int })), full: Type.Boolean(), coins: Int, pay: Num }), Type.Null()]),
  multiplier: Num,
});
