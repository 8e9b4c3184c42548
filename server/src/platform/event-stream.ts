/**
 * One server-sent-events response (the betting live feed, the support chat): the headers, the writes and
 * the stop that ends it. A stream never ends by itself and the server's close waits for every open
 * response, so each stop is kept in `streams` (its owner ends them all before the server closes) and runs
 * once the client goes.
 *
 * A stream opened with `compress` is gzip encoded when the client accepts gzip, and compressed ONCE per
 * event, not once per stream: each event is deflated on its own (no reference to earlier events) into
 * blocks that end on a byte boundary without closing the stream, so the same bytes can follow any earlier
 * event of any stream. Each stream adds only the gzip header, and at its end a closing block with the
 * CRC-32 and length of what it sent. Thousands of streams of one event cost one compression and no
 * compressor state per stream; the ratio is the one of a per-stream compressor (deltas are ~5 KB of JSON
 * whose ids repeat within the event).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type SendEvent = (name: string, data: unknown) => void;

/** One event's text, with its compressed form made once however many streams send it. */
export class StreamEvent {
  private blocks: Buffer | null = null;
  constructor(readonly text: string) {}

  /** Deflate blocks of this text alone, flushed to a byte boundary and not final. */
  deflated(): Buffer {
    return (this.blocks ??= deflateRawSync(this.text, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }));
  }
}

/** The raw side of a stream: events out, how much waits unsent, and a call once it has drained. */
export interface EventStreamSink {
  write(event: StreamEvent): void;
  backlog(): number;
  onDrain(callback: () => void): void;
}

/** A gzip member header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block (fixed Huffman, end of block): closes the deflate data before the trailer. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** True when the client's Accept-Encoding takes gzip (an encoding given q=0 is refused). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim() !== 'gzip') continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return q === undefined || Number(q) > 0;
  }
  return false;
}

export function openEventSink(
  request: FastifyRequest,
  reply: FastifyReply,
  streams: Set<() => void>,
  onStop: () => void = () => undefined,
  options: { compress?: boolean } = {},
): EventStreamSink {
  const gzip = options.compress === true && acceptsGzip(request.headers['accept-encoding']);
  reply.hijack();
  reply.raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(options.compress ? { Vary: 'Accept-Encoding' } : {}),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    // A connection header is forbidden in HTTP/2 (Node drops it with a warning): HTTP/1.1 only.
    ...(request.raw.httpVersionMajor === 1 ? { Connection: 'keep-alive' } : {}),
    'X-Accel-Buffering': 'no',
  });
  const raw = reply.raw;
  let crc = 0;
  let size = 0;
  if (gzip) raw.write(GZIP_HEADER);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    onStop();
    streams.delete(stop);
    if (!gzip) return void raw.end();
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    raw.end(Buffer.concat([FINAL_BLOCK, trailer]));
  };
  streams.add(stop);
  request.raw.on('close', stop);
  return {
    write: (event) => {
      if (stopped) return;
      if (!gzip) return void raw.write(event.text);
      raw.write(event.deflated());
      crc = crc32(event.text, crc);
      size = (size + Buffer.byteLength(event.text)) % 2 ** 32;
    },
    backlog: () => raw.writableLength ?? 0,
    // Not waiting on the network: nothing to wait for, call back soon.
    onDrain: (callback) => void (raw.writableNeedDrain ? raw.once('drain', callback) : setImmediate(callback)),
  };
}

export function openEventStream(request: FastifyRequest, reply: FastifyReply, streams: Set<() => void>, onStop: () => void = () => undefined): SendEvent {
  const sink = openEventSink(request, reply, streams, onStop);
  return (name, data) => sink.write(new StreamEvent(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
}
