/**
 * The reference backend alone (`npm run api`): the platform and the backend part, plus the answer for a
 * path the API does not know ({ code: 'not_found' }, as the host answers it in one process).
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { backendPlugin } from './api/index.ts';
import { platformPlugin } from './platform/platform-plugin.ts';
import type { AppOptions } from './app.ts';

const apiApp: FastifyPluginAsync<AppOptions> = async (fastify, { env, clock }) => {
  await fastify.register(platformPlugin, { env, clock });
  await fastify.register(backendPlugin);
  fastify.setNotFoundHandler((request, reply) => {
    const path = new URL(request.url, 'http://backend').pathname;
    const message = request.method === 'GET' || request.method === 'HEAD' ? `Nothing at ${path}` : `No route for ${request.method} ${path}`;
    return reply.code(404).send({ code: 'not_found', message });
  });
};

export default fp(apiApp, { name: 'arena-api-app' });
