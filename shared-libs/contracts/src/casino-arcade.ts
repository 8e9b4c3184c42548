/**
 * The fishing shooter's and the virtual sports' outcomes, paytables and fishing's open table (server
 * games/engines/fishing.ts, virtual-match.ts, virtual-race.ts). Multipliers are × the round's stake.
 */
import { Type, type TSchema } from 'typebox';
import { CasinoVolatility } from './casino-catalogue.ts';
import { Int, Ints, Num, Nums, Rtp, engine } from './casino-shapes.ts';

export const FishKind = Type.Enum(['clownfish', 'pufferfish', 'turtle', 'shark', 'whale']);
/** pays: × the stake of one shot (0 = missed). */
export const FishingShot = Type.Object({ kind: FishKind, hit: Type.Boolean(), pays: Num });
/** The shots so far (open) or all of them (settled); multiplier: the return ÷ the round's price (all its shots). */
const FishingState = { shots: Type.Array(FishingShot), shotsLeft: Int, over: Type.Boolean(), multiplier: Num };
export const FishingOpenTable = Type.Object(FishingState);
export const FishingOutcome = Type.Object({ ...engine('fishing'), ...FishingState });
/** Where the shooter plays: the sea (fishing games) or a forest field (hunting games), by the game's slug. */
export const FishingScene = Type.Enum(['sea', 'forest']);
/** table: the game's pay table; chance: a shot's chance to catch the fish; scene: the pictures only (the same targets and pays). */
export const FishingPaytable = Type.Object({
  ...engine('fishing'), ...Rtp, table: CasinoVolatility, scene: FishingScene, shots: Int, fish: Type.Array(Type.Object({ kind: FishKind, pays: Num, chance: Num })),
});

export const MatchPick = Type.Enum(['home', 'draw', 'away']);
/** A pick's model probability, its odds, and its own return (probability × odds). */
const PricedPick = <Pick extends TSchema>(pick: Pick) => Type.Object({ pick, probability: Num, odds: Num, rtp: Num });
/** home, away: each side's goals per minute in the model. */
export const MatchPaytable = Type.Object({ ...engine('virtual-match'), ...Rtp, minutes: Int, home: Num, away: Num, picks: Type.Array(PricedPick(MatchPick)) });
export const MatchOutcome = Type.Object({
  ...engine('virtual-match'),
  goals: Type.Array(Type.Object({ minute: Int, side: Type.Enum(['home', 'away']) })),
  score: Type.Tuple([Int, Int]),
  result: MatchPick,
  pick: MatchPick,
  odds: Num,
  multiplier: Num,
});

export const RunnerKind = Type.Enum(['horse', 'dog', 'car']);
export const RacePaytable = Type.Object({ ...engine('virtual-race'), ...Rtp, runners: Int, runnerKind: RunnerKind, checkpoints: Int, picks: Type.Array(PricedPick(Int)) });
/** order: runners (1-based) first to last; positions[checkpoint][runner]: the share of the track covered. */
export const RaceOutcome = Type.Object({ ...engine('virtual-race'), order: Ints, positions: Type.Array(Nums), winner: Int, runner: Int, odds: Num, multiplier: Num });
