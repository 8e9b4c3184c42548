/** Creates a ready Fastify instance with the Arena plugin; shared by server.ts and the tests. */
import Fastify, { type FastifyInstance } from 'fastify';
import arenaApp from './app.ts';
import type { ServerEnv } from './env.ts';

export async function buildServer(env: ServerEnv, logger: boolean | object = { level: env.logLevel }): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger,
    // Never leak internals: unexpected errors become a generic 500 body (details stay in the log).
    trustProxy: true,
  });
  await fastify.register(arenaApp, { env });
  await fastify.ready();
  return fastify;
}
