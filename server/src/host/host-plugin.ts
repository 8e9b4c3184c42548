/**
 * The host: index.html for `/{lng}/...`, language redirects, the import map, the built files and the
 * loader scripts. What it must know from the backend (redirects, page status, interface languages) comes
 * in as `siteFacts` (platform/site-facts.ts; host-part.ts passes the decorator).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PageFacts, SiteFacts } from '../platform/site-facts.ts';
import { cacheResponse, sendCached, type CachedResponse } from './cached-response.ts';
import { renderIndexHtml, type LoaderUrls } from './index-html.ts';
import { openImportMapStore } from './importmap-store.ts';
import { requiredModulesOf, type RequiredModule } from './importmap-requirements.ts';
import { validateImportMap, type ImportMapDocument } from './importmap-validation.ts';
import { openFileDeployStore } from './deploy/file-deploy-store.ts';
import { operatorTokensFromEnv, type OperatorToken } from './deploy/operator-tokens.ts';
import { opsRoutes } from './deploy/ops-routes.ts';
import { registerOpsPage } from './deploy/ops-page-route.ts';
import { openFileCanaryStore } from './deploy/canary-store.ts';
import { abortPolicyFromEnv, createDeployService, type CanarySnapshot, type DeployService } from './deploy/deploy-service.ts';
import type { AbortPolicy } from './canary/abort-decision.ts';
import { mapChoiceFor } from './canary/canary-serving.ts';
import { TelemetryAggregator } from './canary/telemetry-aggregator.ts';
import { createServerRenderer, type ServerRenderer } from './render/server-renderer.ts';
import { injectTransport } from './render/inject-transport.ts';

export interface HostOptions {
  /**
   * Render pages on the server (issue 26; default on, `ARENA_SSR=off` turns it off): the frame and the
   * area app arrive as markup and hydrate. Off, every page is the empty frame the browser fills.
   */
  serverRender?: boolean;
  /** Milliseconds an app's server render may take (data included) before the browser renders it. */
  serverRenderBudgetMs?: number;
  root: string;
  distRoot: string;
  importMapFile: string;
  allowedOrigins: string[];
  /** Origins developer overrides may load from (ARENA_OVERRIDE_ORIGINS); none: overrides are off. */
  overrideOrigins?: readonly string[];
  cors: boolean;
  defaultLanguage?: string;
  /**
   * The area app a page URL mounts, so index.html preloads exactly its files. Defaults to the route table
   * (@arena/routes: the same data root-config generates single-spa's activity functions from).
   */
  appForPath?: (pathname: string) => string | null;
  /**
   * What the backend knows about pages (platform/site-facts.ts): a page URL's redirect or status (404 for a
   * content URL whose slug is unknown) and the language segments with an interface (a page under one gets
   * its `<html lang dir>`). Without it (a host alone in tests) every page is 200 in the default language.
   */
  siteFacts?: SiteFacts;
  /**
   * Specifiers an accepted map must contain and the kind of build each must point at. Defaults to
   * what the workspace builds plus the route table's apps (importmap-requirements.ts).
   */
  requiredModules?: readonly RequiredModule[];
  /**
   * Who may use the ops API (deploy/README.md). Defaults to ARENA_OPS_TOKENS(_FILE); none: no ops API
   * (404) and no version history, so a plain production start exposes nothing new.
   */
  operatorTokens?: readonly OperatorToken[];
  /** The browser's error reports per map version (shared with the telemetry endpoint), for canaries. */
  telemetry?: TelemetryAggregator;
  /** When a canary is aborted by itself; defaults to ARENA_CANARY_MIN_SESSIONS / ARENA_CANARY_MARGIN. */
  canaryPolicy?: AbortPolicy;
}

/** How often a process re-reads the deploy store's head and canary (other processes' changes). */
const DEPLOY_REFRESH_MS = 2000;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Pages, the import map and built files are every visit's hot path: Fastify's two info lines per
 * request cost a quarter to a third of the host's throughput (bench/RESULTS.md), so these routes log
 * warnings and errors only. The API keeps its request log.
 */
const HOT_PATH = { logLevel: 'warn' } as const;
const LANGUAGE_SEGMENT = /^\/([a-z]{2})(\/|$)/;
const API_PATH = /^\/[a-z0-9-]+-api(\/|$)/;

interface LoaderFile {
  url: string;
  body: CachedResponse;
}

/**
 * SystemJS and import-map-overrides, served from node_modules under their version, and the page's own
 * loader steps (browser/*.js: served files instead of inline scripts, for the CSP) under their content
 * hash; so all are immutable.
 */
