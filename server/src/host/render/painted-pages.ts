/**
 * The host's server-rendered pages (issue 26) as the host plugin uses them: a renderer over the host's
 * own routes (inject), the document around a render, and a short micro-cache.
 *
 * A server render depends only on the map, the path and query, and the language — never on the
 * visitor (it renders as a visitor; this browser's own state arrives at hydration) — so one render can
 * serve everyone asking for that page in the same moment: concurrent requests share one render, and its
 * page is reused for MICRO_CACHE_MS. Any write through this server (a non-GET request: a bet, a config
 * or content change) starts a new generation, so a page never outlives a change made here; the pages'
 * live data refresh in the browser as before.
 */
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cacheResponse, type CachedResponse } from '../cached-response.ts';
import { renderIndexHtml, type IndexHtmlInput } from '../index-html.ts';
import type { ImportMapDocument } from '../importmap-validation.ts';
import { injectTransport } from './inject-transport.ts';
import { NO_SERVER_RENDER } from './page-render.ts';
import { createServerRenderer } from './server-renderer.ts';

/** How long one render serves the same page (the live odds in it are refreshed by the browser). */
export const MICRO_CACHE_MS = 1000;
/** Pages kept at once: enough for a crawl's burst; each is one page's HTML. */
const MICRO_CACHE_ENTRIES = 500;
/**
 * The most a page request waits for its server render, whatever happens inside it (the app budget bounds
 * the app; this bounds everything): past it the page is served for the browser to render.
 */
export const PAGE_RENDER_MAX_MS = 1500;

export interface PaintedPagesOptions {
  distRoot: string;
  defaultLanguage: string;
  budgetMs?: number;
  /** An app the host left to the browser on a map version (it threw or missed its budget): the canary telemetry counts it. */
  onAppFallback?: (mapVersion: string, app: string, reason: string) => void;
}

export interface PaintedPages {
  /** Opens a newly served map's render runtime ahead of its first page. */
  prepare(map: ImportMapDocument): void;
  /** The page rendered with `document.map` (compressed once), or null when the browser renders it alone. */
  paint(request: FastifyRequest, pathname: string, document: Omit<IndexHtmlInput, 'serverPaint'> & { lang: string }): Promise<CachedResponse | null>;
}

export function createPaintedPages(app: FastifyInstance, options: PaintedPagesOptions): PaintedPages {
  const renderer = createServerRenderer({
    distRoot: options.distRoot,
    transport: injectTransport(app),
    defaultLanguage: options.defaultLanguage,
    ...(options.budgetMs ? { budgetMs: options.budgetMs } : {}),
    log: { warn: (m) => app.log.warn(m) },
  });
  let generation = 0;
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') generation += 1;
  });
  const mapIds = new WeakMap<ImportMapDocument, number>();
  let nextMapId = 0;
  const pages = new LRUCache<string, Promise<CachedResponse | null>>({ max: MICRO_CACHE_ENTRIES, ttl: MICRO_CACHE_MS });

  const render = async (pathname: string, search: string, document: Omit<IndexHtmlInput, 'serverPaint'> & { lang: string }) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), PAGE_RENDER_MAX_MS)));
    const paint = await Promise.race([renderer.render(document.map, pathname, search, document.lang), late]);
    clearTimeout(timer);
    if (!paint) return null;
    if (paint.app && !paint.app.rendered && paint.app.reason !== NO_SERVER_RENDER) options.onAppFallback?.(document.mapVersion ?? 'unversioned', paint.app.name, paint.app.reason);
    const html = renderIndexHtml({ ...document, serverPaint: { html: paint.html, boot: paint.boot, layout: paint.boot.route.layout } });
    return cacheResponse(html, 'text/html; charset=utf-8', 'fast');
  };

  return {
    prepare: (map) => renderer.prepare(map),
    paint(request, pathname, document) {
      const search = new URL(request.url, 'http://host').search;
      let mapId = mapIds.get(document.map);
      if (mapId === undefined) mapIds.set(document.map, (mapId = nextMapId++));
      // The document's own parts (version label, head) are in the key too: they differ by map and path.
      const key = [generation, mapId, document.mapVersion ?? '', document.lang, pathname, search, document.head ?? ''].join('\0');
      let page = pages.get(key);
      if (!page) {
        page = render(pathname, search, document);
        pages.set(key, page);
        // A render that failed outright is not kept: the next request tries again.
        page.catch(() => pages.delete(key));
      }
      return page;
    },
  };
}
