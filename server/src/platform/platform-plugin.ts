/**
 * The platform part of the server: the environment and the one clock as decorators (`serverEnv`, `clock`)
 * for the parts registered after it, on-the-fly compression of dynamic answers (pages, the map and
 * builds are precompressed by the host), the refusal of request targets that are not a path of this server
 * (request-target.ts) and the drain phase of a graceful stop (draining.ts). Both the host and the backend
 * list it in their `dependencies`.
 */
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { AdjustableClock } from './clock.ts';
import type { ServerEnv } from './env.ts';
import { refuseForeignTargets } from './request-target.ts';
import { DrainState, installDraining } from './draining.ts';

export const PLATFORM_PLUGIN = 'arena-platform';

export interface PlatformOptions {
  env: ServerEnv;
  /** Tests may pass their own clock; a process gets a fresh adjustable one (the test controls move it). */
  clock?: AdjustableClock;
}

export const platformPlugin = fp<PlatformOptions>(
  async (app, { env, clock = new AdjustableClock() }) => {
    app.decorate('serverEnv', env);
    app.decorate('clock', clock);
    app.addHook('onRequest', refuseForeignTargets);
    app.decorate('drain', new DrainState());
    installDraining(app, app.drain);
    await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: PLATFORM_PLUGIN },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Every environment variable the server reads (platform/env.ts). */
    serverEnv: ServerEnv;
    /** The one clock of the process's time rules (platform/clock.ts). */
    clock: AdjustableClock;
    /** Set by a graceful stop while the server still answers but asks clients to go (platform/draining.ts). */
    drain: DrainState;
  }
}
