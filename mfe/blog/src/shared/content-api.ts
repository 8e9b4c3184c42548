/** The content store's public calls the blog makes (server/src/api/content/README.md), over @arena/http. */
import { http } from '@arena/http';
import { contentCategoriesAnswer, contentItemsAnswer, contentItemsOfSlugAnswer } from '@arena/contracts/answer-checks';

// Published changes must show on the next load: never answer from the HTTP cache without revalidating.
const opts = (signal: AbortSignal) => ({ signal, cache: 'no-cache' as const, auth: false });

export const blogApi = {
  articles: (lng: string, page: number, pageSize: number, category: string | null, signal: AbortSignal) =>
    http.get<unknown>('/content-api/items', { query: { type: 'blog', lng, page, pageSize, ...(category ? { category } : {}) }, ...opts(signal) }).then(contentItemsAnswer),
  article: (lng: string, slug: string, signal: AbortSignal) =>
    http.get<unknown>(`/content-api/items/blog/${encodeURIComponent(slug)}`, { query: { lng }, ...opts(signal) }).then(contentItemsOfSlugAnswer),
  categories: (lng: string, signal: AbortSignal) =>
    http.get<unknown>('/content-api/categories', { query: { type: 'blog', lng }, ...opts(signal) }).then(contentCategoriesAnswer).then((a) => a.categories),
};
