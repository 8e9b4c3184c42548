/**
 * Idempotency-Key for calls that move money (coupon placement, deposits, withdrawals) and wallet calls.
 * The server (server/src/api/shared/idempotency.ts) answers a request sent again with the same key with
 * its first answer, so nothing moves twice. The rule on this side: one key per player action, and the
 * SAME key when that request is sent again because its answer never arrived (dropped connection,
 * timeout). A request that got an answer (success or refusal) is done; the next action gets a new key.
 * (The client's own reactions, token refresh, captcha and fingerprint, resend the same headers, so they
 * keep the key by themselves.)
 */
import { isHttpError } from '../errors/http-error.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A random UUID v4; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = hex(b);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface IdempotencyKeys {
  /** The key for this request: the unanswered one when the very same request goes again, else a new one. */
  keyFor(request: unknown): string;
  /** Records how the request ended: a key whose answer never arrived is kept for the retry. */
  settle(error?: unknown): void;
}

/** Whether the server certainly answered (an HTTP status came back), so the action is over. */
export const wasAnswered = (error: unknown) => error === undefined || (isHttpError(error) && error.kind === 'http');

/** Keys of one kind of action (one per slip, one per deposit form…). */
export function createIdempotencyKeys(): IdempotencyKeys {
  let unanswered: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      const text = JSON.stringify(request);
      if (unanswered?.request !== text) unanswered = { request: text, key: newIdempotencyKey() };
      return unanswered.key;
    },
    settle(error) {
      if (wasAnswered(error)) unanswered = null;
    },
  };
}
