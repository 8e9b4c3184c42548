/**
 * Lever variants of Arena's index.html, served by the bench host next to the real one under their own
 * host names (<variant>.localhost), so each lever is measured interleaved with production Arena in
 * the same run instead of in two runs minutes apart on a shared machine. Each variant renders the
 * host's own renderIndexHtml with one option changed; modules, builds and backend are the same.
 */
import type { FastifyPluginAsync } from 'fastify';
import { cacheResponse, sendCached } from '../../../server/src/host/cached-response.ts';
import { firstPaintBundleOf } from '../../../server/src/host/first-paint-bundle.ts';
import { loaderFiles, stylesheetsOf } from '../../../server/src/host/loader-files.ts';
import { renderIndexHtml, type IndexHtmlInput } from '../../../server/src/host/index-html.ts';
import type { ImportMapDocument } from '../../../server/src/host/importmap-validation.ts';

export interface PageVariant {
  host: string;
  description: string;
  /** Options on top of what the production host passes for the home page (betting). */
  options: (map: ImportMapDocument) => Partial<IndexHtmlInput>;
}

const withoutDepcache = (map: ImportMapDocument): ImportMapDocument => ({ imports: map.imports, ...(map.scopes ? { scopes: map.scopes } : {}) });

export const PAGE_VARIANTS: readonly PageVariant[] = [
  { host: 'inline-map.localhost', description: 'production + import map inlined into index.html (no /importmap.json round trip)', options: () => ({ inlineMap: true }) },
  {
    host: 'shared-preloads.localhost',
    description: 'before this issue: preload only the shared libraries\' entry files (no chunks, no app); the page still loads the full /importmap.json',
    // With an external map, `map` only drives the preload links.
    options: (map) => ({ map: withoutDepcache(map), app: null, firstPaintBundle: null }),
  },
  {
    host: 'no-first-paint-bundle.localhost',
    description: "production without the first-paint file: each shared library from its own URL (issue 26 lever)",
    options: () => ({ firstPaintBundle: null }),
  },
  { host: 'no-preloads.localhost', description: 'no preload links: SystemJS depcache alone parallelises the graph', options: () => ({ preload: false }) },
  {
    host: 'no-depcache.localhost',
    description: 'no preload links and no depcache (inlined map without it): the loader discovers imports file by file',
    options: (map) => ({ preload: false, inlineMap: true, map: withoutDepcache(map) }),
  },
];

export interface PageVariantOptions {
  root: string;
  distRoot: string;
  homeApp: string;
}

export const pageVariantsPlugin: FastifyPluginAsync<PageVariantOptions> = async (app, options) => {
  const loader = loaderFiles(options.root).urls;
  for (const variant of PAGE_VARIANTS) {
    let cached: { map: ImportMapDocument; page: ReturnType<typeof cacheResponse> } | undefined;
    const constraints = { host: new RegExp(`^${variant.host.replace(/\./g, '\\.')}(:\\d+)?$`) };
    for (const url of ['/:lng', '/:lng/*']) {
      app.get(url, { constraints }, (request, reply) => {
        // The store is the host's, decorated once the Arena plugin registered.
        const map = app.importMapStore.current();
        if (cached?.map !== map) {
          // The host's file for this map (same map, same text, same name: the host serves it).
          const firstPaintBundle = firstPaintBundleOf(map, options.distRoot);
          const html = renderIndexHtml({ stylesheets: stylesheetsOf(map, options.distRoot), app: options.homeApp, map, loader, firstPaintBundle, ...variant.options(map) });
          cached = { map, page: cacheResponse(html, 'text/html; charset=utf-8') };
        }
        return sendCached(request, reply, cached.page);
      });
    }
  }
};
