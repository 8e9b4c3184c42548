import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';

// The compressors, counted (the real ones run).
const calls = vi.hoisted(() => ({ br: 0, gzip: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  return {
    ...zlib,
    brotliCompressSync: (...args: Parameters<typeof zlib.brotliCompressSync>) => ((calls.br += 1), zlib.brotliCompressSync(...args)),
    gzipSync: (...args: Parameters<typeof zlib.gzipSync>) => ((calls.gzip += 1), zlib.gzipSync(...args)),
  };
});

const { cacheResponse } = await import('./cached-response.ts');

describe('cacheResponse', () => {
  it('compresses an encoding only when it is first asked for, once, and each decodes to the body', () => {
    calls.br = 0;
    calls.gzip = 0;
    const page = cacheResponse('<p>Линия</p>'.repeat(200), 'text/html; charset=utf-8', 'fast');
    expect(calls).toEqual({ br: 0, gzip: 0 });
    expect(brotliDecompressSync(page.br).toString()).toBe('<p>Линия</p>'.repeat(200));
    expect(brotliDecompressSync(page.br).length).toBe(page.identity.length);
    expect(calls).toEqual({ br: 1, gzip: 0 });
    expect(gunzipSync(page.gzip).toString()).toBe(page.identity.toString());
    expect(calls).toEqual({ br: 1, gzip: 1 });
  });
});
