/**
 * Which classic-line table dealt a round (issue 30 leftovers). Since the classic slots have a table per volatility
 * a round is dealt on its game's volatility table; before that change every classic round was dealt on the one
 * shared table, today's medium one (Fruit Fiesta 5's). The round row records its table (`casino_rounds.slot_table`)
 * so the round settles and verifies on the table that dealt it, whatever its game plays now.
 */
import type { CasinoGame } from '@arena/domain';
import { roundFloats } from './provably-fair.ts';
import { slotOutcome } from './slot-engine.ts';
import { CLASSIC_VOLATILITIES, type ClassicVolatility } from './slot-paytable.ts';

/** The table every classic round was dealt on before the tables per volatility. */
export const SHARED_SLOT_TABLE: ClassicVolatility = 'medium';

/** The table a classic game deals on now: its volatility's (an unknown game or volatility plays the shared one). */
export const slotTableOfGame = (game: Pick<CasinoGame, 'volatility'> | null | undefined): ClassicVolatility =>
  CLASSIC_VOLATILITIES.find((v) => v === game?.volatility) ?? SHARED_SLOT_TABLE;

/** A stored table key read back (null for another engine's round, or a value no table has). */
export const slotTableKey = (value: unknown): ClassicVolatility | null => CLASSIC_VOLATILITIES.find((v) => v === value) ?? null;

export interface StoredSlotRound {
  server_seed: string;
  client_seed: string;
  nonce: number;
  outcome: string | null;
}

/**
 * The table that dealt a stored classic round: of the game's table and the shared one, the one whose replay of the
 * revealed seeds gives the outcome the round stored (the same replay the verify call does). A round with no dealt
 * outcome (rolled back, or still open) has nothing to reproduce: it takes the game's table, the one it settles on now.
 */
export function dealingSlotTable(round: StoredSlotRound, gameTable: ClassicVolatility): ClassicVolatility {
  const stored = round.outcome ? ((JSON.parse(round.outcome) as { slot?: unknown }).slot ?? null) : null;
  if (!stored) return gameTable;
  const floats = roundFloats({ serverSeed: round.server_seed, clientSeed: round.client_seed, nonce: round.nonce }, 5);
  const dealt = JSON.stringify(stored);
  const candidates = gameTable === SHARED_SLOT_TABLE ? [gameTable] : [gameTable, SHARED_SLOT_TABLE];
  return candidates.find((table) => JSON.stringify(slotOutcome(floats, table)) === dealt) ?? gameTable;
}
