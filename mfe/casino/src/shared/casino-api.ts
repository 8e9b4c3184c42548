/** The catalogue calls this app makes (server/src/api/casino/README.md, catalogue section), over @arena/http. */
import { http } from '@arena/http';
import type { CasinoSort } from '@arena/domain';
import type { ListFilter } from './route-pages.ts';
import { casinoFavouritesAnswer, casinoFavouritesDeleteAnswer, casinoFavouritesPutAnswer, casinoGamesAnswer, casinoLobbyAnswer, casinoProvidersAnswer, casinoProvidersOfProviderAnswer, casinoRecentAnswer, casinoSearchAnswer } from '@arena/contracts/answer-checks';

const opts = (signal?: AbortSignal) => (signal ? { signal, cache: 'no-store' as const } : { cache: 'no-store' as const });
const seg = encodeURIComponent;

export const PAGE_SIZE = 24;

export const casinoApi = {
  lobby: (signal?: AbortSignal) => http.get<unknown>('/casino-api/lobby', opts(signal)).then(casinoLobbyAnswer),
  list: (filter: ListFilter, sort: CasinoSort, page: number, signal?: AbortSignal) =>
    http.get<unknown>('/casino-api/games', { query: { ...filter, sort, page, pageSize: PAGE_SIZE }, ...opts(signal) }).then(casinoGamesAnswer),
  providers: (signal?: AbortSignal) => http.get<unknown>('/casino-api/providers', opts(signal)).then(casinoProvidersAnswer).then((a) => a.providers),
  provider: (slug: string, signal?: AbortSignal) => http.get<unknown>(`/casino-api/providers/${seg(slug)}`, opts(signal)).then(casinoProvidersOfProviderAnswer).then((a) => a.provider),
  search: (q: string, signal?: AbortSignal) => http.get<unknown>('/casino-api/search', { query: { q, limit: 24 }, ...opts(signal) }).then(casinoSearchAnswer),
  favourites: (signal?: AbortSignal) => http.get<unknown>('/casino-api/favourites', opts(signal)).then(casinoFavouritesAnswer).then((a) => a.games),
  addFavourite: (gameId: number) => http.put<unknown>(`/casino-api/favourites/${gameId}`).then(casinoFavouritesPutAnswer).then((a) => a.games),
  removeFavourite: (gameId: number) => http.delete<unknown>(`/casino-api/favourites/${gameId}`).then(casinoFavouritesDeleteAnswer).then((a) => a.games),
  recent: (signal?: AbortSignal) => http.get<unknown>('/casino-api/recent', opts(signal)).then(casinoRecentAnswer).then((a) => a.games),
};

export type CasinoApi = typeof casinoApi;
