/** The content store's public calls the information pages make (server/src/api/content/README.md). */
import { http } from '@arena/http';
import { contentItemsAnswer, contentItemsOfSlugAnswer } from '@arena/contracts/answer-checks';

// Published changes must show on the next load: never answer from the HTTP cache without revalidating.
const opts = (signal: AbortSignal) => ({ signal, cache: 'no-cache' as const, auth: false });

export const infoApi = {
  item: (type: 'info' | 'rules', slug: string, lng: string, signal: AbortSignal) =>
    http.get<unknown>(`/content-api/items/${type}/${encodeURIComponent(slug)}`, { query: { lng }, ...opts(signal) }).then(contentItemsOfSlugAnswer),
  /** Every chapter of a rule group, in the operator's order (a group holds far fewer than 100). */
  chapters: (group: string, lng: string, signal: AbortSignal) =>
    http.get<unknown>('/content-api/items', { query: { type: 'rules', category: group, lng, pageSize: 100 }, ...opts(signal) }).then(contentItemsAnswer).then((l) => l.items),
};
