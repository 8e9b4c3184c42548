/**
 * Streamed pages (issue 26): the head leaves the host before the render is done, in every encoding, and the
 * whole page arrives once the rest is given.
 */
import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { streamPage } from './page-stream.ts';

const HEAD = '<!doctype html>\n<html lang="ru"><head><title>Линия</title></head>\n<body>\n';
const REST = '<div id="arena-root">painted</div>\n</body>\n</html>\n';
let release!: () => void;

const app = Fastify({ logger: false });
app.get('/page', (request, reply) => {
  const rest = new Promise<string>((resolve) => (release = () => resolve(REST)));
  return streamPage(request, reply, HEAD, rest);
});
// The painted pages' rest: the worker's frame bytes, then the loader steps as text.
app.get('/parts', (request, reply) => streamPage(request, reply, HEAD, Promise.resolve([new TextEncoder().encode('<div id="arena-root">Лайв</div>'), '\n</body>\n</html>\n'])));
let origin = '';
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b } as const;

/**
 * Reads the answer; `onFirst` runs once the bytes in so far decode to the head's length (the render is still
 * held then: if the head were not sent before the render, the test would time out).
 */
function fetchPage(encoding: keyof typeof decode, onFirst: (soFar: string, headers: Record<string, unknown>) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}/page`, { headers: encoding === 'identity' ? {} : { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      let first = true;
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (!first) return;
        const soFar = encoding === 'identity' ? Buffer.concat(chunks).toString() : decodePartial(encoding, Buffer.concat(chunks));
        if (soFar.length < HEAD.length) return;
        first = false;
        onFirst(soFar, res.headers);
      });
      res.on('end', () => resolve(decode[encoding](Buffer.concat(chunks)).toString()));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** What a flushed, unfinished compressed stream decodes to so far ('' while its first block is incomplete). */
function decodePartial(encoding: 'br' | 'gzip', bytes: Buffer): string {
  try {
    return (encoding === 'br' ? brotliDecompressSync(bytes, { finishFlush: constants.BROTLI_OPERATION_FLUSH }) : gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH })).toString();
  } catch {
    return '';
  }
}

for (const encoding of ['identity', 'gzip', 'br'] as const) {
  it(`sends the head while the render is still running, then the rest (${encoding})`, async () => {
    let firstSeen = '';
    let headersSeen: Record<string, unknown> = {};
    const page = fetchPage(encoding, (soFar, headers) => {
      firstSeen = soFar;
      headersSeen = headers;
      release();
    });
    expect(await page).toBe(HEAD + REST);
    expect(firstSeen).toBe(HEAD);
    expect(headersSeen['content-type']).toBe('text/html; charset=utf-8');
    expect(headersSeen['cache-control']).toBe('no-cache');
    expect(headersSeen['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
  });
}

it('a rest given in parts (bytes, then text) arrives whole after the head, in every encoding', async () => {
  for (const encoding of ['identity', 'gzip', 'br'] as const) {
    const answer = await app.inject({ url: '/parts', headers: encoding === 'identity' ? {} : { 'accept-encoding': encoding } });
    expect(decode[encoding](answer.rawPayload).toString()).toBe(`${HEAD}<div id="arena-root">Лайв</div>\n</body>\n</html>\n`);
  }
});
