/**
 * The casino catalogue's wire shapes (server/src/api/casino/catalogue, issue 13): games, providers, lobby
 * sections, paged lists, search and tournaments; the schemas of @arena/contracts casino-catalogue.ts.
 */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';
import type { CasinoEngine } from '../casino/casino-engines.ts';

/** Category slugs: the spec §9 third-party categories plus the extra sections of spec §2. */
export type CasinoCategorySlug = Static<typeof Wire.CasinoCategorySlug>;
export type CasinoVolatility = Static<typeof Wire.CasinoVolatility>;
/** How a game is played: the engine family that runs it (server/src/api/casino/games, README); one list for every side. */
export type { CasinoEngine };
export type CasinoTag = Static<typeof Wire.CasinoTag>;
export type CasinoSort = Static<typeof Wire.CasinoSort>;
/** The drawing the browser makes of a game's artwork (no image files: CSP and data-only artwork). */
export type CasinoMotif = Static<typeof Wire.CasinoMotif>;
/** palette: background from, background to, accent (hex); angle 0..359 rotates the background pattern. */
export type CasinoArtwork = Static<typeof Wire.CasinoArtwork>;
/** Smallest and largest stake in minor units of the currency (KWD 3 decimals, the others 2). */
export type CasinoBetRange = Static<typeof Wire.CasinoBetRange>;
/** name in each interface language; rtp in percent; bets per currency ISO; releasedAt yyyy-mm-dd. */
export type CasinoGame = Static<typeof Wire.CasinoGame>;
export type CasinoProvider = Static<typeof Wire.CasinoProvider>;
export type CasinoCategorySummary = Static<typeof Wire.CasinoCategorySummary>;
export type CasinoGamePage = Static<typeof Wire.CasinoGamePage>;
/** id: popular | new | jackpots | exclusive, or `category:<slug>`. */
export type CasinoLobbySection = Static<typeof Wire.CasinoLobbySection>;
export type CasinoLobby = Static<typeof Wire.CasinoLobby>;
export type CasinoSearchAnswer = Static<typeof Wire.CasinoSearchAnswer>;
export type CasinoFavouriteAnswer = Static<typeof Wire.CasinoFavouriteAnswer>;
export type Tournament = Static<typeof Wire.Tournament>;
export type TournamentLeaderboardRow = Static<typeof Wire.TournamentLeaderboardRow>;
export type TournamentBoardAnswer = Static<typeof Wire.TournamentBoardAnswer>;
