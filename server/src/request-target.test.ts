/**
 * Issue 32, finding 5: `GET //%09x` answered 500 (the host's not-found handler read it as a
 * protocol-relative URL and `new URL` threw). Every composition of the server — one process, the host
 * alone, the backend alone — must answer such a target 400 bad_request_target with a clear message.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ServerPart } from './build-app.ts';
import { readEnv } from './platform/env.ts';
import { isOwnPath } from './platform/request-target.ts';
import { processWorkspace } from './process-test-support.ts';

let importMapFile = '';
beforeAll(async () => {
  importMapFile = (await processWorkspace()).importMapFile;
}, 300_000);

it('reads a target as a path of this server only when it starts with one slash (or is *)', () => {
  expect(['/', '/ru/', '/a//b', '/%09x', '*', '/ru?next=//x'].filter((t) => !isOwnPath(t))).toEqual([]);
  expect(['//%09x', '/\\%09x', '//evil.example/x', 'http://evil.example/', ''].filter((t) => isOwnPath(t))).toEqual([]);
});

describe.each<ServerPart>(['all', 'host', 'api'])('the %s server', (part) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer(readEnv({ ARENA_DB: ':memory:', ARENA_IMPORTMAP: importMapFile, ARENA_API_URL: 'http://127.0.0.1:9' }), false, part);
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['//%09x', '//evil.example/x'])('answers GET %s with 400 bad_request_target', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'x-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request_target', message: 'Invalid request address: the path must start with a single slash' });
  });
});
