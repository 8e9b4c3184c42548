/**
 * The host: index.html for `/{lng}/...`, language redirects, the import map, the built files and the
 * loader scripts. What it must know from the backend (redirects, page status, interface languages, the
 * page's head) comes in as `siteFacts` (platform/site-facts.ts; host-part.ts passes the decorator).
 */
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cacheResponse, sendCached, type CachedResponse } from './cached-response.ts';
import { createPageAnswers } from './page-answers.ts';
import { FIRST_PAINT_BUNDLE_PREFIX, firstPaintBundles } from './first-paint-bundle.ts';
import { displayKey, displaySettingsOf } from './display-cookie.ts';
import { renderIndexHtml, type IndexHtmlInput } from './index-html.ts';
import { loaderFiles, stylesheetsOf } from './loader-files.ts';
import { createPageCache } from './page-cache.ts';
import { openImportMapStore } from './importmap-store.ts';
import { requiredModulesOf } from './importmap-requirements.ts';
import { validateImportMap, type ImportMapDocument } from './importmap-validation.ts';
import { operatorTokensFromEnv } from './deploy/operator-tokens.ts';
import { registerOpsPage, SUPPORT_CONSOLE_PAGE } from './deploy/ops-page-route.ts';
import type { CanarySnapshot, DeployService } from './deploy/deploy-service.ts';
import { startDeployService } from './deploy/deploy-wiring.ts';
import { mapChoiceFor } from './canary/canary-serving.ts';
import { TelemetryAggregator } from './canary/telemetry-aggregator.ts';
import { restoreHeadIfRefused } from './deploy/store-head.ts';
import { environmentMapFile, environmentsFromEnv, seedEnvironmentMap } from './deploy/environments.ts';
import { createPaintedPages } from './render/painted-pages.ts';
import type { HostOptions } from './host-options.ts';
import { routeTableLookup } from './route-table-lookup.ts';

export type { HostOptions } from './host-options.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Pages, the import map and built files are every visit's hot path: Fastify's two info lines per
 * request cost a quarter to a third of the host's throughput (bench/RESULTS.md), so these routes log
 * warnings and errors only. The API keeps its request log.
 */
const HOT_PATH = { logLevel: 'warn' } as const;
const LANGUAGE_SEGMENT = /^\/([a-z]{2})(\/|$)/;
const API_PATH = /^\/[a-z0-9-]+-api(\/|$)/;

