/**
 * The host part of the server: pages, the import map, built files, the web-app files, the browser's
 * telemetry, the deploy service and canaries (README.md "Parts"). It needs the platform (env, compression)
 * and the site facts (`siteFacts`, platform/site-facts.ts) — provided by the backend plugin in one process
 * or by the remote-backend plugin when the backend runs apart — and the security headers registered before
 * whatever else answers in this process, so every response carries them. It never imports the backend.
 */
import { availableParallelism } from 'node:os';
import fp from 'fastify-plugin';
import { PLATFORM_PLUGIN } from '../platform/platform-plugin.ts';
import { SITE_FACTS } from '../platform/site-facts.ts';
import { createPageTokens, pageTokenSecret } from './canary/page-token.ts';
import { TelemetryAggregator } from './canary/telemetry-aggregator.ts';
import { createTelemetryGate, knownCanaryVersions, sessionsPerAddressFromEnv } from './canary/telemetry-gate.ts';
import { telemetryPlugin } from './canary/telemetry-plugin.ts';
import { hostPlugin } from './host-plugin.ts';
import { SECURITY_HEADERS_PLUGIN, securityHeadersPlugin } from './security-headers.ts';
import webAppPlugin from './webapp-plugin.ts';
import { openPgHostStore } from './shared-state/pg-host-store.ts';

export const HOST_PART = 'arena-host-part';

/** The security headers with this process's settings: registered first, before the backend or the proxy. */
export const hostSecurityHeaders = fp(
  async (app) => {
    const env = app.serverEnv;
    await app.register(securityHeadersPlugin, { importMapOrigins: env.allowedOrigins, overrideOrigins: env.overrideOrigins, cors: env.cors });
  },
  { name: 'arena-host-security-headers', dependencies: [PLATFORM_PLUGIN], decorators: { fastify: ['serverEnv'] } },
);

/**
 * ARENA_SSR_APP_BUDGET_MS: how long an app's server render may take before the browser renders it instead
 * (default 150 ms, render/server-renderer.ts). The e2e journeys raise it: they check what a page shows, and
 * a loaded 2-core CI machine (several browsers at once) can miss even that. A value that is not 10–1000 is ignored.
 */
function serverRenderBudgetFromEnv(env: NodeJS.ProcessEnv): { serverRenderBudgetMs?: number } {
  const ms = Number(env.ARENA_SSR_APP_BUDGET_MS);
  return Number.isInteger(ms) && ms >= 10 && ms <= 1000 ? { serverRenderBudgetMs: ms } : {};
}

/**
 * ARENA_RENDER_WORKERS: worker threads rendering pages (render/render-workers.ts), 0 for the main thread
 * alone. Default: one per core, so a 2-core host renders on both (bench/levers.md has the measurement).
 */
export function renderWorkersFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.ARENA_RENDER_WORKERS;
  const count = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(count) && count >= 0 && count <= 16 ? count : availableParallelism();
}

export const hostPart = fp(
  async (app) => {
    const env = app.serverEnv;
    await app.register(webAppPlugin);
    // The browser's error reports per import-map version, read by the canary's automatic abort (canary/).
    // ARENA_HOST_STORE=postgres://…: state shared by every host (shared-state/); else files and memory.
    const hostStore = env.hostStore ? await openPgHostStore(env.hostStore.url, { poolMax: env.hostStore.poolMax, log: (m) => app.log.error(m) }) : null;
    if (hostStore) app.addHook('onClose', () => hostStore.close());
    const telemetry = hostStore?.telemetry ?? new TelemetryAggregator();
    // Reports reaching other hosts move the pooled counts too: the abort decision follows them.
    if (hostStore) hostStore.telemetry.onPooledChange = () => void app.deployService?.checkCanary();
    // Only reports of pages this host served (signed page tokens) for the running canary's versions count.
    const pageTokens = createPageTokens(pageTokenSecret(process.env));
    const gate = createTelemetryGate(pageTokens, () => knownCanaryVersions(app.deployService), { sessionsPerAddress: sessionsPerAddressFromEnv(process.env) });
    // Every accepted report re-runs the running canary's abort decision (the host owns the deploy service).
    await app.register(telemetryPlugin, { aggregator: telemetry, gate, onReport: () => void app.deployService?.checkCanary(), ...(hostStore ? { rateLimitStore: hostStore.rateLimitStore } : {}) });
    await app.register(hostPlugin, {
      root: env.root,
      distRoot: env.distRoot,
      importMapFile: env.importMapFile,
      allowedOrigins: env.allowedOrigins,
      overrideOrigins: env.overrideOrigins,
      cors: env.cors,
      telemetry,
      hostStore,
      pageTokens,
      // Redirects, 404s of unknown content slugs and the interface languages come from the backend.
      siteFacts: app.siteFacts,
      // The page head's canonical, og:url and hreflang URLs (else the listening origin, never the Host header).
      publicOrigin: env.publicOrigin,
      ...serverRenderBudgetFromEnv(process.env),
      renderWorkers: renderWorkersFromEnv(process.env),
    });
  },
  {
    name: HOST_PART,
    dependencies: [PLATFORM_PLUGIN, SECURITY_HEADERS_PLUGIN],
    decorators: { fastify: ['serverEnv', SITE_FACTS] },
  },
);
