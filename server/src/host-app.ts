/**
 * The host alone (`npm run host`): the same host part as in one process, with the site facts read from
 * the backend at ARENA_API_URL and the backend's paths forwarded there (host/remote-backend.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { hostPart, hostSecurityHeaders } from './host/host-part.ts';
import { remoteBackendPlugin } from './host/remote-backend.ts';
import { platformPlugin } from './platform/platform-plugin.ts';
import type { AppOptions } from './app.ts';

const hostApp: FastifyPluginAsync<AppOptions> = async (fastify, { env, clock }) => {
  await fastify.register(platformPlugin, { env, clock });
  await fastify.register(hostSecurityHeaders);
  await fastify.register(remoteBackendPlugin, { apiUrl: env.apiUrl, relayToken: env.liveRelayToken });
  await fastify.register(hostPart);
};

export default fp(hostApp, { name: 'arena-host-app' });
