/**
 * Issue 32, finding 5: 20 000 idle half-sent requests from one machine held every file descriptor and
 * nothing timed out. The server now has header, request and keep-alive timeouts, and one address may hold
 * only so many connections; a small cap set here proves the mechanism (the real one is 256) without
 * opening thousands of sockets.
 */
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from './build-app.ts';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS, SOCKET_IDLE_TIMEOUT_MS } from './platform/connection-limits.ts';
import { readEnv } from './platform/env.ts';
import { processWorkspace } from './process-test-support.ts';

const CAP = 3;
let app: FastifyInstance;
let port = 0;
const held: Socket[] = [];

beforeAll(async () => {
  const { importMapFile } = await processWorkspace();
  app = await buildServer(readEnv({ ARENA_DB: ':memory:', ARENA_IMPORTMAP: importMapFile }), false, 'all', { maxPerAddress: CAP });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
}, 300_000);
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await app?.close();
});

/** A raw connection from a loopback address (Linux answers the whole 127.0.0.0/8 on lo). */
function open(from: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends GET /healthz on the socket: the status line's code, or 'closed' when the server hangs up without answering. */
function healthzOn(socket: Socket): Promise<number | 'closed'> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (status && text.includes('\r\n\r\n')) {
        socket.off('data', onData);
        resolve(Number(status[1]));
      }
    };
    socket.on('data', onData);
    socket.once('close', () => resolve('closed'));
    socket.on('error', () => undefined); // a refused socket may see a reset
    socket.write('GET /healthz HTTP/1.1\r\nHost: arena\r\n\r\n');
  });
}

function healthzFrom(localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/healthz', localAddress, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).once('error', reject);
  });
}

it('the server carries the header, request, keep-alive and idle timeouts', () => {
  expect(app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
  expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  expect(app.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  expect(app.server.timeout).toBe(SOCKET_IDLE_TIMEOUT_MS);
  expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
});

it(`one address holding ${CAP} connections is refused another, while another address and /healthz still answer`, async () => {
  for (let i = 0; i < CAP; i++) held.push(await open('127.0.0.1'));
  // Every held connection is served (keep-alive: it stays open and counted).
  for (const socket of held) expect(await healthzOn(socket)).toBe(200);

  const extra = await open('127.0.0.1');
  expect(await healthzOn(extra)).toBe('closed');

  expect(await healthzFrom('127.0.0.2')).toBe(200);

  // Closing one held connection frees a place for that address again.
  const freed = held.pop()!;
  const gone = new Promise((resolve) => freed.once('close', resolve));
  freed.destroy();
  await gone;
  await expect
    .poll(async () => {
      const socket = await open('127.0.0.1');
      held.push(socket);
      return healthzOn(socket);
    }, { timeout: 5000 })
    .toBe(200);
});
