/** The content store's public calls the news app makes (server/src/api/content/README.md), over @arena/http. */
import { http } from '@arena/http';
import { contentItemsAnswer, contentItemsOfSlugAnswer } from '@arena/contracts/answer-checks';

// Published changes must show on the next load: never answer from the HTTP cache without revalidating.
const opts = (signal: AbortSignal) => ({ signal, cache: 'no-cache' as const, auth: false });

export const newsApi = {
  feed: (lng: string, page: number, pageSize: number, signal: AbortSignal) =>
    http.get<unknown>('/content-api/items', { query: { type: 'news', lng, page, pageSize }, ...opts(signal) }).then(contentItemsAnswer),
  item: (lng: string, slug: string, signal: AbortSignal) =>
    http.get<unknown>(`/content-api/items/news/${encodeURIComponent(slug)}`, { query: { lng }, ...opts(signal) }).then(contentItemsOfSlugAnswer),
};
