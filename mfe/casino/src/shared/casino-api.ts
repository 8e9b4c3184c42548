/** The catalogue calls this app makes (server/src/api/casino/README.md, catalogue section), over @arena/http. */
import { http } from '@arena/http';
import type { CasinoGame, CasinoGamePage, CasinoLobby, CasinoProvider, CasinoSearchAnswer, CasinoSort } from '@arena/domain';
import type { ListFilter } from './route-pages.ts';

const opts = (signal?: AbortSignal) => (signal ? { signal, cache: 'no-store' as const } : { cache: 'no-store' as const });
const seg = encodeURIComponent;

export const PAGE_SIZE = 24;

export const casinoApi = {
  lobby: (signal?: AbortSignal) => http.get<CasinoLobby>('/casino-api/lobby', opts(signal)),
  list: (filter: ListFilter, sort: CasinoSort, page: number, signal?: AbortSignal) =>
    http.get<CasinoGamePage>('/casino-api/games', { query: { ...filter, sort, page, pageSize: PAGE_SIZE }, ...opts(signal) }),
  providers: (signal?: AbortSignal) => http.get<{ providers: CasinoProvider[] }>('/casino-api/providers', opts(signal)).then((a) => a.providers),
  provider: (slug: string, signal?: AbortSignal) => http.get<{ provider: CasinoProvider }>(`/casino-api/providers/${seg(slug)}`, opts(signal)).then((a) => a.provider),
  search: (q: string, signal?: AbortSignal) => http.get<CasinoSearchAnswer>('/casino-api/search', { query: { q, limit: 24 }, ...opts(signal) }),
  favourites: (signal?: AbortSignal) => http.get<{ games: CasinoGame[] }>('/casino-api/favourites', opts(signal)).then((a) => a.games),
  addFavourite: (gameId: number) => http.put<{ games: CasinoGame[] }>(`/casino-api/favourites/${gameId}`).then((a) => a.games),
  removeFavourite: (gameId: number) => http.delete<{ games: CasinoGame[] }>(`/casino-api/favourites/${gameId}`).then((a) => a.games),
  recent: (signal?: AbortSignal) => http.get<{ games: CasinoGame[] }>('/casino-api/recent', opts(signal)).then((a) => a.games),
};

export type CasinoApi = typeof casinoApi;
