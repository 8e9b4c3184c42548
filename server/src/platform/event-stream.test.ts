/**
 * The live feed's gzip: each event compressed once on its own, the same bytes sent on every stream; a
 * stream is a gzip header, events in any order from any point, and a closing block with CRC and length.
 */
import { get, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, openEventSink, StreamEvent } from './event-stream.ts';

describe('event stream gzip', () => {
  it('accepts gzip unless refused with q=0', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0, deflate')).toBe(false);
    expect(acceptsGzip('deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('two streams joining at different events each decode to exactly what they were sent, with a valid trailer', async () => {
    const app = Fastify();
    const streams = new Set<() => void>();
    const sinks: Array<ReturnType<typeof openEventSink>> = [];
    app.get('/s', (request, reply) => void sinks.push(openEventSink(request, reply, streams, undefined, { compress: true })));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const open = () =>
        new Promise<{ res: IncomingMessage; body: Promise<Buffer> }>((r) =>
          get(`${base}/s`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            r({ res, body: new Promise((done) => res.on('end', () => done(Buffer.concat(chunks)))) });
          }),
        );
      const a = await open();
      const events = ['event: one\ndata: {"price":2.5,"ids":["7-w-1","7-w-2"]}\n\n', 'event: two\ndata: ünïcode ✓\n\n', 'event: three\ndata: {}\n\n'].map((t) => new StreamEvent(t));
      sinks[0]!.write(events[0]!);
      const b = await open();
      for (const e of events.slice(1)) for (const sink of sinks) sink.write(e);
      for (const stop of [...streams]) stop();
      expect(a.res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(await a.body).toString()).toBe(events.map((e) => e.text).join(''));
      expect(gunzipSync(await b.body).toString()).toBe(events[1]!.text + events[2]!.text);
      expect(events[0]!.deflated()).toBe(events[0]!.deflated()); // compressed once
    } finally {
      await app.close();
    }
  });
});
