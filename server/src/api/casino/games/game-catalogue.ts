/**
 * The games part reads games from the catalogue (casino/catalogue): which engine runs a game, whether it
 * may be played in demo, and its stake range per currency (minor units).
 */
import { ENGINES, type EngineName } from './engines.ts';
import { casinoCatalogue } from '../catalogue/catalogue-instance.ts';
import { currencyById, currencyPrecision } from '../../shared/reference-data.ts';

export interface PlayableGame {
  id: number;
  slug: string;
  name: { ru: string; en: string };
  engine: EngineName;
  demoAllowed: boolean;
  bets: Readonly<Record<string, { min: number; max: number }>>;
}

/** The game by id or slug, or null when the catalogue has no such game. */
export function findPlayableGame(idOrSlug: string | number): PlayableGame | null {
  const game = casinoCatalogue().find(idOrSlug) as unknown as Partial<PlayableGame> | undefined;
  if (!game || typeof game.id !== 'number') return null;
  const engine = ENGINES.includes(game.engine as EngineName) ? (game.engine as EngineName) : 'generic-demo';
  return { id: game.id, slug: game.slug ?? String(game.id), name: game.name ?? { ru: '', en: '' }, engine, demoAllowed: game.demoAllowed !== false, bets: game.bets ?? {} };
}

/** A game known to exist (its session was launched). */
export function casinoGame(id: number): PlayableGame {
  return findPlayableGame(id) ?? { id, slug: String(id), name: { ru: '', en: '' }, engine: 'generic-demo', demoAllowed: true, bets: {} };
}

/** Fallback range when the catalogue names none for the currency: 1 to 10 000 units. */
const DEFAULT_RANGE = { minUnits: 1, maxUnits: 10_000 };

export function stakeRange(game: PlayableGame, currencyId: number): { min: number; max: number } {
  const iso = currencyById(currencyId)?.iso ?? 'RUB';
  const range = game.bets[iso];
  if (range) return range;
  const scale = 10 ** currencyPrecision(currencyId);
  return { min: DEFAULT_RANGE.minUnits * scale, max: DEFAULT_RANGE.maxUnits * scale };
}
