/**
 * The fictional studios behind the catalogue and the categories each one makes. A game is filed under a
 * provider that makes its category (generate-catalogue.ts picks one deterministically), so every
 * provider page lists games of its own trade. Arena Originals is the house brand (casino/brand) and hosts
 * the three real games.
 */
import type { CasinoCategorySlug } from '@arena/domain';

export interface ProviderDef {
  slug: string;
  name: string;
  makes: readonly CasinoCategorySlug[];
  /** Two colours of the provider's badge. */
  colours: readonly [string, string];
}

export const HOUSE_PROVIDER = 'arena-originals';

export const PROVIDERS: readonly ProviderDef[] = [
  { slug: HOUSE_PROVIDER, name: 'Arena Originals', makes: ['slots', 'crash-games', 'keno', 'fast-games'], colours: ['#1d3557', '#e63946'] },
  { slug: 'aurora-gaming', name: 'Aurora Gaming', makes: ['slots'], colours: ['#0b3d2e', '#5be7a9'] },
  { slug: 'red-fox-play', name: 'Red Fox Play', makes: ['slots', 'fast-games'], colours: ['#5a1a00', '#ff7a18'] },
  { slug: 'nordlight-studios', name: 'Nordlight Studios', makes: ['slots', 'scratchcards'], colours: ['#0f2847', '#7fd1ff'] },
  { slug: 'samovar-games', name: 'Samovar Games', makes: ['slots', 'card-games', 'bingo'], colours: ['#4a2511', '#f2b134'] },
  { slug: 'golden-sail', name: 'Golden Sail', makes: ['slots', 'fishinghunting'], colours: ['#003b5c', '#ffd166'] },
  { slug: 'pixel-forge', name: 'Pixel Forge', makes: ['fast-games', 'crash-games', 'skill-games', 'fast-bet'], colours: ['#2b1055', '#d53369'] },
  { slug: 'starlit-live', name: 'Starlit Live', makes: ['live-casino', 'tvgames'], colours: ['#14062e', '#b388ff'] },
  { slug: 'volga-interactive', name: 'Volga Interactive', makes: ['virtualsports', 'tvgames', 'keno'], colours: ['#06304a', '#38b000'] },
  { slug: 'jade-lantern', name: 'Jade Lantern', makes: ['asian-games', 'slots', 'fishinghunting'], colours: ['#0a3622', '#e0b84c'] },
  { slug: 'crimson-owl', name: 'Crimson Owl', makes: ['poker', 'card-games', 'skill-games'], colours: ['#3d0008', '#ff4d6d'] },
  { slug: 'blue-comet', name: 'Blue Comet', makes: ['crash-games', 'fast-bet', 'virtualsports'], colours: ['#001d3d', '#4cc9f0'] },
  { slug: 'lucky-tundra', name: 'Lucky Tundra', makes: ['bingo', 'keno', 'scratchcards', 'slots'], colours: ['#1b2a38', '#a8dadc'] },
  { slug: 'royal-deck-live', name: 'Royal Deck Live', makes: ['live-casino', 'poker'], colours: ['#2d0a31', '#f9c74f'] },
];

export function providerDef(slug: string): ProviderDef | undefined {
  return PROVIDERS.find((p) => p.slug === slug);
}
