/**
 * The chat's live channel inside one API process: the service publishes what happened, the SSE streams
 * (chat-routes.ts, agent-routes.ts) forward it. One hub per plugin instance; nothing is kept — a stream
 * that connects reads the current state over HTTP first and then follows the hub.
 */
import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';

export type ChatEvent =
  | { type: 'message'; chatId: number; messageId: number }
  | { type: 'typing'; chatId: number; author: 'player' | 'agent' }
  | { type: 'state'; chatId: number }
  | { type: 'seen'; chatId: number };

/** How long a stream ticket may open a stream (and re-open it after a dropped connection). */
const TICKET_MS = 10 * 60 * 1000;

export interface StreamTicket {
  /** The chat a player's ticket opens, or null for an agent's (every chat). */
  chatId: number | null;
  expiresAt: number;
}

export interface ChatHub {
  publish(event: ChatEvent): void;
  /** Calls `listener` for every event until the returned function is called. */
  follow(listener: (event: ChatEvent) => void): () => void;
  /**
   * A stream ticket: EventSource cannot send an Authorization header, so an authorised call hands out a
   * random ticket for one stream (a player's chat or the agent queue) that the stream URL carries.
   */
  issueTicket(chatId: number | null, nowMs: number): string;
  redeemTicket(ticket: string, nowMs: number): StreamTicket | null;
  /** Every open stream's stop function (ended before the server closes, like the live feed's). */
  streams: Set<() => void>;
}

export function createChatHub(): ChatHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const tickets = new Map<string, StreamTicket>();
  return {
    publish: (event) => emitter.emit('event', event),
    follow(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    issueTicket(chatId, nowMs) {
      for (const [key, t] of tickets) if (t.expiresAt <= nowMs) tickets.delete(key);
      const ticket = randomBytes(24).toString('base64url');
      tickets.set(ticket, { chatId, expiresAt: nowMs + TICKET_MS });
      return ticket;
    },
    redeemTicket(ticket, nowMs) {
      const found = tickets.get(ticket);
      return found && found.expiresAt > nowMs ? found : null;
    },
    streams: new Set(),
  };
}
