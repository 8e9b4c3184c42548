/**
 * A response body compressed once and served many times: index.html and the import map change only
 * when the map changes, so compressing them per request would waste the host's CPU.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedResponse {
  readonly etag: string;
  readonly contentType: string;
  readonly identity: Buffer;
  /** Compressed at the first request that accepts it, then kept. */
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/**
 * `effort` 'max' for what is served many times (the map, a page kept until the map changes); 'fast' for
 * what lives a moment (a server-rendered page in the micro-cache), where quality 11 would cost more CPU
 * than it saves bytes.
 */
/** How a cached response compresses (zlib's; a test counts the calls). */
export interface Compressors {
  br(body: Buffer, quality: number): Buffer;
  gzip(body: Buffer, level: number): Buffer;
}

const ZLIB: Compressors = {
  br: (body, quality) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } }),
  gzip: (body, level) => gzipSync(body, { level }),
};

export function cacheResponse(body: string, contentType: string, effort: 'max' | 'fast' = 'max', compress: Compressors = ZLIB): CachedResponse {
  const identity = Buffer.from(body);
  // Each encoding is compressed when a request first asks for it: a server-rendered page that lives a moment
  // is mostly asked for in one encoding (browsers take br), and compressing both cost ~6 ms of a /ru/ render.
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    contentType,
    identity,
    get br() {
      return (br ??= compress.br(identity, effort === 'max' ? 11 : 5));
    },
    get gzip() {
      return (gzip ??= compress.gzip(identity, effort === 'max' ? 9 : 6));
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
