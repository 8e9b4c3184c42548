/** The content store's public calls the betting alphabet makes (server/src/api/content/README.md). */
import type { ContentItemSummary } from '@arena/domain';
import { http } from '@arena/http';
import { contentItemsAnswer, contentItemsOfSlugAnswer } from '@arena/contracts/answer-checks';

// Published changes must show on the next load: never answer from the HTTP cache without revalidating.
const opts = (signal: AbortSignal) => ({ signal, cache: 'no-cache' as const, auth: false });
const PAGE_SIZE = 100;

export const alphabetApi = {
  /** Every published term (the store pages by at most 100; the alphabet shows them all at once). */
  async terms(lng: string, signal: AbortSignal): Promise<ContentItemSummary[]> {
    const all: ContentItemSummary[] = [];
    for (let page = 1; ; page++) {
      const list = await http.get<unknown>('/content-api/items', { query: { type: 'alphabet', lng, page, pageSize: PAGE_SIZE }, ...opts(signal) }).then(contentItemsAnswer);
      all.push(...list.items);
      if (list.items.length < PAGE_SIZE || all.length >= list.total) return all;
    }
  },
  term: (slug: string, lng: string, signal: AbortSignal) =>
    http.get<unknown>(`/content-api/items/alphabet/${encodeURIComponent(slug)}`, { query: { lng }, ...opts(signal) }).then(contentItemsOfSlugAnswer),
};
