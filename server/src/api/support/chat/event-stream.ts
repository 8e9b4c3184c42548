/**
 * One SSE response following the chat hub (the same headers as the betting live feed): `ready` first, then
 * what `forward` sends for each hub event, and a comment every KEEP_ALIVE_MS so proxies keep the line open.
 * The stream ends when the client goes, or before the server closes (the hub's stream set).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatEvent, ChatHub } from './chat-hub.ts';

const KEEP_ALIVE_MS = 20_000;

export type SendEvent = (name: string, data: unknown) => void;

export function openEventStream(request: FastifyRequest, reply: FastifyReply, hub: ChatHub, forward: (send: SendEvent, event: ChatEvent) => void): void {
  reply.hijack();
  reply.raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    // A connection header is forbidden in HTTP/2 (Node drops it with a warning): HTTP/1.1 only.
    ...(request.raw.httpVersionMajor === 1 ? { Connection: 'keep-alive' } : {}),
    'X-Accel-Buffering': 'no',
  });
  const send: SendEvent = (name, data) => void reply.raw.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  send('ready', {});
  const unfollow = hub.follow((event) => forward(send, event));
  const keepAlive = setInterval(() => reply.raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const stop = () => {
    unfollow();
    clearInterval(keepAlive);
    hub.streams.delete(stop);
    reply.raw.end();
  };
  hub.streams.add(stop);
  request.raw.on('close', stop);
}