const host: FastifyPluginAsync<HostOptions> = async (app, options) => {
  const defaultLanguage = options.defaultLanguage ?? 'ru';
  const required = options.requiredModules ?? (await requiredModulesOf(options.root, (m) => app.log.error(m)));
  const validation = { distRoot: options.distRoot, allowedOrigins: options.allowedOrigins, required };
  // The map this host serves is its environment's; the primary environment's is the site's importmap.json.
  const environments = options.environments ?? environmentsFromEnv(process.env, options.publicOrigin && URL.canParse(options.publicOrigin) ? new URL(options.publicOrigin).hostname : null);
  const importMapFile = environmentMapFile(options.importMapFile, environments, environments.served);
  seedEnvironmentMap(options.importMapFile, importMapFile);
  // With a deploy history, its head is the truth: a refused hand edit never stops a host (deploy/store-head.ts).
  restoreHeadIfRefused(importMapFile, (text) => validateImportMap(text, validation), (m) => app.log.error(m));
  const store = openImportMapStore(importMapFile, validation, {
    info: (m) => app.log.info(m),
    error: (m) => app.log.error(m),
  });
  const loader = loaderFiles(options.root);
  const overrideOrigins = options.overrideOrigins ?? [];
  // The page's override guard allows what the CSP's script-src allows (security-headers.ts).
  const scriptOrigins = [...new Set([...options.allowedOrigins, ...overrideOrigins])];
  const routeTable = await routeTableLookup((m) => app.log.error(m));
  const appForPath = options.appForPath ?? routeTable.appForPath;
  let importMapResponse!: CachedResponse;
  // Pages by map, area app (its preloads differ), language and head: rendered and compressed on first use.
  const pages = createPageCache();
  let servedMap!: ImportMapDocument;
  const telemetry = options.telemetry ?? new TelemetryAggregator();
  const painted =
    (options.serverRender ?? process.env.ARENA_SSR !== 'off')
      ? createPaintedPages(app, {
          distRoot: options.distRoot,
          defaultLanguage,
          ...(options.serverRenderBudgetMs ? { budgetMs: options.serverRenderBudgetMs } : {}),
          renderWorkers: options.renderWorkers ?? 0,
          onAppFallback: (version, appName, reason) => telemetry.serverRenderFellBack(version, appName, reason),
        })
      : null;
  const bundles = firstPaintBundles(options.distRoot);
  const rebuild = (map: ImportMapDocument) => {
    servedMap = map;
    bundles.forMap(map);
    painted?.prepare(map);
    importMapResponse = cacheResponse(JSON.stringify(map), 'application/importmap+json; charset=utf-8');
    pages.clear();
  };
  // A page without a server render (status pages, ARENA_SSR=off, a render that was not possible): the same document.
  const renderIndex = (document: IndexHtmlInput) => cacheResponse(renderIndexHtml(document), 'text/html; charset=utf-8');
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
  // The canary's own map, rendered once per canary (its pages share the page cache under the canary's key).
  let canaryResponses: { id: number; importMap: CachedResponse } | null = null;
  const canaryResponsesFor = (canary: CanarySnapshot) => {
    if (canaryResponses?.id !== canary.record.id) {
      canaryResponses = { id: canary.record.id, importMap: cacheResponse(JSON.stringify(canary.map), 'application/importmap+json; charset=utf-8') };
    }
    return canaryResponses;
  };
  const pageAnswer = createPageAnswers(app, { siteFacts: options.siteFacts, publicOrigin: options.publicOrigin });
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
  /** While a canary runs, the page's telemetry token: its version and cohort, signed (canary/page-token.ts). */
  const issuePageToken = (request: FastifyRequest, reply: FastifyReply, inCanary: boolean) => {
    const running = service?.serving().canary;
    if (!running || !options.pageTokens) return;
    const token = options.pageTokens.issue(inCanary ? running.serving.canaryVersion : running.serving.stableVersion, inCanary ? 'canary' : 'stable');
    reply.header('Set-Cookie', options.pageTokens.cookie(token, request.protocol === 'https'));
  };
  rebuild(store.current());
  store.onChange(rebuild);
  app.addHook('onClose', async () => store.close());
  app.decorate('importMapStore', store);

  const operatorTokens = options.operatorTokens ?? operatorTokensFromEnv(process.env);
  // A shared store needs the service even without operators here: this host follows the head others deploy.
  const service: DeployService | null =
    operatorTokens.length > 0 || options.hostStore
      ? await startDeployService(app, {
          primaryMapFile: options.importMapFile,
          environments,
          allowLocalHooks: options.allowLocalHooks ?? (process.env.ARENA_TEST_CONTROLS === '1' || process.env.NODE_ENV === 'development'),
          ...(options.hookRetryDelaysMs ? { hookRetryDelaysMs: options.hookRetryDelaysMs } : {}),
          distRoot: options.distRoot,
          validation,
          telemetry,
          mapStore: store,
          servedImports: () => servedMap.imports,
          operatorTokens,
          hostStore: options.hostStore ?? null,
          ...(options.deployLockTimeoutMs === undefined ? {} : { lockTimeoutMs: options.deployLockTimeoutMs }),
          ...(options.canaryPolicy ? { canaryPolicy: options.canaryPolicy } : {}),
        })
      : null;
  app.decorate('deployService', service);
  // The support agents' console: public markup like the ops page; its data needs an operator token (the API).
  registerOpsPage(app, options.distRoot, SUPPORT_CONSOLE_PAGE);

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

  // Only names of files this host built answer (first-paint-bundle.ts); anything else under the prefix is a 404.
  app.get(`${FIRST_PAINT_BUNDLE_PREFIX}*`, HOT_PATH, (request, reply) => {
    const bundle = bundles.served(request.url.split('?')[0]!);
    if (!bundle) return reply.code(404).send({ code: 'not_found', message: 'No such first-paint file (built per import map; an older one is gone)' });
    if (options.cors) reply.header('Access-Control-Allow-Origin', '*');
    return sendCached(request, reply, bundle.body, IMMUTABLE);
  });

  await app.register(fastifyStatic, {
    root: options.distRoot,
    prefix: '/dist/',
    preCompressed: true,
    cacheControl: false,
    // Every file under /dist/ sits in a content-hashed folder and is served immutable: nothing ever
    // revalidates or resumes it, so validators and range support are only bytes on each of the page's
    // ~45 script answers (issue 26: JS transferred counts headers).
    etag: false,
    lastModified: false,
    acceptRanges: false,
    index: false,
    wildcard: true,
    logLevel: HOT_PATH.logLevel,
    setHeaders(reply: FastifyReply) {
      reply.header('Cache-Control', IMMUTABLE);
      if (options.cors) reply.header('Access-Control-Allow-Origin', '*');
    },
  });

  const serveIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const lang = await pageLanguage(pathname);
    // Under a language the interface has, a path no route takes is the client's not-found page: 404 for
    // crawlers too. Other segments are left to the client router, which moves them to a language it has.
    const unrouted = lang === pathname.split('/')[1] && !routeTable.isRouted(pathname);
    const { facts, head } = await pageAnswer(request, pathname, lang, unrouted);
    if (facts.redirect) return reply.redirect(`${facts.redirect.location}${new URL(request.url, 'http://host').search}`, facts.redirect.status);
    const status = facts.status === 200 && unrouted ? 404 : facts.status;
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
    const canary = canaryFor(request, reply);
    issuePageToken(request, reply, canary !== null);
    // Only apps the map can load get a page of their own (its preloads).
    const display = displaySettingsOf(request.headers.cookie);
    const key = { app: appName && (canary ?? { map: servedMap }).map.imports[appName] ? appName : null, lang, display: displayKey(display), head: head ?? '' };
    // The page rendered with the map this visitor gets (the canary's for its cohort), when it can be.
    const map = canary?.map ?? servedMap;
    const mapVersion = canary ? canary.serving.canaryVersion : (service?.serving().stableLabel ?? null);
    const document = { map, loader: loader.urls, stylesheets: stylesheetsOf(map, options.distRoot), firstPaintBundle: bundles.forMap(map), app: key.app, scriptOrigins, overridesEnabled: overrideOrigins.length > 0, mapVersion, lang, display, ...(head ? { head } : {}) };
    const painting = status === 200 ? painted?.serve(request, reply, pathname, document) : null;
    if (painting) return painting;
    return sendCached(request, reply, pages.get({ ...key, map: canary ? `canary:${canary.record.id}` : `stable:${mapVersion ?? ''}` }, () => renderIndex(document)));
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
