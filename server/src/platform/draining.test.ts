/**
 * The drain phase of a graceful stop (issue 32, finding 5; the process test in shutdown.test.ts shows no
 * request is reset): while draining, /healthz answers 503 so a balancer stops sending players, and every
 * HTTP/1 answer asks the client to close its connection.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readEnv } from './env.ts';
import { platformPlugin } from './platform-plugin.ts';
import { CLOSE_GRACE_MS } from './draining.ts';
import { connect } from 'node:net';

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

it('a close cuts a connection still holding a half-received request after CLOSE_GRACE_MS instead of waiting for it', async () => {
  const server = Fastify({ logger: false });
  await server.register(platformPlugin, { env: readEnv({ ARENA_DB: ':memory:' }) });
  server.get('/page', async () => 'page');
  const url = new URL(await server.listen({ port: 0, host: '127.0.0.1' }));
  const socket = connect(Number(url.port), url.hostname);
  const cutAt = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  // Headers begun, never ended: Node does not count this connection as idle, so its own close waits for it.
  socket.write('GET /page HTTP/1.1\r\nHost: arena.test\r\n');
  await expect.poll(() => new Promise<number>((resolve) => server.server.getConnections((_, count) => resolve(count)))).toBe(1);
  const closing = Date.now();
  await server.close();
  expect(await cutAt).toBeGreaterThanOrEqual(closing + CLOSE_GRACE_MS - 50);
});
