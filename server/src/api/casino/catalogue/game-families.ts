/**
 * Which engine family runs each catalogue game, and the RTP the catalogue lists for it (the family's published
 * paytable with the game's own parameters, so the tile and the game page say the same). Categories without a
 * family of their own yet play the nearest real one (README, "Catalogue → engine families").
 */
import type { CasinoCategorySlug, CasinoEngine, CasinoGame } from '@arena/domain';
import { CRASH_RTP } from '../games/crash-engine.ts';
import { classicTableOf } from '../games/slot-paytable.ts';
import { familyOf, isFamily } from '../games/engines/registry.ts';
import { KENO_MAX_PICKS, kenoRtp } from '../games/keno-engine.ts';
import { videoSlotMechanic } from './slot-mechanics.ts';

/** By category, then by subcategory where the category mixes games (the `*` entry is the rest). */
const BY_SUBCATEGORY: Readonly<Record<CasinoCategorySlug, Readonly<Record<string, CasinoEngine>>>> = {
  slots: { table: 'baccarat', megaways: 'slot-ways', vulkan: 'slot-hold', '*': 'slot' },
  'live-casino': { roulette: 'roulette', baccarat: 'baccarat', blackjack: 'live-blackjack', 'game-show': 'wheel', '*': 'roulette' },
  bingo: { '*': 'bingo' },
  poker: { 'video-poker': 'video-poker', '*': 'baccarat' },
  virtualsports: { football: 'virtual-match', racing: 'virtual-race', '*': 'virtual-match' },
  fishinghunting: { '*': 'fishing' },
  keno: { '*': 'keno' },
  tvgames: { wheel: 'wheel', dice: 'dice', lottery: 'lottery', '*': 'wheel' },
  'fast-games': { arcade: 'plinko', instant: 'dice', '*': 'dice' },
  'fast-bet': { colours: 'roulette', 'up-down': 'dice', '*': 'dice' },
  'crash-games': { '*': 'crash' },
  'card-games': { '*': 'baccarat' },
  'skill-games': { '*': 'hilo' },
  'asian-games': { '*': 'baccarat' },
  scratchcards: { '*': 'scratch' },
};

/** Games whose name says another game than their subcategory's (slug prefix → engine). */
const BY_SLUG: ReadonlyArray<readonly [string, CasinoEngine]> = [
  ['european-roulette', 'roulette'],
  ['french-roulette', 'roulette'],
  ['craps', 'dice'],
  ['plinko', 'plinko'],
  ['sic-bo', 'dice'],
  ['fan-tan', 'dice'],
  ['mahjong-ways', 'slot-ways'],
  ['classic-blackjack', 'blackjack'],
  ['multihand-blackjack', 'blackjack'],
  ['solo-blackjack', 'blackjack'],
  ['hi-lo', 'hilo'],
  ['virtual-tennis', 'virtual-tennis'],
  ['virtual-basketball', 'virtual-basketball'],
  // Mines and Mines X (fast games, instant) are the Mines family's board.
  ['mines', 'mines'],
];

export function engineOf(game: Pick<CasinoGame, 'category' | 'subcategory' | 'slug'>): CasinoEngine {
  const named = BY_SLUG.find(([prefix]) => game.slug.startsWith(prefix));
  if (named) return named[1];
  if (game.category === 'slots' && game.subcategory === 'video') return videoSlotMechanic(game.slug);
  const table = BY_SUBCATEGORY[game.category];
  return table[game.subcategory] ?? table['*']!;
}

/** The RTP the catalogue lists (percent, 2 decimals): the game's paytable with its own parameters. */
export function listedRtp(game: Pick<CasinoGame, 'id' | 'volatility' | 'subcategory' | 'engine'>): number {
  const fraction = isFamily(game.engine)
    ? familyOf(game.engine).paytable(familyOf(game.engine).paramsOf(game)).rtp
    : game.engine === 'slot' ? classicTableOf(game.volatility).rtp : game.engine === 'crash' ? CRASH_RTP : kenoRtp(KENO_MAX_PICKS);
  return Math.round(fraction * 10_000) / 100;
}
