/**
 * The host's server-rendered pages (issue 26) as the host plugin uses them: a renderer over the host's
 * own routes (inject), and the document around a render. Pages rendered per request are not cached:
 * their data is live.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cacheResponse, type CachedResponse } from '../cached-response.ts';
import { renderIndexHtml, type IndexHtmlInput } from '../index-html.ts';
import type { ImportMapDocument } from '../importmap-validation.ts';
import { injectTransport } from './inject-transport.ts';
import { NO_SERVER_RENDER } from './page-render.ts';
import { createServerRenderer } from './server-renderer.ts';

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
  /** The page rendered with `document.map`, or null when the browser renders it alone. */
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
  return {
    prepare: (map) => renderer.prepare(map),
    async paint(request, pathname, document) {
      const paint = await renderer.render(document.map, pathname, new URL(request.url, 'http://host').search, document.lang);
      if (!paint) return null;
      if (paint.app && !paint.app.rendered && paint.app.reason !== NO_SERVER_RENDER) options.onAppFallback?.(document.mapVersion ?? 'unversioned', paint.app.name, paint.app.reason);
      const html = renderIndexHtml({ ...document, serverPaint: { html: paint.html, boot: paint.boot, layout: paint.boot.route.layout } });
      return cacheResponse(html, 'text/html; charset=utf-8');
    },
  };
}
