/**
 * The Arena server as a Fastify plugin: the host (pages, import map, builds) and, next to it, the
 * reference backend's API plugins. server.ts owns process concerns (listen, signals); tests use inject().
 */
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerEnv } from './platform/env.ts';
import { apiPlugin } from './api/index.ts';
import { pageStatusFor } from './api/seo/page-status.ts';
import { pageRedirectFor } from './api/bonuses/page-redirects.ts';
import { hostPlugin } from './host/host-plugin.ts';
import { dictionaryLanguages } from './api/dictionaries/dictionary-store.ts';
import { securityHeadersPlugin } from './host/security-headers.ts';
import { TelemetryAggregator } from './host/canary/telemetry-aggregator.ts';
import { telemetryPlugin } from './host/canary/telemetry-plugin.ts';

export interface AppOptions {
  env: ServerEnv;
}

const app: FastifyPluginAsync<AppOptions> = async (fastify, { env }) => {
  // Dynamic JSON is compressed on the fly; pages, the map and builds are precompressed (see host/).
  await fastify.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // CSP, frame-ancestors, Referrer-Policy, nosniff, HSTS over HTTPS: on every response, errors included.
  await fastify.register(securityHeadersPlugin, {
    importMapOrigins: env.allowedOrigins,
    overrideOrigins: env.overrideOrigins,
    cors: env.cors,
  });
  await fastify.register(apiPlugin, { env });
  await fastify.register(import('./host/webapp-plugin.ts'));
  // The browser's error reports per import-map version, read by the canary's automatic abort (host/canary/).
  const telemetry = new TelemetryAggregator();
  // Every accepted report re-runs the running canary's abort decision (the host owns the deploy service).
  await fastify.register(telemetryPlugin, { aggregator: telemetry, onReport: () => void fastify.deployService?.checkCanary() });
  await fastify.register(hostPlugin, {
    root: env.root,
    distRoot: env.distRoot,
    importMapFile: env.importMapFile,
    allowedOrigins: env.allowedOrigins,
    overrideOrigins: env.overrideOrigins,
    cors: env.cors,
    interfaceLanguages: dictionaryLanguages(),
    telemetry,
    // Content URLs with an unknown slug answer 404 (the API's SEO plugin knows the content store).
    pageStatus: (pathname) => pageStatusFor(env, pathname),
    // bonus/slot_first_deposit answers a real 301 when the config enables the first-deposit redirect.
    pageRedirect: (pathname) => pageRedirectFor(env, pathname),
  });
};

export default fp(app, { name: 'arena-app' });