export function loaderFiles(root: string): Map<string, LoaderFile> & { urls: LoaderUrls } {
  const files = new Map<string, LoaderFile>();
  const add = (pkg: string, file: string) => {
    // npm workspaces hoist these to the root; their package.json is not in their "exports".
    const pkgDir = join(root, 'node_modules', pkg);
    const version = (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string }).version;
    const url = `/loader/${pkg}@${version}/${file.split('/').pop()}`;
    files.set(url, { url, body: cacheResponse(readFileSync(join(pkgDir, file), 'utf8'), 'application/javascript; charset=utf-8') });
    return url;
  };
  const addOwn = (file: string) => {
    const text = readFileSync(join(import.meta.dirname, 'browser', file), 'utf8');
    const url = `/loader/arena@${createHash('sha256').update(text).digest('hex').slice(0, 12)}/${file}`;
    files.set(url, { url, body: cacheResponse(text, 'application/javascript; charset=utf-8') });
    return url;
  };
  const urls: LoaderUrls = {
    // The full loader, not s.min.js: recovering a broken app needs System.delete (the registry API).
    systemjs: add('systemjs', 'dist/system.min.js'),
    overridesApi: add('import-map-overrides', 'dist/import-map-overrides-api.js'),
    overridesFull: add('import-map-overrides', 'dist/import-map-overrides.js'),
    overridesLoader: addOwn('overrides-loader.js'),
    overridesGuard: addOwn('override-guard.js'),
    boot: addOwn('boot.js'),
  };
  return Object.assign(files, { urls });
}

/**
 * The route table and matcher (@arena/routes) are plain data and pure functions, so the host reads them
 * directly. Loaded lazily and defensively: a broken route table must cost preloads, never the host.
 */
async function routeTableLookup(log: (m: string) => void): Promise<(pathname: string) => string | null> {
  try {
    const { ROUTES, matchRoute } = await import('@arena/routes');
    return (pathname) => matchRoute(ROUTES, pathname)?.route.app ?? null;
  } catch (error) {
    log(`host: cannot read the route table (${(error as Error).message}); pages preload the shared libraries only`);
    return () => null;
  }
}

/** A module's stylesheet, when its version folder has one (esbuild emits index.css next to index.js). */
export function stylesheetsOf(map: ImportMapDocument, distRoot: string): string[] {
  return ['@arena/ui-kit', '@arena/shell']
    .map((s) => map.imports[s])
    .filter((url): url is string => typeof url === 'string' && url.startsWith('/dist/') && url.endsWith('/index.js'))
    .map((url) => url.replace(/index\.js$/, 'index.css'))
    .filter((url) => existsSync(join(distRoot, url.slice('/dist/'.length))));
}

