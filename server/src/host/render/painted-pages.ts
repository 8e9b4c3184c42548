/**
 * The host's server-rendered pages (issue 26) as the host plugin uses them: a renderer over the host's
 * own routes (inject), the document around a render, and a short micro-cache.
 *
 * A visitor's render depends only on the map, the path and query, the language and the display settings
 * (theme, odds format: display-cookie.ts), so one render can serve every visitor asking for that page in
 * the same moment (micro-cache.ts); the pages' live data refresh in the browser as before. A request with
 * a session cookie is drawn for its player (name, balance: shell player-boot.ts), each time anew and
 * `private, no-store`: never cached, never shared — while a slot is free (PLAYER_RENDERS_MAX); a crowd
 * beyond it gets the shared visitor page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheResponse, sendCached, type CachedResponse } from '../cached-response.ts';
import { indexHtmlAfterRoot, indexHtmlBody, indexHtmlHead, type IndexHtmlInput } from '../index-html.ts';
import type { ImportMapDocument } from '../importmap-validation.ts';
import { injectTransport } from './inject-transport.ts';
import { createMicroCache, writeGeneration } from './micro-cache.ts';
import { SHARED_READS_CACHE, sharedReads, type SharedAnswer } from './shared-reads.ts';
import { NO_SERVER_RENDER } from './page-render.ts';
import { displayKey } from '../display-cookie.ts';
import { sessionCookieOf } from '../request-cookies.ts';
import { streamPage } from './page-stream.ts';
import { createRenderWorkers } from './render-workers.ts';
import { createServerRenderer } from './server-renderer.ts';
import { localPainter, type FramePainter } from './painted-frame.ts';
import { createRenderSlots } from './render-slots.ts';

/**
 * The most a page request waits for its server render, whatever happens inside it (the app budget bounds
 * the app; this bounds everything): past it the page is served for the browser to render.
 */
export const PAGE_RENDER_MAX_MS = 1500;

/**
 * Signed-in players' own renders in flight at once (render-slots.ts); past it a player gets the shared
 * visitor page and their header at hydration. Two cores render a busy page in ~40–190 ms of CPU each.
 */
export const PLAYER_RENDERS_MAX = 4;

export interface PaintedPagesOptions {
  distRoot: string;
  defaultLanguage: string;
  budgetMs?: number;
  /** Render worker threads (render-workers.ts); 0 renders on the main thread. */
  renderWorkers: number;
  /** An app the host left to the browser on a map version (it threw or missed its budget): the canary telemetry counts it. */
  onAppFallback?: (mapVersion: string, app: string, reason: string) => void;
}

type PageDocument = Omit<IndexHtmlInput, 'serverPaint'> & { lang: string };

export interface PaintedPages {
  /** Opens a newly served map's render runtime ahead of its first page. */
  prepare(map: ImportMapDocument): void;
  /**
   * Serves the page rendered with `document.map`: finished within the last moment, from the micro-cache
   * (compressed once, with its ETag); else its head at once and the rest when rendered (page-stream.ts),
   * the frame left empty for the browser if the render fails. Null when a render of this page failed
   * within the last moment: the caller serves the plain page.
   */
  serve(request: FastifyRequest, reply: FastifyReply, pathname: string, document: PageDocument): FastifyReply | null;
}

/** A finished page: compressed whole for the next requests, and the part after the head for a stream. */
interface PaintedPage {
  cached: CachedResponse;
  /**
   * The document after its head, as sent: the worker's frame bytes and the loader steps after them, written one
   * after the other (joining them copied ~100 KB a page on this thread, and the garbage brought its old
   * generation's collections closer: bench/levers.md).
   */
  body: readonly [Uint8Array, string];
}

export function createPaintedPages(app: FastifyInstance, options: PaintedPagesOptions): PaintedPages {
  const rendering = {
    distRoot: options.distRoot,
    transport: injectTransport(app),
    defaultLanguage: options.defaultLanguage,
    ...(options.budgetMs ? { budgetMs: options.budgetMs } : {}),
    log: { warn: (m: string) => app.log.warn(m) },
  };
  let renderer: FramePainter;
  if (options.renderWorkers > 0) {
    // Each worker shares its renders' reads itself (render-worker.ts), so most never reach this thread.
    const workers = createRenderWorkers({ ...rendering, count: options.renderWorkers, generation: writeGeneration(app), queueWaitMs: PAGE_RENDER_MAX_MS });
    app.addHook('onClose', () => workers.close());
    renderer = workers;
  } else {
    renderer = localPainter(createServerRenderer({ ...rendering, transport: sharedReads(rendering.transport, createMicroCache<SharedAnswer>(app, SHARED_READS_CACHE)) }));
  }
  const mapIds = new WeakMap<ImportMapDocument, number>();
  let nextMapId = 0;
  const pages = createMicroCache<PaintedPage | null>(app, { repeatedOnly: true });
  const playerSlots = createRenderSlots(PLAYER_RENDERS_MAX);

  /** `head`: the document's head (indexHtmlHead), computed once per request for the stream and the cache. */
  const render = async (pathname: string, search: string, document: PageDocument, head: string, sessionCookie: string | null): Promise<PaintedPage | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), PAGE_RENDER_MAX_MS)));
    const paint = await Promise.race([renderer.paint(document.map, pathname, search, document.lang, document.display ?? null, sessionCookie), late]);
    clearTimeout(timer);
    if (!paint) return null;
    if (paint.app && !paint.app.rendered && paint.app.reason !== NO_SERVER_RENDER) options.onAppFallback?.(document.mapVersion ?? 'unversioned', paint.app.name, paint.app.reason);
    const body = [paint.root, indexHtmlAfterRoot(document, true)] as const;
    return { cached: cacheResponse(() => Buffer.concat([Buffer.from(head), body[0], Buffer.from(body[1])]), 'text/html; charset=utf-8', 'fast'), body };
  };

  return {
    prepare: (map) => renderer.prepare(map),
    serve(request, reply, pathname, document) {
      const search = new URL(request.url, 'http://host').search;
      const emptyFrame = () => indexHtmlBody(document, true, null);
      // Pages differ by cookie (display settings, the player): a shared cache must keep them apart.
      const vary = String(reply.getHeader('Vary') ?? '');
      if (!/\bCookie\b/i.test(vary)) reply.header('Vary', vary ? `${vary}, Cookie` : 'Cookie');
      const sessionCookie = sessionCookieOf(request.headers.cookie);
      const release = sessionCookie ? playerSlots.take() : null;
      if (sessionCookie && release) {
        const head = indexHtmlHead(document, true);
        const own = render(pathname, search, document, head, sessionCookie).then((page) => page?.body ?? emptyFrame(), emptyFrame).finally(release);
        return streamPage(request, reply, head, own, 'private, no-store');
      }
      let mapId = mapIds.get(document.map);
      if (mapId === undefined) mapIds.set(document.map, (mapId = nextMapId++));
      // The document's own parts (version label, head) are in the key too: they differ by map and path.
      const key = [mapId, document.mapVersion ?? '', document.lang, displayKey(document.display), pathname, search, document.head ?? ''].join('\0');
      const ready = pages.ready(key);
      if (ready) return ready.value ? sendCached(request, reply, ready.value.cached) : null;
      const head = indexHtmlHead(document, true);
      const rest = pages.get(key, () => render(pathname, search, document, head, null)).then((page) => page?.body ?? emptyFrame(), emptyFrame);
      return streamPage(request, reply, head, rest);
    },
  };
}
