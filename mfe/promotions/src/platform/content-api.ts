/**
 * Reads of the content store (server/src/api/content/README.md): promotions and bonus offers are content
 * items, so their texts come from there; published items only.
 */
import type { ContentItemSummary, ContentItemView } from '@arena/domain';
import { http, type HttpClient } from '@arena/http';

export type ContentSummary = ContentItemSummary;
/** `html` is sanitised on the server (Markdown → allow-listed HTML). */
export type ContentItem = ContentItemView;

export interface ContentApi {
  list(type: string, lng: string, signal?: AbortSignal): Promise<ContentSummary[]>;
  /** null when the item does not exist or is not published. */
  get(type: string, slug: string, lng: string, signal?: AbortSignal): Promise<ContentItem | null>;
}

export function createContentApi(client: HttpClient = http): ContentApi {
  return {
    async list(type, lng, signal) {
      const answer = await client.get<{ items: ContentSummary[] }>('/content-api/items', {
        query: { type, lng, page: 1, pageSize: 100 },
        cache: 'no-store',
        auth: false,
        ...(signal ? { signal } : {}),
      });
      return answer.items;
    },
    async get(type, slug, lng, signal) {
      try {
        return await client.get<ContentItem>(`/content-api/items/${encodeURIComponent(type)}/${encodeURIComponent(slug)}`, {
          query: { lng },
          cache: 'no-store',
          auth: false,
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  };
}

export const contentApi = createContentApi();
