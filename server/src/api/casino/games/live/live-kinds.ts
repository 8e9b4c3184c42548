/**
 * The live tables' kinds as data: which engine family draws each table's round (the same pure outcome the
 * single-player game uses, so verify reproduces it), the choice the table's own result is drawn with, and how a
 * bet and a result read on the table's strip. A live-casino game of one of these engines is a table.
 */
import type { CasinoGame } from '@arena/domain';
import type { BaccaratChoice, BaccaratOutcome } from '../engines/baccarat.ts';
import type { RouletteChoice, RouletteOutcome } from '../engines/roulette.ts';
import type { WheelChoice, WheelOutcome } from '../engines/wheel.ts';
import type { LiveBlackjackOutcome } from '../engines/live-blackjack.ts';

export type LiveKind = 'roulette' | 'baccarat' | 'wheel' | 'live-blackjack';

interface KindRules {
  /** The choice the table's result is drawn with (the draw itself does not depend on any player's choice). */
  tableChoice: unknown;
  /** How a bet reads in the table's list of bets ("red", "17", "banker", "5"). */
  betLabel: (choice: unknown) => string;
  /** The short form of a result on the recent-results strip. */
  resultOf: (outcome: unknown) => { label: string; tone: string };
}

export const LIVE_KINDS: Readonly<Record<LiveKind, KindRules>> = {
  roulette: {
    tableChoice: { bets: [] } satisfies RouletteChoice,
    betLabel: (choice) =>
      (choice as RouletteChoice).bets.map((bet) => (bet.numbers?.length ? `${bet.type} ${bet.numbers.join('/')}` : bet.type)).join(', '),
    resultOf: (outcome) => {
      const o = outcome as RouletteOutcome;
      return { label: String(o.pocket), tone: o.colour };
    },
  },
  baccarat: {
    tableChoice: { side: 'banker' } satisfies BaccaratChoice,
    betLabel: (choice) => (choice as BaccaratChoice).side,
    resultOf: (outcome) => {
      const o = outcome as BaccaratOutcome;
      return { label: `${o.playerTotal}:${o.bankerTotal}`, tone: o.winner };
    },
  },
  wheel: {
    tableChoice: { mark: 1 } satisfies WheelChoice,
    betLabel: (choice) => String((choice as WheelChoice).mark),
    resultOf: (outcome) => {
      const o = outcome as WheelOutcome;
      return { label: String(o.mark), tone: `mark-${o.mark}` };
    },
  },
  'live-blackjack': {
    tableChoice: {},
    // Every bet backs the table's one hand.
    betLabel: () => 'hand',
    resultOf: (outcome) => {
      const o = outcome as LiveBlackjackOutcome;
      return { label: `${o.playerTotal}:${o.dealerTotal}`, tone: o.multiplier > 1 ? 'win' : o.multiplier === 1 ? 'push' : 'lose' };
    },
  },
};

export const isLiveKind = (engine: string): engine is LiveKind => engine in LIVE_KINDS;

/** Whether a catalogue game is a live table (a live-casino game whose engine has a table kind). */
export const isLiveTable = (game: Pick<CasinoGame, 'category' | 'engine'> | undefined): boolean => !!game && game.category === 'live-casino' && isLiveKind(game.engine);
