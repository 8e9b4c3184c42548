/**
 * The live tables' browser API under /casino-api/live (server/src/api/casino/README.md, "Live tables"): a
 * table's snapshot (the GET answer and each `table` event of its SSE stream), a bet in the window (the body is
 * the games' PlayRequest) and the e2e timing control. Amounts are major units, times epoch milliseconds.
 */
import { Type } from 'typebox';
import { Int, Num } from './casino-shapes.ts';
import { BaccaratOutcome, LiveBlackjackOutcome, PlayAnswer, RouletteOutcome, WheelOutcome } from './casino-rounds.ts';

/** The families dealt at a shared table (server games/live/live-kinds.ts). */
export const LiveTableKind = Type.Enum(['roulette', 'baccarat', 'wheel', 'live-blackjack']);
export const LiveTablePhase = Type.Enum(['betting', 'drawing', 'result', 'sleeping']);
/** seat: the player's anonymised seat at this table; label: what the bet backs, as the table shows it. */
export const LiveTableBet = Type.Object({ seat: Type.String(), amount: Num, currency: Type.String(), label: Type.String() });
/** A round of the table: its commitment, clock and bets; the server seed and the result once it is drawn. */
export const LiveTableRound = Type.Object({
  number: Int,
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  opensAt: Int,
  closesAt: Int,
  drawsAt: Int,
  endsAt: Int,
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  /** The table's outcome for its neutral choice (each bet is settled by the same seeds with its own choice). */
  result: Type.Union([RouletteOutcome, BaccaratOutcome, WheelOutcome, LiveBlackjackOutcome, Type.Null()]),
  /** The latest 50 bets; totals counts them all. */
  bets: Type.Array(LiveTableBet),
  totals: Type.Object({ bets: Int, players: Int }),
});
/** Test controls only: the window and the draw shortened so an e2e round takes seconds. */
export const LiveTimingRequest = Type.Object(
  {
    bettingMs: Type.Integer({ minimum: 500, maximum: 120_000 }),
    drawingMs: Type.Integer({ minimum: 100, maximum: 60_000 }),
    resultMs: Type.Integer({ minimum: 100, maximum: 60_000 }),
  },
  { additionalProperties: false },
);
const LiveTimings = Type.Object({ bettingMs: Int, drawingMs: Int, resultMs: Int });
/** What every player at the table sees: the same clock (serverNow), round, bets and strip of recent results. */
export const LiveTableSnapshot = Type.Object({
  game: Type.Object({ id: Int, slug: Type.String(), engine: LiveTableKind }),
  phase: LiveTablePhase,
  serverNow: Int,
  round: Type.Union([LiveTableRound, Type.Null()]),
  recent: Type.Array(Type.Object({ label: Type.String(), tone: Type.String() })),
  timings: LiveTimings,
});
/** A placed bet: the player's round (open until the table draws) and session, and the table with the bet on it. */
export const LiveBetAnswer = Type.Object({ ...PlayAnswer.properties, table: LiveTableSnapshot });
