/**
 * The drain phase of a graceful stop (issue 32, finding 5; the process test in shutdown.test.ts shows no
 * request is reset): while draining, /healthz answers 503 so a balancer stops sending players, and every
 * HTTP/1 answer asks the client to close its connection.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readEnv } from './env.ts';
import { platformPlugin } from './platform-plugin.ts';

const app = Fastify({ logger: false });
beforeAll(async () => {
  await app.register(platformPlugin, { env: readEnv({ ARENA_DB: ':memory:' }) });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/page', async () => 'page');
  await app.ready();
});
afterAll(() => app.close());

it('answers as usual until the drain starts, then /healthz 503 and Connection: close on every answer', async () => {
  expect((await app.inject('/healthz')).statusCode).toBe(200);
  expect((await app.inject('/page')).headers['connection']).not.toBe('close');

  app.drain.active = true;
  const health = await app.inject('/healthz');
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual({ status: 'draining' });
  const page = await app.inject('/page');
  expect(page.statusCode).toBe(200);
  expect(page.headers['connection']).toBe('close');
});
