/** The betting backend's answers (server/src/api/betting) and the calls this app makes, over @arena/http. */
import type {
  BettingChamp, BettingGame, BettingMarket, BettingOutcome, BettingPageType, BettingSection, BettingSport, LineStartWindow } from '@arena/domain';
import { http } from '@arena/http';
import { bettingBonusAnswer, bettingChampsAnswer, bettingCouponsOfCouponIdAnswer, bettingFavouritesAnswer, bettingFavouritesDeleteAnswer, bettingFavouritesGamesAnswer, bettingFavouritesPutAnswer, bettingGamesAnswer, bettingGamesOfGameIdAnswer, bettingPagesAnswer, bettingSportsAnswer, bettingTeamsAnswer, resultsChampsAnswer } from '@arena/contracts/answer-checks';

// The wire shapes live once in @arena/domain; the app's short names are aliases of them.
export type Section = BettingSection;
export type Outcome = BettingOutcome;
export type Market = BettingMarket;
export type Game = BettingGame;
export type Sport = BettingSport;
export type Champ = BettingChamp;

/** GET /betting-api/bonus: the bonus selection (sport 0, bonus market type), outside the schedule. */
export type { BonusMarket, PageSelection } from '@arena/domain';

/** The line menu's sections that filter by start time (the wire contract's). */
export type StartWindow = LineStartWindow;

/** The start window of a menu section (`line/menu/{menuSection}`), or undefined for top and favourites. */
export function startWindowOf(menuSection: string | undefined): StartWindow | undefined {
  return menuSection === 'upcoming' || menuSection === 'today' || menuSection === 'long-term' ? menuSection : undefined;
}

export interface GameQuery {
  section: Section;
  sportId?: number;
  champId?: number;
  top?: boolean;
  team?: string;
  limit?: number;
  /** A line-menu section that filters by start time, days in the player's time zone `tz` (hours from UTC). */
  window?: StartWindow;
  tz?: number;
}

/** Spec §2 betting page types with their own selection (server: betting/pages/page-selection.ts). */
export type PageType = BettingPageType;

export const BETTING_PATHS = {
  sports: '/betting-api/sports',
  champs: '/betting-api/champs',
  games: '/betting-api/games',
  bonus: '/betting-api/bonus',
  coupon: (id: string) => `/betting-api/coupons/${encodeURIComponent(id)}`,
} as const;

export const bettingApi = {
  sports: (section: Section, signal?: AbortSignal) => http.get<unknown>(BETTING_PATHS.sports, { query: { section }, ...(signal ? { signal } : {}) }).then(bettingSportsAnswer).then((a) => a.sports),
  champs: (section: Section, sportId: number | undefined, signal?: AbortSignal) =>
    http.get<unknown>(BETTING_PATHS.champs, { query: { section, sportId }, ...(signal ? { signal } : {}) }).then(bettingChampsAnswer).then((a) => a.champs),
  games: (query: GameQuery, signal?: AbortSignal) =>
    http.get<unknown>(BETTING_PATHS.games, { query: { ...query }, ...(signal ? { signal } : {}) }).then(bettingGamesAnswer).then((a) => a.games),
  /** The signed-in player's starred events and leagues (server: betting/favourites). */
  favourites: () => http.get<unknown>('/betting-api/favourites', { cache: 'no-store' }).then(bettingFavouritesAnswer),
  star: (kind: 'game' | 'champ', id: string | number, on: boolean) => {
    const path = `/betting-api/favourites/${kind}/${encodeURIComponent(String(id))}`;
    return on ? http.put<unknown>(path).then(bettingFavouritesPutAnswer) : http.delete<unknown>(path).then(bettingFavouritesDeleteAnswer);
  },
  /** The games a section's Favourites shows: starred events and the games of starred leagues. */
  favouriteGames: (section: Section, signal?: AbortSignal) =>
    http.get<unknown>('/betting-api/favourites/games', { query: { section }, cache: 'no-store', ...(signal ? { signal } : {}) }).then(bettingFavouritesGamesAnswer).then((a) => a.games),
  game: (id: string, signal?: AbortSignal) => http.get<unknown>(`${BETTING_PATHS.games}/${encodeURIComponent(id)}`, signal ? { signal } : {}).then(bettingGamesOfGameIdAnswer).then((a) => a.game),
  /** A team (player) by its slug, named in the page language; 404 for an unknown slug. */
  team: (slug: string, signal?: AbortSignal) => http.get<unknown>(`/betting-api/teams/${encodeURIComponent(slug)}`, signal ? { signal } : {}).then(bettingTeamsAnswer).then((a) => a.team),
  bonus: (signal?: AbortSignal) => http.get<unknown>(BETTING_PATHS.bonus, signal ? { signal } : {}).then(bettingBonusAnswer).then((a) => a.bonus),
  page: (pageType: PageType, section: Section, scope: { sport?: string; champId?: number }, signal?: AbortSignal) =>
    http.get<unknown>(`/betting-api/pages/${pageType}`, { query: { section, ...scope }, cache: 'no-store', ...(signal ? { signal } : {}) }).then(bettingPagesAnswer),
  /** Every sport's championships (reference data, also those without games now): tells unknown ids from quiet ones. */
  allChamps: (signal?: AbortSignal) =>
    http.get<unknown>('/results-api/champs', signal ? { signal } : {}).then(resultsChampsAnswer).then((a) => a.sports),
  coupon: (id: string, signal?: AbortSignal) => http.get<unknown>(BETTING_PATHS.coupon(id), { cache: 'no-store', ...(signal ? { signal } : {}) }).then(bettingCouponsOfCouponIdAnswer).then((a) => a.coupon),
};
