/**
 * Virtual tennis's and basketball's outcomes and paytables (server games/engines/virtual-tennis.ts,
 * virtual-basketball.ts, issue 30): no draw, the winner and the total over/under the game's line.
 */
import { Type } from 'typebox';
import { Int, Num, Nums, Rtp, engine } from './casino-shapes.ts';

export const HeadToHeadPick = Type.Enum(['home', 'away', 'over', 'under']);
const Side = Type.Enum(['home', 'away']);
const Pair = Type.Tuple([Int, Int]);
/** A pick's exact model probability, its odds and its own return (probability × odds); line: the total's half-point line. */
const Market = { line: Num, picks: Type.Array(Type.Object({ pick: HeadToHeadPick, probability: Num, odds: Num, rtp: Num })) };
const Settled = { winner: Side, pick: HeadToHeadPick, odds: Num, multiplier: Num };

/** home, away: each side's chance of winning a point on its own serve. */
export const TennisPaytable = Type.Object({ ...engine('virtual-tennis'), ...Rtp, setsToWin: Int, home: Num, away: Num, ...Market });
/** games in play order (set 1-based); sets: games won per set [home, away]. */
export const TennisOutcome = Type.Object({
  ...engine('virtual-tennis'),
  games: Type.Array(Type.Object({ set: Int, server: Side, winner: Side, tiebreak: Type.Boolean() })),
  sets: Type.Array(Pair),
  setsWon: Pair,
  totalGames: Int,
  line: Num,
  ...Settled,
});

/** home, away: a side's chances of 0, 1, 2 and 3 points on one possession; possessions a side per quarter. */
export const BasketballPaytable = Type.Object({
  ...engine('virtual-basketball'), ...Rtp, quarters: Int, possessions: Int, overtimePossessions: Int, home: Nums, away: Nums, ...Market,
});
/** baskets in play order (period 1–4 the quarters, 5+ overtimes); periods: points per period [home, away]. */
export const BasketballOutcome = Type.Object({
  ...engine('virtual-basketball'),
  baskets: Type.Array(Type.Object({ period: Int, side: Side, points: Int })),
  periods: Type.Array(Pair),
  score: Pair,
  regulationTotal: Int,
  decidedAtLine: Type.Boolean(),
  line: Num,
  ...Settled,
});
