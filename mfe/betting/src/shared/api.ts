/** The betting backend's answers (server/src/api/betting) and the calls this app makes, over @arena/http. */
import { http } from '@arena/http';

export type Section = 'line' | 'live';

export interface Outcome {
  id: string;
  name: string;
  coef: number;
}

export interface Market {
  id: string;
  typeId: number;
  group: 'main' | 'totals' | 'handicaps' | 'other';
  name: string;
  isBlocked: boolean;
  outcomes: Outcome[];
}

export interface Game {
  id: string;
  sportId: number;
  sportName: string;
  sportSlug: string;
  champId: number;
  champName: string;
  isTopChamp: boolean;
  opponents: [string, string];
  teamSlugs: [string, string];
  startTime: number;
  isLive: boolean;
  isFinished: boolean;
  statusId: number;
  secondsOfPlay: number;
  period: number;
  score: [number, number];
  marketsCount: number;
  markets: Market[];
}

export interface Sport {
  id: number;
  slug: string;
  name: string;
  count: number;
}

export interface Champ {
  id: number;
  sportId: number;
  name: string;
  isTop: boolean;
  count: number;
}

export interface GameQuery {
  section: Section;
  sportId?: number;
  champId?: number;
  top?: boolean;
  team?: string;
  limit?: number;
}

export interface CouponView {
  id: string;
  typeId: number;
  currency: string;
  amount: number;
  coef: number;
  systemValue: number;
  possibleWin: number;
  status: 'open' | 'won' | 'lost' | 'void';
  payout: number;
  createdAt: number;
  bets: Array<{ outcomeId: string; gameId: string; title: string; marketName: string; outcomeName: string; coef: number; isBanker: boolean; isLive: boolean; startTime: number; result: string }>;
}

export const BETTING_PATHS = {
  sports: '/betting-api/sports',
  champs: '/betting-api/champs',
  games: '/betting-api/games',
  feed: '/betting-api/live/feed?section=live',
  coupon: (id: string) => `/betting-api/coupons/${encodeURIComponent(id)}`,
} as const;

export const bettingApi = {
  sports: (section: Section, signal?: AbortSignal) => http.get<{ sports: Sport[] }>(BETTING_PATHS.sports, { query: { section }, ...(signal ? { signal } : {}) }).then((a) => a.sports),
  champs: (section: Section, sportId: number | undefined, signal?: AbortSignal) =>
    http.get<{ champs: Champ[] }>(BETTING_PATHS.champs, { query: { section, sportId }, ...(signal ? { signal } : {}) }).then((a) => a.champs),
  games: (query: GameQuery, signal?: AbortSignal) =>
    http.get<{ games: Game[] }>(BETTING_PATHS.games, { query: { ...query }, ...(signal ? { signal } : {}) }).then((a) => a.games),
  game: (id: string, signal?: AbortSignal) => http.get<{ game: Game }>(`${BETTING_PATHS.games}/${encodeURIComponent(id)}`, signal ? { signal } : {}).then((a) => a.game),
  coupon: (id: string, signal?: AbortSignal) => http.get<{ coupon: CouponView }>(BETTING_PATHS.coupon(id), { cache: 'no-store', ...(signal ? { signal } : {}) }).then((a) => a.coupon),
};
