/** The bingo, lottery and Hi-Lo families as the games' browser API sends them (server games/engines). */
import type { Card } from './game-api.ts';

export type BingoPattern = 'line' | 'two-lines' | 'full-house';
export interface BingoPaytable { engine: 'bingo'; rtp: number; balls: 75 | 90; maxCards: number; patterns: Array<{ pattern: BingoPattern; bands: Array<{ within: number; pays: number }> }> }
export interface LotteryPaytable { engine: 'lottery'; rtp: number; format: string; pick: number; of: number; prizes: Array<{ matches: number; pays: number; chance: number }> }
export interface HiloPaytable { engine: 'hilo'; rtp: number; houseEdge: number; maxGuesses: number; maxMultiplier: number }

/** A bingo card (grid row by row, 0 = free centre or empty cell) with when each pattern completed and its pay. */
export interface BingoCardResult { grid: number[]; patterns: Array<{ pattern: BingoPattern; at: number; pays: number }> }
export interface BingoOutcome { engine: 'bingo'; balls: 75 | 90; drawn: number[]; cards: BingoCardResult[]; multiplier: number }
export interface LotteryOutcome { engine: 'lottery'; format: string; numbers: number[]; drawn: number[]; matched: number[]; multiplier: number }

export type HiloGuess = 'higher' | 'lower';
/** A Hi-Lo round: the cards so far, each guess and what the round returns now; open rounds add the next guesses. */
export interface HiloTable {
  cards: Card[];
  guesses: Array<{ guess: HiloGuess; won: boolean }>;
  multiplier: number;
  over: boolean;
  end: 'lost' | 'cashed-out' | 'cap' | 'max-guesses' | 'void' | null;
  next?: Array<{ guess: HiloGuess; chance: number; pays: number; reaches: number }>;
}
export type HiloOutcome = HiloTable & { engine: 'hilo' };
