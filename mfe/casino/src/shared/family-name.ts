/**
 * The dictionary key (`casino` namespace) naming a game's family on its tile and its page: the engine's, except
 * that the shooter's hunting games (by their theme, @arena/domain shooterSceneOf) are named a hunt, not fishing.
 */
import { shooterSceneOf, type CasinoEngine } from '@arena/domain';

export const familyNameKey = (engine: CasinoEngine, slug: string): string =>
  engine === 'fishing' && shooterSceneOf(slug) === 'forest' ? 'family_hunting' : `family_${engine}`;
