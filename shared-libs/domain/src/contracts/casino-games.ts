/**
 * The games' browser API (server/src/api/casino/README.md, "Games and seamless wallet"): sessions, rounds,
 * outcomes and paytables per engine family; the schemas of @arena/contracts casino-games.ts and casino-rounds.ts.
 */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

export type CasinoGameMode = Static<typeof Wire.CasinoGameMode>;
export type CasinoSessionState = Static<typeof Wire.CasinoSessionState>;
export type LaunchAnswer = Static<typeof Wire.LaunchAnswer>;
export type CasinoPaytable = Static<typeof Wire.CasinoPaytable>;
export type FamilyPaytable = Static<typeof Wire.FamilyPaytable>;
export type RouletteBetType = Static<typeof Wire.RouletteBetType>;
export type RouletteBet = Static<typeof Wire.RouletteBet>;
export type BaccaratSide = Static<typeof Wire.BaccaratSide>;
/** A family round's choice: the fields of every family (plinko, scratch, the slots and live blackjack need none). */
export type FamilyChoice = Static<typeof Wire.FamilyChoice>;
export type PlayRequest = Static<typeof Wire.PlayRequest>;
export type ActRequest = Static<typeof Wire.ActRequest>;
export type VerifyRequest = Static<typeof Wire.VerifyRequest>;
/** A playing card: rank 1 (ace) … 13 (king), suit 0 spades, 1 hearts, 2 diamonds, 3 clubs. */
export type PlayingCard = Static<typeof Wire.PlayingCard>;
export type PokerHand = Static<typeof Wire.PokerHand>;
export type BlackjackHand = Static<typeof Wire.BlackjackHand>;
export type BlackjackOpenTable = Static<typeof Wire.BlackjackOpenTable>;
export type PokerOpenTable = Static<typeof Wire.PokerOpenTable>;
export type SlotOutcome = Static<typeof Wire.SlotOutcome>;
export type KenoOutcome = Static<typeof Wire.KenoOutcome>;
export type CrashOutcome = Static<typeof Wire.CrashOutcome>;
export type CrashSettlement = Static<typeof Wire.CrashSettlement>;
export type RouletteOutcome = Static<typeof Wire.RouletteOutcome>;
export type DiceOutcome = Static<typeof Wire.DiceOutcome>;
export type PlinkoOutcome = Static<typeof Wire.PlinkoOutcome>;
export type ScratchOutcome = Static<typeof Wire.ScratchOutcome>;
export type WheelOutcome = Static<typeof Wire.WheelOutcome>;
export type BaccaratOutcome = Static<typeof Wire.BaccaratOutcome>;
export type BlackjackOutcome = Static<typeof Wire.BlackjackOutcome>;
export type PokerOutcome = Static<typeof Wire.PokerOutcome>;
export type FamilyOutcome = Static<typeof Wire.FamilyOutcome>;
export type RoundOutcome = Static<typeof Wire.RoundOutcome>;
export type OpenRoundState = Static<typeof Wire.OpenRoundState>;
export type CasinoRoundStatus = Static<typeof Wire.RoundStatus>;
/** A round as the player sees it (amounts in major units; the server seed only once it is over). */
export type CasinoRound = Static<typeof Wire.CasinoRound>;
export type PlayAnswer = Static<typeof Wire.PlayAnswer>;
export type RoundHistoryAnswer = Static<typeof Wire.RoundHistoryAnswer>;
export type VerifyAnswer = Static<typeof Wire.VerifyAnswer>;
/** The ways and hold-and-win slots (casino-slot-mechanics.ts). */
export type SlotTheme = Static<typeof Wire.SlotTheme>;
export type WaysWin = Static<typeof Wire.WaysWin>;
export type WaysPaytable = Static<typeof Wire.WaysPaytable>;
export type HoldPaytable = Static<typeof Wire.HoldPaytable>;
export type WaysOutcome = Static<typeof Wire.WaysOutcome>;
export type HoldOutcome = Static<typeof Wire.HoldOutcome>;
/** Bingo, the lottery and Hi-Lo (casino-draws.ts). */
export type BingoPattern = Static<typeof Wire.BingoPattern>;
export type BingoPaytable = Static<typeof Wire.BingoPaytable>;
export type BingoOutcome = Static<typeof Wire.BingoOutcome>;
export type LotteryPaytable = Static<typeof Wire.LotteryPaytable>;
export type LotteryOutcome = Static<typeof Wire.LotteryOutcome>;
export type HiloGuess = Static<typeof Wire.HiloGuess>;
export type HiloPaytable = Static<typeof Wire.HiloPaytable>;
export type HiloOpenTable = Static<typeof Wire.HiloOpenTable>;
export type HiloOutcome = Static<typeof Wire.HiloOutcome>;
/** Mines (casino-mines.ts). */
export type MinesEnd = Static<typeof Wire.MinesEnd>;
export type MinesOpenTable = Static<typeof Wire.MinesOpenTable>;
export type MinesOutcome = Static<typeof Wire.MinesOutcome>;
export type MinesPaytable = Static<typeof Wire.MinesPaytable>;
/** The fishing shooter and the virtual sports (casino-arcade.ts). */
export type FishKind = Static<typeof Wire.FishKind>;
export type FishingShot = Static<typeof Wire.FishingShot>;
export type FishingPaytable = Static<typeof Wire.FishingPaytable>;
export type FishingOpenTable = Static<typeof Wire.FishingOpenTable>;
export type FishingOutcome = Static<typeof Wire.FishingOutcome>;
export type MatchPick = Static<typeof Wire.MatchPick>;
export type MatchPaytable = Static<typeof Wire.MatchPaytable>;
export type MatchOutcome = Static<typeof Wire.MatchOutcome>;
export type RunnerKind = Static<typeof Wire.RunnerKind>;
export type RacePaytable = Static<typeof Wire.RacePaytable>;
export type RaceOutcome = Static<typeof Wire.RaceOutcome>;
export type FishingScene = Static<typeof Wire.FishingScene>;
/** Virtual tennis and basketball (casino-head-to-head.ts). */
export type HeadToHeadPick = Static<typeof Wire.HeadToHeadPick>;
export type TennisPaytable = Static<typeof Wire.TennisPaytable>;
export type TennisOutcome = Static<typeof Wire.TennisOutcome>;
export type BasketballPaytable = Static<typeof Wire.BasketballPaytable>;
export type BasketballOutcome = Static<typeof Wire.BasketballOutcome>;
/** The live tables (casino-live.ts): the shared blackjack hand, a table's snapshot and a placed bet. */
export type LiveBlackjackPaytable = Static<typeof Wire.LiveBlackjackPaytable>;
export type LiveBlackjackOutcome = Static<typeof Wire.LiveBlackjackOutcome>;
export type LiveTableKind = Static<typeof Wire.LiveTableKind>;
export type LiveTablePhase = Static<typeof Wire.LiveTablePhase>;
export type LiveTableBet = Static<typeof Wire.LiveTableBet>;
export type LiveTableSnapshot = Static<typeof Wire.LiveTableSnapshot>;
export type LiveBetAnswer = Static<typeof Wire.LiveBetAnswer>;
