/**
 * One server-sent-events response (the betting live feed, the support chat): the headers, `send(name,
 * data)`, and the stop that ends it. A stream never ends by itself and the server's close waits for every
 * open response, so each stop is kept in `streams` (its owner ends them all before the server closes)
 * and runs once the client goes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export type SendEvent = (name: string, data: unknown) => void;

export function openEventStream(request: FastifyRequest, reply: FastifyReply, streams: Set<() => void>, onStop: () => void = () => undefined): SendEvent {
  reply.hijack();
  reply.raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    // A connection header is forbidden in HTTP/2 (Node drops it with a warning): HTTP/1.1 only.
    ...(request.raw.httpVersionMajor === 1 ? { Connection: 'keep-alive' } : {}),
    'X-Accel-Buffering': 'no',
  });
  const stop = () => {
    onStop();
    streams.delete(stop);
    reply.raw.end();
  };
  streams.add(stop);
  request.raw.on('close', stop);
  return (name, data) => void reply.raw.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
}
