/**
 * One server-sent-events response (the betting live feed, the support chat): the headers, the writes and
 * the stop that ends it. A stream never ends by itself and the server's close waits for every open
 * response, so each stop is kept in `streams` (its owner ends them all before the server closes) and runs
 * once the client goes.
 *
 * A stream opened with `compress` is gzip (or deflate) encoded when the client accepts it, flushed after
 * every event so nothing waits in the compressor; the compressor keeps a small window (4 KB) because the
 * feed's events repeat the ids of the event before and thousands of streams are open at once.
 */
import { constants, createDeflate, createGzip, type Deflate, type Gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type SendEvent = (name: string, data: unknown) => void;

/** The raw side of a stream: text out, how much waits unsent, and a call once it has drained. */
export interface EventStreamSink {
  write(text: string): void;
  backlog(): number;
  onDrain(callback: () => void): void;
}

const ZLIB_OPTIONS = { flush: constants.Z_SYNC_FLUSH, level: 6, windowBits: 12, memLevel: 5 };

/** 'gzip', 'deflate' or null, by the client's Accept-Encoding (an encoding given q=0 is refused). */
export function streamEncoding(acceptEncoding: string | undefined): 'gzip' | 'deflate' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  return accepted.has('gzip') ? 'gzip' : accepted.has('deflate') ? 'deflate' : null;
}

export function openEventSink(
  request: FastifyRequest,
  reply: FastifyReply,
  streams: Set<() => void>,
  onStop: () => void = () => undefined,
  options: { compress?: boolean } = {},
): EventStreamSink {
  const encoding = options.compress ? streamEncoding(request.headers['accept-encoding']) : null;
  reply.hijack();
  reply.raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
    // A connection header is forbidden in HTTP/2 (Node drops it with a warning): HTTP/1.1 only.
    ...(request.raw.httpVersionMajor === 1 ? { Connection: 'keep-alive' } : {}),
    'X-Accel-Buffering': 'no',
  });
  const raw = reply.raw;
  let zip: Gzip | Deflate | null = null;
  if (encoding) {
    zip = encoding === 'gzip' ? createGzip(ZLIB_OPTIONS) : createDeflate(ZLIB_OPTIONS);
    zip.pipe(raw);
  }
  const onError = () => stop();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    onStop();
    streams.delete(stop);
    if (zip) zip.end();
    else raw.end();
  };
  streams.add(stop);
  request.raw.on('close', stop);
  zip?.on('error', onError);
  return {
    write: (text) => {
      if (!stopped) void (zip ?? raw).write(text);
    },
    backlog: () => raw.writableLength + (zip ? zip.writableLength + zip.readableLength : 0),
    // Not waiting on the network (the backlog sits in the compressor): it drains by itself, call back soon.
    onDrain: (callback) => void (raw.writableNeedDrain ? raw.once('drain', callback) : setImmediate(callback)),
  };
}

export function openEventStream(request: FastifyRequest, reply: FastifyReply, streams: Set<() => void>, onStop: () => void = () => undefined): SendEvent {
  const sink = openEventSink(request, reply, streams, onStop);
  return (name, data) => sink.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
}
