/**
 * Rendered pages, compressed once and kept in a bounded LRU. A page differs by the map it loads, the app
 * it preloads, its language and its head (the SEO tags of its path): the key holds all four, so a page
 * whose SEO data or content changed gets a new entry at once and the stale one ages out. Bounded by
 * count and bytes, so crawling every path of the site (or odd query strings of a mirror-canonical page)
 * cannot grow the host's memory.
 */
import { LRUCache } from 'lru-cache';
import type { CachedResponse } from './cached-response.ts';

/** Enough for every page of the catalogue a crawl touches in a while; ~10 KB each (body, br, gzip). */
export const PAGE_CACHE_ENTRIES = 2000;
export const PAGE_CACHE_BYTES = 48 * 1024 * 1024;

export interface PageKey {
  /** Which map (stable version or canary) the page loads. */
  map: string;
  app: string | null;
  lang: string;
  /** The player's display settings as the cookie writes them ('' for a visitor's defaults). */
  display: string;
  /** The page's head tags as HTML ('' for the generic head). */
  head: string;
}

export interface PageCache {
  get(key: PageKey, render: () => CachedResponse): CachedResponse;
  clear(): void;
}

export function createPageCache(entries = PAGE_CACHE_ENTRIES, bytes = PAGE_CACHE_BYTES): PageCache {
  const cache = new LRUCache<string, CachedResponse>({
    max: entries,
    maxSize: bytes,
    sizeCalculation: (page, key) => page.identity.length + page.br.length + page.gzip.length + key.length,
  });
  return {
    get(key, render) {
      // NUL occurs in none of the first four parts, so whatever the head (last) holds, keys cannot collide.
      const id = `${key.map}\0${key.app ?? ''}\0${key.lang}\0${key.display}\0${key.head}`;
      let page = cache.get(id);
      if (!page) {
        page = render();
        cache.set(id, page);
      }
      return page;
    },
    clear: () => cache.clear(),
  };
}
