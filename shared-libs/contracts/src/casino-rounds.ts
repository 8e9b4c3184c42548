/**
 * What the games' calls answer about rounds (server/src/api/casino/README.md): a round with its outcome, a
 * multi-step round's open table, and each engine's published paytable. Amounts are major units; outcome
 * multipliers are × the round's stake. Every engine family has one entry in FAMILY_OUTCOMES and
 * FAMILY_PAYTABLES (and FAMILY_OPEN_STATES when its round takes several calls): a new family appends a line to each.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { CasinoEngine, CasinoVolatility } from './casino-catalogue.ts';
import { BaccaratSide, CasinoGameMode, type FamilyEngineName, CasinoSessionState, FamilyChoice, RouletteBetType, StepAction } from './casino-games.ts';
import { Cards, Int, Ints, Num, Nums, Rtp, engine } from './casino-shapes.ts';
import { HoldOutcome, HoldPaytable, WaysOutcome, WaysPaytable } from './casino-slot-mechanics.ts';
import { BingoOutcome, BingoPaytable, HiloOpenTable, HiloOutcome, HiloPaytable, LotteryOutcome, LotteryPaytable } from './casino-draws.ts';
import { MinesOpenTable, MinesOutcome, MinesPaytable } from './casino-mines.ts';
import { FishingOpenTable, FishingOutcome, FishingPaytable, MatchOutcome, MatchPaytable, RaceOutcome, RacePaytable } from './casino-arcade.ts';
import { BasketballOutcome, BasketballPaytable, TennisOutcome, TennisPaytable } from './casino-head-to-head.ts';
/** The union of a per-family map's schemas, typed as the union of their types (a map's values are no tuple for TypeBox). */
const unionOf = <Map extends Record<string, TSchema>>(map: Map) => Type.Unsafe<Static<Map[keyof Map]>>(Type.Union(Object.values(map)));

