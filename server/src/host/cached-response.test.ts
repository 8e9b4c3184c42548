import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { cacheResponse, cacheResponseCompressedAside, type Compressors } from './cached-response.ts';

describe('cacheResponse', () => {
  it('compresses an encoding only when it is first asked for, once, and each decodes to the body', () => {
    const calls = { br: 0, gzip: 0 };
    const counting: Compressors = {
      br: (body) => ((calls.br += 1), brotliCompressSync(body)),
      gzip: (body) => ((calls.gzip += 1), gzipSync(body)),
      etag: () => '"e"',
    };
    const body = '<p>Линия</p>'.repeat(200);
    const page = cacheResponse(body, 'text/html; charset=utf-8', 'fast', counting);
    expect(calls).toEqual({ br: 0, gzip: 0 });
    expect(brotliDecompressSync(page.br).toString()).toBe(body);
    expect(brotliDecompressSync(page.br).toString()).toBe(body);
    expect(calls).toEqual({ br: 1, gzip: 0 });
    expect(gunzipSync(page.gzip).toString()).toBe(body);
    expect(calls).toEqual({ br: 1, gzip: 1 });
  });

  it('digests the body only when a request first needs its ETag, once (a page nobody asks for again costs nothing)', () => {
    let digests = 0;
    const counting: Compressors = {
      br: (body) => brotliCompressSync(body),
      gzip: (body) => gzipSync(body),
      etag: (body) => ((digests += 1), `"${body.length}"`),
    };
    const body = '<p>Линия</p>'.repeat(200);
    const page = cacheResponse(body, 'text/html; charset=utf-8', 'fast', counting);
    expect(digests).toBe(0);
    expect(page.etag).toBe(`"${Buffer.byteLength(body)}"`);
    expect(page.etag).toBe(`"${Buffer.byteLength(body)}"`);
    expect(digests).toBe(1);
    expect(page.identity.toString()).toBe(body);
  });

  it('compresses with zlib and digests with sha1 by default, at the effort asked', () => {
    const body = 'Arena '.repeat(500);
    const page = cacheResponse(body, 'text/plain');
    expect(page.etag).toBe(`"${createHash('sha1').update(body).digest('base64url')}"`);
    expect(brotliDecompressSync(page.br).toString()).toBe(body);
    expect(gunzipSync(page.gzip).toString()).toBe(body);
  });
});

describe('cacheResponseCompressedAside', () => {
  it("answers br at once, and with brotli's best once the thread pool has made it; every answer decodes to the body", async () => {
    const body = Array.from({ length: 3000 }, (_, i) => `function f${i}(a){return a*${i % 97}+"${(i * 7919) % 1000}"}`).join(';');
    const best = brotliCompressSync(Buffer.from(body), { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    const file = cacheResponseCompressedAside(body, 'application/javascript; charset=utf-8');
    expect(brotliDecompressSync(file.br).toString()).toBe(body);
    await vi.waitFor(() => expect(file.br.equals(best)).toBe(true), { timeout: 5000 });
    expect(gunzipSync(file.gzip).toString()).toBe(body);
    expect(file.identity.toString()).toBe(body);
  });
});
