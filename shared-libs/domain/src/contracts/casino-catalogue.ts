/**
 * The casino catalogue's wire shapes (server/src/api/casino/catalogue, issue 13): games, providers,
 * lobby sections, paged lists and search. The server builds them, the casino app reads them.
 */

import type { LocalizedText } from '../language/localized-text.ts';

/** Category slugs: the spec §9 third-party categories plus the extra sections of spec §2. */
export type CasinoCategorySlug =
  | 'slots'
  | 'live-casino'
  | 'bingo'
  | 'poker'
  | 'virtualsports'
  | 'fishinghunting'
  | 'keno'
  | 'tvgames'
  | 'fast-games'
  | 'fast-bet'
  | 'crash-games'
  | 'card-games'
  | 'skill-games'
  | 'asian-games'
  | 'scratchcards';

export type CasinoVolatility = 'low' | 'medium' | 'high';
/** How a game is played: the engine family that runs it (server/src/api/casino/games, README). */
export type CasinoEngine = 'slot' | 'crash' | 'keno' | 'roulette' | 'dice' | 'plinko' | 'scratch' | 'wheel' | 'baccarat' | 'blackjack' | 'video-poker' | 'live-blackjack';
export type CasinoTag = 'new' | 'popular' | 'jackpot' | 'bonus-buy' | 'megaways' | 'exclusive' | 'hot';
export type CasinoSort = 'popular' | 'new' | 'name' | 'rtp';
/** The drawing the browser makes of a game's artwork (no image files: CSP and data-only artwork). */
export type CasinoMotif = 'fruit' | 'gem' | 'star' | 'crown' | 'dragon' | 'card' | 'ball' | 'rocket' | 'fish' | 'dice' | 'wheel' | 'coin';

export interface CasinoArtwork {
  /** Three colours: background from, background to, accent (hex). */
  palette: [string, string, string];
  motif: CasinoMotif;
  /** 0..359: rotates the background pattern, so two games with one motif still differ. */
  angle: number;
}

/** Smallest and largest stake in minor units of the currency (KWD 3 decimals, the others 2). */
export interface CasinoBetRange {
  min: number;
  max: number;
}

export interface CasinoGame {
  id: number;
  slug: string;
  /** The game's name in each interface language (the page shows its own language's). */
  name: LocalizedText;
  provider: string;
  providerName: string;
  category: CasinoCategorySlug;
  /** Spec §9 category id (slots 6, live casino 7, …); the extra sections have ids from 101. */
  categoryId: number;
  subcategory: string;
  tags: CasinoTag[];
  /** Return to player, percent (96.5 = 96.5 %). */
  rtp: number;
  volatility: CasinoVolatility;
  /** Per currency ISO code. */
  bets: Record<string, CasinoBetRange>;
  demoAllowed: boolean;
  engine: CasinoEngine;
  /** Popularity score (higher first in the popular sort). */
  popularity: number;
  /** Release date, ISO yyyy-mm-dd (newest first in the new sort). */
  releasedAt: string;
  artwork: CasinoArtwork;
}

export interface CasinoProvider {
  slug: string;
  name: string;
  gameCount: number;
  categories: CasinoCategorySlug[];
  artwork: CasinoArtwork;
}

export interface CasinoCategorySummary {
  slug: CasinoCategorySlug;
  categoryId: number;
  gameCount: number;
  subcategories: Array<{ slug: string; gameCount: number }>;
}

export interface CasinoGamePage {
  games: CasinoGame[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
}

export interface CasinoLobbySection {
  /** popular | new | jackpots | exclusive, or `category:<slug>`. */
  id: string;
  category?: CasinoCategorySlug;
  games: CasinoGame[];
}

export interface CasinoLobby {
  sections: CasinoLobbySection[];
  categories: CasinoCategorySummary[];
}

export interface CasinoSearchAnswer {
  query: string;
  games: CasinoGame[];
  total: number;
}
