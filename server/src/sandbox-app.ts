/**
 * The payment sandbox alone (`npm run payment-sandbox`, ARENA_PAYMENT_SANDBOX_PORT): a pretend card processor
 * on its own port, as a real one is on its own host. It posts its notifications to ARENA_PAYMENT_NOTIFY_URL
 * (the backend's /payments-api/notify/sandbox), signed with ARENA_PAYMENT_SANDBOX_SECRET, which the backend
 * must be given too; the backend then sends players to ARENA_PAYMENT_SANDBOX_URL.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { paymentSandboxPlugin } from './payment-sandbox/sandbox-plugin.ts';
import { platformPlugin } from './platform/platform-plugin.ts';
import type { AppOptions } from './app.ts';

const sandboxApp: FastifyPluginAsync<AppOptions> = async (fastify, { env, clock }) => {
  await fastify.register(platformPlugin, { env, clock });
  const deliver = async (headers: Record<string, string>, body: string) =>
    (await fetch(env.paymentNotifyUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })).status;
  await fastify.register(paymentSandboxPlugin, { secret: env.paymentSandboxSecret, clock: fastify.clock, deliver, notifyDelayMs: env.paymentSandboxDelayMs });
};

export default fp(sandboxApp, { name: 'arena-payment-sandbox-app' });
