/** Creates a ready Fastify instance with one composition of the server's parts; shared by server.ts and the tests. */
import type { FastifyInstance } from 'fastify';
import arenaApp from './app.ts';
import apiApp from './api-app.ts';
import hostApp from './host-app.ts';
import sandboxApp from './sandbox-app.ts';
import { capConnectionsPerAddress, timeoutOptions, type ConnectionCapOptions } from './platform/connection-limits.ts';
import type { ServerEnv } from './platform/env.ts';
import { createHostFastify } from './tls-host.ts';

/**
 * `all`: host and backend in one process (`npm start`); `host`, `api` and the payment `sandbox`: each alone
 * (`npm run host`, `npm run api`, `npm run payment-sandbox`).
 */
export type ServerPart = 'all' | 'host' | 'api' | 'sandbox';

const COMPOSITIONS = { all: arenaApp, host: hostApp, api: apiApp, sandbox: sandboxApp } as const;

/**
 * Fastify's trustProxy from the environment: off unless ARENA_TRUSTED_PROXIES names the proxies. With
 * `true`, any client could pick its own request.ip with X-Forwarded-For and so escape every per-IP
 * throttle; with a list, the header is believed only when the connection comes from one of those addresses.
 */
export function trustProxyOption(env: Pick<ServerEnv, 'trustedProxies'>): false | string[] {
  return env.trustedProxies.length > 0 ? [...env.trustedProxies] : false;
}

/** What a test may set smaller than the platform's constants (platform/connection-limits.ts). */
export type ConnectionLimits = Pick<ConnectionCapOptions, 'maxPerAddress'>;

export async function buildServer(env: ServerEnv, logger: boolean | object = { level: env.logLevel }, part: ServerPart = 'all', limits: ConnectionLimits = {}): Promise<FastifyInstance> {
  // With a certificate: HTTP/2 over TLS (tls-host.ts). Timeouts and the per-address cap: connection-limits.ts.
  // A request read while the server closes is answered, not refused 503: it was sent before the client
  // could know (shutdown.ts drains first, so such requests are few).
  const fastify = createHostFastify({ logger, trustProxy: trustProxyOption(env), return503OnClosing: false, ...timeoutOptions() }, env.tls);
  capConnectionsPerAddress(fastify.server, {
    ...limits,
    exempt: env.trustedProxies,
    onRefused: (address) => fastify.log.warn(`${address} holds too many connections; refusing more until some close`),
  });
  await fastify.register(COMPOSITIONS[part], { env });
  await fastify.ready();
  return fastify;
}
