/** Games, casino and third-party sections, and cyber/esports routes of spec §2. */
import { THIRD_PARTY_SECTIONS } from '../sections.ts';
import type { RouteDef } from '../types.ts';
import { route } from './define.ts';

const C = '@arena/casino';
const Y = '@arena/cyber';

/** Every third-party section page has game/{gameId}/{gameName} children (spec §2). */
const thirdParty = THIRD_PARTY_SECTIONS.flatMap((section) => {
  // slots and keno have their own section enumerations below; their game children are generated here.
  const page = section === 'slots' || section === 'keno' ? [] : [route(section, section, C, section)];
  return [...page, route(`${section}-game`, `${section}/game/{gameId}/{gameName}`, C, section)];
});

const cyber = { root: 'cyberRoot', type: 'cyberType' } as const;

export const CASINO_ROUTES = [
  route('games', 'games', C, 'Games'),
  route('games-game', 'games/{gameRoute}', C, 'Games'),
  route('games-landing', 'games-landing/{landingRoute}', C, 'Games'),
  route('allgamesentrance', 'allgamesentrance', C, 'All games'),
  route('bonus-games', 'bonus-games', C, 'Bonus games'),
  route('bonus-games-game', 'bonus-games/{gameRoute}', C, 'Bonus games'),
  route('bonus-casino', 'bonus/casino', C, 'Casino bonuses'),
  route('bonus-casino-promotion', 'bonus/casino/promotions/{id}', C, 'Casino bonuses'),
  route('bonus-casino-tournaments', 'bonus/casino/tournaments', C, 'Tournaments'),
  route('bonus-casino-tournament', 'bonus/casino/tournaments/{id}', C, 'Tournament'),
  route('bonus-casino-item', 'bonus/casino/{id}', C, 'Casino bonus'),
  route('casino-section', 'casino/{casinoSection}', C, 'Casino', { params: { casinoSection: 'casinoSection' } }),
  route('poker', 'poker/{game?}', C, 'Poker'),
  route('slots', 'slots/{subcategory?}', C, 'Slots', { params: { subcategory: 'slotsSection' } }),
  route('keno', 'keno/{section?}', C, 'Keno', { params: { section: 'kenoSection' } }),
  ...thirdParty,
  route('my-casino', 'my-casino', C, 'My casino', { audience: 'login-required' }),
  route('my-casino-favorites', 'my-casino/favorites', C, 'Favourite games', { audience: 'login-required' }),
  route('casino-lobby', 'casino-lobby', C, 'Casino lobby'),
  route('providers', 'providers', C, 'Providers'),
  route('provider', 'providers/{provider}', C, 'Provider'),
  route('casino-search', 'casino-search', C, 'Search games'),
  route('othergames', 'othergames', C, 'Other games'),
  route('thank-you', 'thank-you', C, 'Thank you'),

  route('cyber', '{root}/{type}', Y, 'Cyber sports', { params: cyber }),
  route('cyber-disciplines', '{root}/{type}/disciplines', Y, 'Disciplines', { params: cyber }),
  route('cyber-all', '{root}/{type}/all', Y, 'All disciplines', { params: cyber }),
  route('cyber-discipline', '{root}/{type}/{discipline}', Y, 'Discipline', { params: cyber }),
  route('cyber-discipline-champs', '{root}/{type}/{discipline}/champs', Y, 'Championships', { params: cyber }),
  route('cyber-champ', '{root}/{type}/{discipline}/{champ}', Y, 'Championship', { params: cyber }),
  route('cyber-game', '{root}/{type}/{discipline}/{champ}/{game}', Y, 'Game', { params: cyber }),
] as const satisfies readonly RouteDef[];
