/**
 * The reference backend: every call of the spec (§7) as Fastify plugins on SQLite.
 * Registered by app.ts next to the host.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerEnv } from '../env.ts';

export interface ApiOptions {
  env: ServerEnv;
}

export const apiPlugin: FastifyPluginAsync<ApiOptions> = async () => {
  // Filled in by the reference-backend issue.
};
