/**
 * The casino's engine families (server/src/api/casino/games, README): one list that the catalogue's type,
 * the server's schemas and the game page all read, so a new family is added in one place.
 */
export const CASINO_ENGINES = [
  'slot', 'crash', 'keno', 'roulette', 'dice', 'plinko', 'scratch', 'wheel', 'baccarat', 'blackjack', 'video-poker',
  'slot-ways', 'slot-hold',
  'bingo', 'lottery', 'hilo',
  'fishing', 'virtual-match', 'virtual-race', 'virtual-tennis', 'virtual-basketball',
  'live-blackjack',
  'mines',
] as const;
export type CasinoEngine = (typeof CASINO_ENGINES)[number];