export const PokerHand = Type.Enum(['royal-flush', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush', 'straight', 'three-of-a-kind', 'two-pair', 'jacks-or-better', 'nothing']);
/** bet: units of the base stake on the hand (2 once doubled). */
export const BlackjackHand = Type.Object({ cards: Cards, bet: Int, fromSplit: Type.Boolean(), done: Type.Boolean() });
/** While the player acts: their hands and the dealer's up card only (the hole card stays in the round's secret). */
export const BlackjackOpenTable = Type.Object({
  hands: Type.Array(BlackjackHand),
  playerTotals: Ints,
  active: Type.Union([Int, Type.Null()]),
  dealer: Cards,
  dealerTotal: Int,
  over: Type.Boolean(),
});
/** A video-poker round before the draw: the dealt hand and what it already is. */
export const PokerOpenTable = Type.Object({ dealt: Cards, hand: PokerHand, over: Type.Boolean() });

export const SlotOutcome = Type.Object({
  ...engine('slot'),
  /** grid[reel][row]: symbol indexes as shown; a line win's multiplier is × the line bet. */
  slot: Type.Object({ stops: Ints, grid: Type.Array(Ints), lineWins: Type.Array(Type.Object({ line: Int, symbol: Int, count: Int, multiplier: Num })), stars: Int, multiplier: Num }),
  multiplier: Num,
});
export const KenoOutcome = Type.Object({ ...engine('keno'), keno: Type.Object({ drawn: Ints, hits: Ints, multiplier: Num }), picks: Ints, multiplier: Num });
/** The engine's crash point for a seed pair (what verify answers). */
export const CrashOutcome = Type.Object({ ...engine('crash'), crashPoint: Num });
/** A settled crash round: its crash point and where it was cashed out (null: it crashed first). */
export const CrashSettlement = Type.Object({ crashPoint: Num, cashedOutAt: Type.Union([Num, Type.Null()]) });
/** A round whose provider step failed: nothing was won or lost. */
export const RolledBackOutcome = Type.Object({ rolledBack: Type.Literal(true) });

/** returns: per bet in the order placed, major units with the stake (0 = lost). */
export const RouletteOutcome = Type.Object({ ...engine('roulette'), pocket: Int, colour: Type.Enum(['green', 'red', 'black']), returns: Nums, multiplier: Num });
export const DiceOutcome = Type.Object({ ...engine('dice'), roll: Num, target: Int, won: Type.Boolean(), payout: Num, multiplier: Num });
/** path: per row 0 left, 1 right. */
export const PlinkoOutcome = Type.Object({ ...engine('plinko'), path: Ints, bin: Int, multiplier: Num });
export const ScratchOutcome = Type.Object({ ...engine('scratch'), cells: Type.Array(Type.String()), prize: Type.Union([Type.String(), Type.Null()]), multiplier: Num });
export const WheelOutcome = Type.Object({ ...engine('wheel'), segment: Int, mark: Int, backed: Int, multiplier: Num });
export const BaccaratOutcome = Type.Object({
  ...engine('baccarat'), player: Ints, banker: Ints, playerTotal: Int, bankerTotal: Int, winner: BaccaratSide, side: BaccaratSide, multiplier: Num,
});
/** returns: per hand, units of the base stake paid back (stake included). */
export const BlackjackOutcome = Type.Object({ ...engine('blackjack'), ...BlackjackOpenTable.properties, returns: Nums, multiplier: Num });
export const PokerOutcome = Type.Object({
  ...engine('video-poker'), dealt: Cards, held: Type.Union([Ints, Type.Null()]), final: Type.Union([Cards, Type.Null()]), hand: PokerHand, over: Type.Boolean(), multiplier: Num,
});
/** The live table's one shared hand: the house plays it by basic strategy (actions), every bet rides on it. */
export const LiveBlackjackOutcome = Type.Object({
  ...engine('live-blackjack'), player: Cards, dealer: Cards, playerTotal: Int, dealerTotal: Int, actions: Type.Array(StepAction), multiplier: Num,
});

/** Each family's settled outcome: one line per family. */
const FAMILY_OUTCOMES = {
  roulette: RouletteOutcome,
  dice: DiceOutcome,
  plinko: PlinkoOutcome,
  scratch: ScratchOutcome,
  wheel: WheelOutcome,
  baccarat: BaccaratOutcome,
  blackjack: BlackjackOutcome,
  'video-poker': PokerOutcome,
  'slot-ways': WaysOutcome,
  'slot-hold': HoldOutcome,
  bingo: BingoOutcome,
  lottery: LotteryOutcome,
  hilo: HiloOutcome,
  fishing: FishingOutcome,
  'virtual-match': MatchOutcome,
  'virtual-race': RaceOutcome,
  'virtual-tennis': TennisOutcome,
  'virtual-basketball': BasketballOutcome,
  'live-blackjack': LiveBlackjackOutcome,
  mines: MinesOutcome,
} satisfies Record<FamilyEngineName, TSchema>;
export const FamilyOutcome = unionOf(FAMILY_OUTCOMES);
/** The outcome of a seed pair for an engine (verify); a settled round records it, a crash round its settlement. */
export const RoundOutcome = Type.Union([SlotOutcome, KenoOutcome, CrashOutcome, FamilyOutcome]);

/** An open multi-step round's table: one line per multi-step family. */
const FAMILY_OPEN_STATES = { blackjack: BlackjackOpenTable, 'video-poker': PokerOpenTable, hilo: HiloOpenTable, fishing: FishingOpenTable, mines: MinesOpenTable };
export const OpenRoundState = unionOf(FAMILY_OPEN_STATES);

export const RoundStatus = Type.Enum(['open', 'settled', 'rolled_back']);
/**
 * A round as the player sees it: the server seed only once it is over; picks are keno's numbers or a family's
 * choice; a crash round in flight has elapsedMs and its multiplier now; an open step round its table.
 */
export const CasinoRound = Type.Object({
  roundId: Int,
  engine: CasinoEngine,
  status: RoundStatus,
  stake: Num,
  win: Num,
  nonce: Int,
  clientSeed: Type.String(),
  serverSeedHash: Type.String(),
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  picks: Type.Union([Ints, FamilyChoice, Type.Null()]),
  /** A classic slot's round: the table (volatility) that dealt it, the one to verify it on; null for other engines. */
  slotTable: Type.Optional(Type.Union([CasinoVolatility, Type.Null()])),
  autoCashOut: Type.Union([Num, Type.Null()]),
  outcome: Type.Union([SlotOutcome, KenoOutcome, CrashSettlement, FamilyOutcome, RolledBackOutcome, Type.Null()]),
  elapsedMs: Type.Union([Int, Type.Null()]),
  multiplier: Type.Union([Num, Type.Null()]),
  state: Type.Union([OpenRoundState, Type.Null()]),
  createdAt: Int,
});
export const PlayAnswer = Type.Object({ round: CasinoRound, session: CasinoSessionState });
export const RoundHistoryAnswer = Type.Object({ rounds: Type.Array(CasinoRound) });
/** What anyone can check after a round: the seed is the one committed to, and the outcome it gives. */
export const VerifyAnswer = Type.Object({ seedMatchesHash: Type.Boolean(), outcome: RoundOutcome });

/** A classic-line slot's table: each volatility has its own strips and pays (Fruit Fiesta 5 plays the medium one). */
export const SlotPaytable = Type.Object({
  ...engine('slot'), ...Rtp, volatility: CasinoVolatility, symbols: Type.Array(Type.String()), linePays: Type.Array(Type.Object({ symbol: Type.String(), pays: Nums })),
  scatterPays: Nums, paylines: Type.Array(Ints), reelStrips: Type.Array(Type.Array(Type.String())),
});
export const KenoPaytable = Type.Object({ ...engine('keno'), ...Rtp, numbers: Int, drawn: Int, maxPicks: Int, pays: Type.Array(Type.Object({ picks: Int, pays: Nums, rtp: Num })) });
export const CrashPaytable = Type.Object({ ...engine('crash'), ...Rtp, houseEdge: Num, growthPerSecond: Num, maxMultiplier: Num });
/** pays: "to one" per bet type. */
export const RoulettePaytable = Type.Object({ ...engine('roulette'), ...Rtp, pockets: Int, wheelOrder: Ints, red: Ints, pays: Type.Record(RouletteBetType, Num) });
export const DicePaytable = Type.Object({ ...engine('dice'), ...Rtp, houseEdge: Num, minTarget: Int, maxTarget: Int, rollValues: Int });
export const PlinkoPaytable = Type.Object({ ...engine('plinko'), ...Rtp, rows: Int, risk: Type.Enum(['low', 'medium', 'high']), bins: Nums });
export const ScratchPaytable = Type.Object({ ...engine('scratch'), ...Rtp, table: Type.String(), cells: Int, prizes: Type.Array(Type.Object({ symbol: Type.String(), pays: Num, chance: Num })) });
export const WheelPaytable = Type.Object({ ...engine('wheel'), ...Rtp, segments: Ints, marks: Type.Array(Type.Object({ mark: Int, count: Int, pays: Num })) });
export const BaccaratPaytable = Type.Object({ ...engine('baccarat'), ...Rtp, sides: Type.Array(Type.Object({ side: BaccaratSide, returns: Num, rtp: Num })) });
export const BlackjackPaytable = Type.Object({
  ...engine('blackjack'), ...Rtp, decks: Int, blackjackPays: Num, winPays: Num, dealerStandsOnSoft17: Type.Boolean(), doubleOn: Type.String(), splits: Int, actions: Type.Array(Type.String()),
});
export const PokerPaytable = Type.Object({ ...engine('video-poker'), ...Rtp, pays: Type.Array(Type.Object({ hand: PokerHand, pays: Num })) });
/** sharedHand: how the house plays the table's hand. */
export const LiveBlackjackPaytable = Type.Object({
  ...engine('live-blackjack'), ...Rtp, decks: Int, blackjackPays: Num, winPays: Num, dealerStandsOnSoft17: Type.Boolean(), sharedHand: Type.String(),
});

/** Each family's published paytable: one line per family. */
const FAMILY_PAYTABLES = {
  roulette: RoulettePaytable,
  dice: DicePaytable,
  plinko: PlinkoPaytable,
  scratch: ScratchPaytable,
  wheel: WheelPaytable,
  baccarat: BaccaratPaytable,
  blackjack: BlackjackPaytable,
  'video-poker': PokerPaytable,
  'slot-ways': WaysPaytable,
  'slot-hold': HoldPaytable,
  bingo: BingoPaytable,
  lottery: LotteryPaytable,
  hilo: HiloPaytable,
  fishing: FishingPaytable,
  'virtual-match': MatchPaytable,
  'virtual-race': RacePaytable,
  'virtual-tennis': TennisPaytable,
  'virtual-basketball': BasketballPaytable,
  'live-blackjack': LiveBlackjackPaytable,
  mines: MinesPaytable,
} satisfies Record<FamilyEngineName, TSchema>;
export const FamilyPaytable = unionOf(FAMILY_PAYTABLES);
export const CasinoPaytable = Type.Union([SlotPaytable, KenoPaytable, CrashPaytable, FamilyPaytable]);

/** A launched session: the game, the stake range (major units) and its published paytable. */
export const LaunchAnswer = Type.Object({
  sessionId: Type.String(),
  mode: CasinoGameMode,
  game: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), engine: CasinoEngine }),
  minStake: Type.Number(),
  maxStake: Type.Number(),
  ...CasinoSessionState.properties,
  paytable: CasinoPaytable,
  /** A live table: the page plays it at the shared table (casino-live.ts), not round by round. */
  live: Type.Optional(Type.Boolean()),
});
export const CasinoPaytableAnswer = Type.Object({ paytable: CasinoPaytable });
