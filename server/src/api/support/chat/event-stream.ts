/**
 * One SSE response following the chat hub (platform/event-stream.ts): `ready` first, then what `forward`
 * sends for each hub event, and a comment every KEEP_ALIVE_MS so proxies keep the line open.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream as openStream, type SendEvent } from '../../../platform/event-stream.ts';
import type { ChatEvent, ChatHub } from './chat-hub.ts';

const KEEP_ALIVE_MS = 20_000;

export type { SendEvent };

export function openEventStream(request: FastifyRequest, reply: FastifyReply, hub: ChatHub, forward: (send: SendEvent, event: ChatEvent) => void): void {
  // The stop runs only once the client goes or the server closes, after both are set below.
  const send = openStream(request, reply, hub.streams, () => {
    unfollow();
    clearInterval(keepAlive);
  });
  send('ready', {});
  const unfollow = hub.follow((event) => forward(send, event));
  const keepAlive = setInterval(() => reply.raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
}
