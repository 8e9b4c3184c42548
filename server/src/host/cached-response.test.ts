import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheResponse, type Compressors } from './cached-response.ts';

describe('cacheResponse', () => {
  it('compresses an encoding only when it is first asked for, once, and each decodes to the body', () => {
    const calls = { br: 0, gzip: 0 };
    const counting: Compressors = {
      br: (body) => ((calls.br += 1), brotliCompressSync(body)),
      gzip: (body) => ((calls.gzip += 1), gzipSync(body)),
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

  it('compresses with zlib by default, at the effort asked', () => {
    const body = 'Arena '.repeat(500);
    const page = cacheResponse(body, 'text/plain');
    expect(brotliDecompressSync(page.br).toString()).toBe(body);
    expect(gunzipSync(page.gzip).toString()).toBe(body);
  });
});
