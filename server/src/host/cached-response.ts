/**
 * A response body compressed once and served many times: index.html and the import map change only
 * when the map changes, so compressing them per request would waste the host's CPU.
 */
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedResponse {
  readonly etag: string;
  readonly contentType: string;
  /** The body's bytes and digest are made when first read, then kept. */
  readonly identity: Buffer;
  /** Compressed at the first request that accepts it, then kept. */
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** How a cached response encodes and digests its body (zlib's and sha1; a test counts the calls). */
export interface Compressors {
  br(body: Buffer, quality: number): Buffer;
  gzip(body: Buffer, level: number): Buffer;
  etag(body: Buffer): string;
}

const ZLIB: Compressors = {
  br: (body, quality) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } }),
  gzip: (body, level) => gzipSync(body, { level }),
  etag: (body) => `"${createHash('sha1').update(body).digest('base64url')}"`,
};

/**
 * `effort` 'max' for what is served many times (the map, a page kept until the map changes); 'fast' for
 * what lives a moment (a server-rendered page in the micro-cache), where quality 11 would cost more CPU
 * than it saves bytes.
 */
export function cacheResponse(body: string | (() => Buffer), contentType: string, effort: 'max' | 'fast' = 'max', compress: Compressors = ZLIB): CachedResponse {
  // Everything is computed when a request first needs it. A server-rendered page is kept in the micro-cache
  // for the next requests of the same page, but most (a query of its own: ?utm_…) are never asked for again:
  // its bytes and digest cost ~10 % of an uncached /ru/ render (CPU profile, bench/levers.md). A page that
  // lives a moment is mostly asked for in one encoding (browsers take br), so the other is never made.
  let identity: Buffer | undefined;
  let etag: string | undefined;
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    contentType,
    get identity() {
      return (identity ??= typeof body === 'string' ? Buffer.from(body) : body());
    },
    get etag() {
      return (etag ??= compress.etag(this.identity));
    },
    get br() {
      return (br ??= compress.br(this.identity, effort === 'max' ? 11 : 5));
    },
    get gzip() {
      return (gzip ??= compress.gzip(this.identity, effort === 'max' ? 9 : 6));
    },
  };
}

/**
 * A body served for long and too big to compress at brotli's best on the event loop (the first-paint file:
 * ~120 KB took 0.36–0.48 s at quality 11 on this machine, a stall of every request in flight): quality 11
 * runs at once on libuv's thread pool, and a br answer asked for before it is done gets quality 5
 * (a few ms, ~10 % larger) until then.
 */
export function cacheResponseCompressedAside(body: string, contentType: string): CachedResponse {
  const cached = cacheResponse(body, contentType);
  let best: Buffer | undefined;
  let quick: Buffer | undefined;
  brotliCompress(cached.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }, (error, result) => {
    if (!error) best = result;
  });
  return {
    contentType,
    get identity() {
      return cached.identity;
    },
    get etag() {
      return cached.etag;
    },
    get br() {
      return best ?? (quick ??= brotliCompressSync(cached.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
    },
    get gzip() {
      return cached.gzip;
    },
  };
}

/** Sends with `no-cache` + ETag (revalidate every time, 304 when unchanged) and the best encoding. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse, cacheControl = 'no-cache'): FastifyReply {
  // A Vary set before (e.g. Cookie while a canary runs) is kept: the answer depends on both.
  const vary = reply.getHeader('Vary');
  reply.header('Cache-Control', cacheControl).header('ETag', cached.etag).header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding').type(cached.contentType);
  if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return reply.header('Content-Encoding', 'br').send(cached.br);
  if (/\bgzip\b/.test(accept)) return reply.header('Content-Encoding', 'gzip').send(cached.gzip);
  return reply.send(cached.identity);
}
