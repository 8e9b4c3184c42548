/**
 * The Arena server in one process (`npm start`): the platform, then the host's security headers (so every
 * answer carries them), the reference backend (which provides the site facts) and the host part (which
 * needs them), and the payment sandbox while no real payment provider is configured. Each part declares its needs in its plugin metadata, so a wrong order fails at start.
 * host-app.ts and api-app.ts compose the same parts for two processes; server.ts owns process concerns.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { backendPlugin } from './api/index.ts';
import { paymentSandboxPlugin } from './payment-sandbox/sandbox-plugin.ts';
import { holdableDelivery, notificationHoldRoutes } from './api/test-controls/notification-hold.ts';
import { hostPart, hostSecurityHeaders } from './host/host-part.ts';
import { platformPlugin } from './platform/platform-plugin.ts';
import type { ServerEnv } from './platform/env.ts';
import type { AdjustableClock } from './platform/clock.ts';

export interface AppOptions {
  env: ServerEnv;
  clock?: AdjustableClock;
}

const app: FastifyPluginAsync<AppOptions> = async (fastify, { env, clock }) => {
  await fastify.register(platformPlugin, { env, clock });
  await fastify.register(hostSecurityHeaders);
  await fastify.register(backendPlugin);
  await fastify.register(hostPart);
  // The payment sandbox while no real provider is configured: its notifications reach the backend through
  // this server's own router (inject), the same signed request a processor would post from outside.
  if (env.paymentProvider === null) {
    const toBackend = async (headers: Record<string, string>, body: string) =>
      (await fastify.inject({ method: 'POST', url: '/payments-api/notify/sandbox', headers, payload: body })).statusCode;
    // e2e: the test controls may hold the notifications (a journey sees the payment pending as long as it looks).
    const hold = env.testControls ? holdableDelivery(toBackend) : null;
    await fastify.register(paymentSandboxPlugin, { secret: env.paymentSandboxSecret, clock: fastify.clock, deliver: hold?.deliver ?? toBackend, notifyDelayMs: env.paymentSandboxDelayMs });
    if (hold) await fastify.register(notificationHoldRoutes, { hold });
  }
};

export default fp(app, { name: 'arena-app' });
