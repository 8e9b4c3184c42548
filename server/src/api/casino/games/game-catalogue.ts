/**
 * The games part reads games from the catalogue (casino/catalogue): which engine runs a game, whether it
 * may be played in demo, and its stake range per currency (minor units).
 */
import type { CasinoGame } from '@arena/domain';
import { casinoCatalogue } from '../catalogue/catalogue-instance.ts';
import { currencyById, currencyPrecision } from '../../shared/reference-data.ts';

/** The game by id or slug, or null when the catalogue has no such game. */
export function findPlayableGame(idOrSlug: string | number): CasinoGame | null {
  return casinoCatalogue().find(idOrSlug) ?? null;
}

/** Fallback range when the catalogue names none for the currency (or no longer lists the game): 1 to 10 000 units. */
const DEFAULT_RANGE = { minUnits: 1, maxUnits: 10_000 };

export function stakeRange(game: Pick<CasinoGame, 'bets'> | null, currencyId: number): { min: number; max: number } {
  const iso = currencyById(currencyId)?.iso ?? 'RUB';
  const range = game?.bets[iso];
  if (range) return range;
  const scale = 10 ** currencyPrecision(currencyId);
  return { min: DEFAULT_RANGE.minUnits * scale, max: DEFAULT_RANGE.maxUnits * scale };
}
