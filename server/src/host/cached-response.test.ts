import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheResponse, type Compressors } from './cached-response.ts';

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
