/**
 * A page sent in two parts (issue 26): the document's head at once, the rest when the server render is
 * done. The head names the styles and every script the page needs, so the browser fetches them while the
 * host renders, instead of after. The status and the head tags are known before the render (page-answers),
 * so nothing sent early can turn out wrong. Compressed as it goes, each part flushed as it is written.
 */
import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Brotli quality for a page streamed once (the micro-cache keeps the finished page for the next requests).
 * 3, not 5: at 5 the compression was a fifth of an uncached render's CPU. Uncached /ru/ at 32 connections,
 * interleaved: 255–267 req/s at 6.5–7.0 ms of CPU a render with 3, 202–230 req/s at 8.1–9.1 ms with 5, for
 * 20.1 KB of HTML instead of 17.8 KB (bench/levers.md).
 */
const STREAM_BROTLI_QUALITY = 3;
/**
 * A 256 KB window (2^18) instead of brotli's default 4 MB: a page is ~120 KB before compression, so it
 * compresses to the same bytes, and the encoder no longer sets up a 4 MB ring buffer per page (~0.3 ms of
 * CPU a page in a side-by-side run of /ru/'s HTML: bench/levers.md).
 */
const STREAM_BROTLI_WINDOW_BITS = 18;

/**
 * Only the head is flushed (the browser gets it at once); the rest is compressed as it is written and
 * finished with the stream, in one pass of the thread pool: an output buffer of 64 KB holds a page's
 * compressed bytes (16 KB, the default, took a second pass for the body). Flushing every write instead cost
 * a flush pass per part (bench/levers.md, session 18).
 */
const STREAM_CHUNK_BYTES = 64 * 1024;

/** An encoder and the flush that sends what it has so far (none for an uncompressed page: it passes through). */
interface PageEncoder {
  stream: Transform;
  flush(): void;
}

function encoderFor(request: FastifyRequest, reply: FastifyReply): PageEncoder {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) {
    reply.header('Content-Encoding', 'br');
    const params = { [constants.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY, [constants.BROTLI_PARAM_LGWIN]: STREAM_BROTLI_WINDOW_BITS };
    const stream = createBrotliCompress({ chunkSize: STREAM_CHUNK_BYTES, params });
    return { stream, flush: () => stream.flush(constants.BROTLI_OPERATION_FLUSH) };
  }
  if (/\bgzip\b/.test(accept)) {
    reply.header('Content-Encoding', 'gzip');
    const stream = createGzip({ chunkSize: STREAM_CHUNK_BYTES });
    return { stream, flush: () => stream.flush(constants.Z_SYNC_FLUSH) };
  }
  return { stream: new PassThrough(), flush: () => undefined };
}

/** The document after its head: one string or bytes, or parts written one after the other. */
export type PageRest = string | Uint8Array | readonly (string | Uint8Array)[];

/**
 * Sends `head` now and `rest` when it settles (it must not reject: the caller gives the fallback body).
 * `cacheControl`: a page drawn for one player is `private, no-store`.
 */
export function streamPage(request: FastifyRequest, reply: FastifyReply, head: string, rest: Promise<PageRest>, cacheControl = 'no-cache'): FastifyReply {
  const vary = reply.getHeader('Vary');
  reply.header('Cache-Control', cacheControl).header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding').type('text/html; charset=utf-8');
  const { stream, flush } = encoderFor(request, reply);
  stream.write(head);
  flush();
  void rest.then((body) => {
    if (typeof body === 'string' || body instanceof Uint8Array) return stream.end(body);
    for (const part of body) stream.write(part);
    stream.end();
  });
  return reply.send(stream);
}
