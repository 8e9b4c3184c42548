/** The betting backend's answers (server/src/api/betting) and the calls this app makes, over @arena/http. */
import type {
  BettingChamp, BettingGame, BettingMarket, BettingOutcome, BettingPageType, BettingSection, BettingSport, BettingTeamAnswer, BonusMarketAnswer, CouponView, FavouritesAnswer, LineStartWindow, PageSelection, SportChamps,
} from '@arena/domain';
import { http } from '@arena/http';

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
  sports: (section: Section, signal?: AbortSignal) => http.get<{ sports: Sport[] }>(BETTING_PATHS.sports, { query: { section }, ...(signal ? { signal } : {}) }).then((a) => a.sports),
  champs: (section: Section, sportId: number | undefined, signal?: AbortSignal) =>
    http.get<{ champs: Champ[] }>(BETTING_PATHS.champs, { query: { section, sportId }, ...(signal ? { signal } : {}) }).then((a) => a.champs),
  games: (query: GameQuery, signal?: AbortSignal) =>
    http.get<{ games: Game[] }>(BETTING_PATHS.games, { query: { ...query }, ...(signal ? { signal } : {}) }).then((a) => a.games),
  /** The signed-in player's starred events and leagues (server: betting/favourites). */
  favourites: () => http.get<FavouritesAnswer>('/betting-api/favourites', { cache: 'no-store' }),
  star: (kind: 'game' | 'champ', id: string | number, on: boolean) => {
    const path = `/betting-api/favourites/${kind}/${encodeURIComponent(String(id))}`;
    return on ? http.put<FavouritesAnswer>(path) : http.delete<FavouritesAnswer>(path);
  },
  /** The games a section's Favourites shows: starred events and the games of starred leagues. */
  favouriteGames: (section: Section, signal?: AbortSignal) =>
    http.get<{ games: Game[] }>('/betting-api/favourites/games', { query: { section }, cache: 'no-store', ...(signal ? { signal } : {}) }).then((a) => a.games),
  game: (id: string, signal?: AbortSignal) => http.get<{ game: Game }>(`${BETTING_PATHS.games}/${encodeURIComponent(id)}`, signal ? { signal } : {}).then((a) => a.game),
  /** A team (player) by its slug, named in the page language; 404 for an unknown slug. */
  team: (slug: string, signal?: AbortSignal) => http.get<BettingTeamAnswer>(`/betting-api/teams/${encodeURIComponent(slug)}`, signal ? { signal } : {}).then((a) => a.team),
  bonus: (signal?: AbortSignal) => http.get<BonusMarketAnswer>(BETTING_PATHS.bonus, signal ? { signal } : {}).then((a) => a.bonus),
  page: (pageType: PageType, section: Section, scope: { sport?: string; champId?: number }, signal?: AbortSignal) =>
    http.get<PageSelection>(`/betting-api/pages/${pageType}`, { query: { section, ...scope }, cache: 'no-store', ...(signal ? { signal } : {}) }),
  /** Every sport's championships (reference data, also those without games now): tells unknown ids from quiet ones. */
  allChamps: (signal?: AbortSignal) =>
    http.get<{ sports: SportChamps[] }>('/results-api/champs', signal ? { signal } : {}).then((a) => a.sports),
  coupon: (id: string, signal?: AbortSignal) => http.get<{ coupon: CouponView }>(BETTING_PATHS.coupon(id), { cache: 'no-store', ...(signal ? { signal } : {}) }).then((a) => a.coupon),
};
