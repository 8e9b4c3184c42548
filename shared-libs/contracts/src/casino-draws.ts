/**
 * The bingo, lottery and Hi-Lo families' outcomes, paytables and Hi-Lo's open table (server games/engines/
 * bingo.ts, lottery.ts, hilo.ts). Multipliers are × the round's stake.
 */
import { Type } from 'typebox';
import { Cards, Int, Ints, Num, Rtp, engine } from './casino-shapes.ts';

const BingoBalls = Type.Union([Type.Literal(75), Type.Literal(90)]);
export const BingoPattern = Type.Enum(['line', 'two-lines', 'full-house']);
/** bands: a pattern completed within `within` balls pays `pays` × the card's stake. */
export const BingoPaytable = Type.Object({
  ...engine('bingo'), ...Rtp, balls: BingoBalls, maxCards: Int,
  patterns: Type.Array(Type.Object({ pattern: BingoPattern, bands: Type.Array(Type.Object({ within: Int, pays: Num })) })),
});
/** grid: row by row, 0 the free centre or an empty cell; at: the ball count when the pattern completed. */
export const BingoOutcome = Type.Object({
  ...engine('bingo'), balls: BingoBalls, drawn: Ints,
  cards: Type.Array(Type.Object({ grid: Ints, patterns: Type.Array(Type.Object({ pattern: BingoPattern, at: Int, pays: Num })) })),
  multiplier: Num,
});

export const LotteryFormat = Type.Enum(['6/49', '5/36']);
export const LotteryPaytable = Type.Object({
  ...engine('lottery'), ...Rtp, format: LotteryFormat, pick: Int, of: Int, prizes: Type.Array(Type.Object({ matches: Int, pays: Num, chance: Num })),
});
export const LotteryOutcome = Type.Object({ ...engine('lottery'), format: LotteryFormat, numbers: Ints, drawn: Ints, matched: Ints, multiplier: Num });

export const HiloGuess = Type.Enum(['higher', 'lower']);
/** The round so far: the cards shown, each guess, what it returns now, and why it ended (null: still open). */
const HiloState = {
  cards: Cards,
  guesses: Type.Array(Type.Object({ guess: HiloGuess, won: Type.Boolean() })),
  multiplier: Num,
  over: Type.Boolean(),
  end: Type.Union([Type.Enum(['lost', 'cashed-out', 'cap', 'max-guesses', 'void']), Type.Null()]),
};
/** An open Hi-Lo round adds the two guesses open on the shown card (their chance, pay and the multiplier reached). */
export const HiloOpenTable = Type.Object({ ...HiloState, next: Type.Array(Type.Object({ guess: HiloGuess, chance: Num, pays: Num, reaches: Num })) });
export const HiloOutcome = Type.Object({ ...engine('hilo'), ...HiloState });
/** ties: how an equal rank counts. */
export const HiloPaytable = Type.Object({ ...engine('hilo'), ...Rtp, houseEdge: Num, maxGuesses: Int, maxMultiplier: Num, ranks: Int, ties: Type.String() });