const host: FastifyPluginAsync<HostOptions> = async (app, options) => {
  const defaultLanguage = options.defaultLanguage ?? 'ru';
  const required = options.requiredModules ?? (await requiredModulesOf(options.root, (m) => app.log.error(m)));
  const validation = { distRoot: options.distRoot, allowedOrigins: options.allowedOrigins, required };
  const store = openImportMapStore(options.importMapFile, validation, {
    info: (m) => app.log.info(m),
    error: (m) => app.log.error(m),
  });
  const loader = loaderFiles(options.root);
  const overrideOrigins = options.overrideOrigins ?? [];
  // The page's override guard allows what the CSP's script-src allows (security-headers.ts).
  const scriptOrigins = [...new Set([...options.allowedOrigins, ...overrideOrigins])];
  const appForPath = options.appForPath ?? (await routeTableLookup((m) => app.log.error(m)));
  let importMapResponse!: CachedResponse;
  // One index.html per area app (its preloads differ), rendered on first use for the map being served.
  let indexResponses = new Map<string, CachedResponse>();
  let servedMap!: ImportMapDocument;
  const renderer: ServerRenderer | null =
    (options.serverRender ?? process.env.ARENA_SSR !== 'off')
      ? createServerRenderer({
          distRoot: options.distRoot,
          transport: injectTransport(app),
          defaultLanguage,
          ...(options.serverRenderBudgetMs ? { budgetMs: options.serverRenderBudgetMs } : {}),
          log: { warn: (m) => app.log.warn(m) },
        })
      : null;
  const rebuild = (map: ImportMapDocument) => {
    servedMap = map;
    renderer?.prepare(map);
    importMapResponse = cacheResponse(JSON.stringify(map), 'application/importmap+json; charset=utf-8');
    indexResponses = new Map();
  };
  const renderIndex = (map: ImportMapDocument, appName: string | null, mapVersion: string | null, lang: string) =>
    cacheResponse(
      renderIndexHtml({ map, loader: loader.urls, stylesheets: stylesheetsOf(map, options.distRoot), app: appName, scriptOrigins, overridesEnabled: overrideOrigins.length > 0, mapVersion, lang }),
      'text/html; charset=utf-8',
    );
  const indexFor = (appName: string | null, lang: string): CachedResponse => {
    const label = service?.serving().stableLabel ?? null;
    const key = `${label ?? ''}|${appName ?? ''}|${lang}`;
    let cached = indexResponses.get(key);
    if (!cached) {
      cached = renderIndex(servedMap, appName, label, lang);
      indexResponses.set(key, cached);
    }
    return cached;
  };
  // `<html lang dir>` follows the page's language segment; only interface languages count, so odd
  // segments cannot grow the page cache (the client redirects them to a language it has).
  const pageLanguage = async (pathname: string) => {
    const segment = pathname.split('/')[1] ?? '';
    let languages: readonly string[] = [defaultLanguage];
    try {
      languages = (await options.siteFacts?.interfaceLanguages()) ?? languages;
    } catch {
      // Unknown languages render in the default one: the page itself must still be served.
    }
    return languages.includes(segment) ? segment : defaultLanguage;
  };
  // The canary's own map and pages, rendered once per canary.
  let canaryResponses: { id: number; importMap: CachedResponse; index: Map<string, CachedResponse> } | null = null;
  const canaryResponsesFor = (canary: CanarySnapshot) => {
    if (canaryResponses?.id !== canary.record.id) {
      canaryResponses = { id: canary.record.id, importMap: cacheResponse(JSON.stringify(canary.map), 'application/importmap+json; charset=utf-8'), index: new Map() };
    }
    return canaryResponses;
  };
  /**
   * While a canary runs, which map this visitor gets: by the sticky cohort cookie (issued here on the
   * first page), and the answer varies by cookie so no cache hands one cohort's map to the other.
   */
  const canaryFor = (request: FastifyRequest, reply: FastifyReply): CanarySnapshot | null => {
    const canary = service?.serving().canary;
    if (!canary) return null;
    const choice = mapChoiceFor(request.headers.cookie, canary.serving, { secure: request.protocol === 'https' });
    if (choice.setCookie) reply.header('Set-Cookie', choice.setCookie);
    reply.header('Vary', 'Cookie');
    return choice.serve === 'canary' ? canary : null;
  };
  rebuild(store.current());
  store.onChange(rebuild);
  app.addHook('onClose', async () => store.close());
  app.decorate('importMapStore', store);

  const operatorTokens = options.operatorTokens ?? operatorTokensFromEnv(process.env);
  let service: DeployService | null = null;
  if (operatorTokens.length > 0) {
    const deployStore = await openFileDeployStore(options.importMapFile);
    service = createDeployService({
      store: deployStore,
      canaries: await openFileCanaryStore(dirname(options.importMapFile)),
      validation,
      telemetry: options.telemetry ?? new TelemetryAggregator(),
      policy: options.canaryPolicy ?? abortPolicyFromEnv(process.env),
      servedImports: () => servedMap.imports,
      log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) },
      serveCommitted: () => void store.reload(),
    });
    const deploy = service;
    const refresh = () => deploy.refresh().then(() => undefined, (error: Error) => app.log.error(`deploy: cannot read the store (${error.message})`));
    // A hand edit the watcher accepted becomes a version too (validated again under the store's lock).
    const adoptHandEdit = () =>
      deployStore.adoptHandEdit((text) => validateImportMap(text, validation).ok).then(
        (version) => version && app.log.info(`importmap: the hand edit became version ${version.version}`),
        (error: Error) => app.log.error(`importmap: could not record the hand edit in the history (${error.message})`),
      );
    store.onChange(() => void adoptHandEdit().then(refresh));
    await adoptHandEdit(); // an edit made while the host was down
    await refresh();
    // Other host processes on the store start, promote and abort canaries too: follow them.
    const timer = setInterval(() => void refresh(), DEPLOY_REFRESH_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));
    await app.register(opsRoutes, { store: deployStore, tokens: operatorTokens, validation, serveCommitted: () => void store.reload(), service });
    registerOpsPage(app, options.distRoot);
  }
  app.decorate('deployService', service);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/importmap.json', HOT_PATH, (request, reply) => {
    const canary = canaryFor(request, reply);
    return sendCached(request, reply, canary ? canaryResponsesFor(canary).importMap : importMapResponse);
  });

  for (const file of loader.values()) {
    app.get(file.url, HOT_PATH, (request, reply) => {
      if (options.cors) reply.header('Access-Control-Allow-Origin', '*');
      return sendCached(request, reply, file.body, IMMUTABLE);
    });
  }

  await app.register(fastifyStatic, {
    root: options.distRoot,
    prefix: '/dist/',
    preCompressed: true,
    cacheControl: false,
    index: false,
    wildcard: true,
    logLevel: HOT_PATH.logLevel,
    setHeaders(reply: FastifyReply) {
      reply.header('Cache-Control', IMMUTABLE);
      if (options.cors) reply.header('Access-Control-Allow-Origin', '*');
    },
  });

  const serveIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    let facts: PageFacts = { status: 200, redirect: null };
    try {
      facts = (await options.siteFacts?.pageFacts(pathname)) ?? facts;
    } catch (error) {
      // A failed lookup serves the page: the client router applies the same redirect rule, the app decides what to show.
      request.log.warn(`site facts: ${(error as Error).message}`);
    }
    const { redirect, status } = facts;
    if (redirect) return reply.redirect(`${redirect.location}${new URL(request.url, 'http://host').search}`, redirect.status);
    if (status !== 200) {
      reply.code(status);
      // A 404 page must not be revalidated (304) into the 200 a browser cached while the item existed.
      delete request.headers['if-none-match'];
    }
    let appName: string | null = null;
    try {
      appName = appForPath(pathname);
    } catch {
      // A lookup failure only costs the app's preloads; the page itself must still be served.
    }
    // Only apps the map can load get a page of their own, so odd paths cannot grow the cache.
    const known = appName && servedMap.imports[appName] ? appName : null;
    const lang = await pageLanguage(pathname);
    const canary = canaryFor(request, reply);
    // The page rendered with the map this visitor gets (the canary's for its cohort), when it can be.
    const paint = status === 200 ? await renderer?.render(canary?.map ?? servedMap, pathname, new URL(request.url, 'http://host').search, lang) : null;
    if (paint) {
      const html = renderIndexHtml({
        map: canary?.map ?? servedMap,
        loader: loader.urls,
        stylesheets: stylesheetsOf(canary?.map ?? servedMap, options.distRoot),
        app: known,
        scriptOrigins,
        overridesEnabled: overrideOrigins.length > 0,
        mapVersion: canary ? canary.serving.canaryVersion : (service?.serving().stableLabel ?? null),
        lang,
        serverPaint: { html: paint.html, boot: paint.boot, layout: paint.boot.route.layout },
      });
      return sendCached(request, reply, cacheResponse(html, 'text/html; charset=utf-8'));
    }
    if (!canary) return sendCached(request, reply, indexFor(known, lang));
    const responses = canaryResponsesFor(canary);
    const pageKey = `${known ?? ''}|${lang}`;
    let page = responses.index.get(pageKey);
    if (!page) {
      page = renderIndex(canary.map, known, canary.serving.canaryVersion, lang);
      responses.index.set(pageKey, page);
    }
    return sendCached(request, reply, page);
  };

  // Pages are routes (not the not-found handler) so they can have their own log level; a first segment
  // that is not a language falls through to the not-found handler below.
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    return LANGUAGE_SEGMENT.test(path) ? serveIndex(request, reply, path) : reply.callNotFound();
  };
  app.get('/:lng', HOT_PATH, page);
  app.get('/:lng/*', HOT_PATH, page);

  // Everything else: pages under a language segment get index.html; paths without one are redirected.
  app.setNotFoundHandler((request, reply) => {
    const url = new URL(request.url, 'http://host');
    const path = url.pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ code: 'not_found', message: `No route for ${request.method} ${path}` });
    }
    if (API_PATH.test(path) || path.startsWith('/dist/') || path.startsWith('/loader/')) {
      return reply.code(404).send({ code: 'not_found', message: `Nothing at ${path}` });
    }
    if (LANGUAGE_SEGMENT.test(path)) return serveIndex(request, reply, path);
    const target = `/${defaultLanguage}${path === '/' ? '/' : path}${url.search}`;
    return reply.redirect(target, 302);
  });
};

/** Not encapsulated: its not-found handler and `importMapStore` belong to the whole server. */
export const hostPlugin = fp(host, { name: 'arena-host' });

declare module 'fastify' {
  interface FastifyInstance {
    importMapStore: import('./importmap-store.ts').ImportMapStore;
    /** Canaries and the deploy history; null when no operator tokens are configured. */
    deployService: DeployService | null;
  }
}
