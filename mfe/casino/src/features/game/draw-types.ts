/** The bingo, lottery and Hi-Lo families as the games' browser API sends them: the server's schemas (@arena/contracts casino-draws.ts). */
import type { HiloOpenTable } from '@arena/domain';

export type { BingoOutcome, BingoPaytable, HiloPaytable, LotteryOutcome, LotteryPaytable } from '@arena/domain';

/** A Hi-Lo round as the view reads it: the open table (with the next guesses) or the settled outcome (without). */
export type HiloTable = Omit<HiloOpenTable, 'next'> & Partial<Pick<HiloOpenTable, 'next'>>;
