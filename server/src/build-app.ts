/** Creates a ready Fastify instance with the Arena plugin; shared by server.ts and the tests. */
import Fastify, { type FastifyInstance } from 'fastify';
import arenaApp from './app.ts';
import type { ServerEnv } from './env.ts';
import { http2ServerOptions, trackTlsConnections } from './tls-host.ts';

/**
 * Fastify's trustProxy from the environment: off unless ARENA_TRUSTED_PROXIES names the proxies. With
 * `true`, any client could pick its own request.ip with X-Forwarded-For and so escape every per-IP
 * throttle; with a list, the header is believed only when the connection comes from one of those addresses.
 */
export function trustProxyOption(env: Pick<ServerEnv, 'trustedProxies'>): false | string[] {
  return env.trustedProxies.length > 0 ? [...env.trustedProxies] : false;
}

export async function buildServer(env: ServerEnv, logger: boolean | object = { level: env.logLevel }): Promise<FastifyInstance> {
  const common = { logger, trustProxy: trustProxyOption(env) };
  // With a certificate: HTTP/2 over TLS (tls-host.ts). The routes only use what the HTTP/1 and the
  // HTTP/2 compatibility request/response share, so the instance is typed as the HTTP/1 one.
  const fastify = env.tls
    ? (Fastify({ ...common, ...http2ServerOptions(env.tls) }) as unknown as FastifyInstance)
    : Fastify(common);
  if (env.tls) trackTlsConnections(fastify);
  await fastify.register(arenaApp, { env });
  await fastify.ready();
  return fastify;
}
