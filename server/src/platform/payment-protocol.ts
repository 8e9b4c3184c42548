/**
 * The wire protocol between the backend and a payment provider that speaks Arena's reference protocol (the
 * payment sandbox does; a real provider's adapter may reuse it or verify its own scheme). It lives in the
 * platform kit because both sides need the same rule and neither may import the other's internals
 * (server/src/api/payments/README.md, "Provider protocol").
 *
 * - A notification is a POST of a JSON body with `X-Payment-Timestamp: <unix seconds>` and
 *   `X-Payment-Signature: v1=<hex HMAC-SHA256(secret, timestamp + "." + body)>`; it is accepted only within
 *   NOTIFICATION_WINDOW_SECONDS of the receiver's clock (either way), so a captured one cannot be replayed later.
 * - A checkout request (the backend sending the player to the provider) is a set of fields signed the same
 *   way over their canonical text (sorted `name=value` lines), so the player cannot change the amount.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const NOTIFICATION_TIMESTAMP_HEADER = 'x-payment-timestamp';
export const NOTIFICATION_SIGNATURE_HEADER = 'x-payment-signature';
/** How far a notification's timestamp may be from the receiver's clock. */
export const NOTIFICATION_WINDOW_SECONDS = 5 * 60;
const SCHEME = 'v1=';

/** A provider's notification of a payment's outcome (the JSON body). */
export interface PaymentNotification {
  /** The provider's id of the transaction: notifications are idempotent by it. */
  transactionId: string;
  /** The merchant's order: the backend's payment id, as text. */
  orderId: string;
  status: 'approved' | 'declined' | 'pending' | 'cancelled';
  /** What the provider took, in minor units of `currency`. */
  amountMinor: number;
  currency: string;
  /** Why a payment was declined (a reason code the backend knows; others read as a generic decline). */
  reason?: string;
}

export const hmacHex = (secret: string, text: string): string => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** The two headers a signed notification carries. */
export function notificationHeaders(secret: string, timestamp: number, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    [NOTIFICATION_TIMESTAMP_HEADER]: String(timestamp),
    [NOTIFICATION_SIGNATURE_HEADER]: `${SCHEME}${hmacHex(secret, `${timestamp}.${body}`)}`,
  };
}

export type SignatureCheck =
  | { ok: true; timestamp: number; signature: string }
  | { ok: false; code: 'signature_missing' | 'signature_invalid' | 'notification_stale' };

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Checks a notification's signature and timestamp against the raw body exactly as received. */
export function checkNotificationSignature(secret: string, timestampHeader: unknown, signatureHeader: unknown, body: string, nowSeconds: number): SignatureCheck {
  if (typeof timestampHeader !== 'string' || typeof signatureHeader !== 'string' || !signatureHeader.startsWith(SCHEME)) {
    return { ok: false, code: 'signature_missing' };
  }
  if (!/^\d{1,12}$/.test(timestampHeader)) return { ok: false, code: 'signature_invalid' };
  const timestamp = Number(timestampHeader);
  const given = signatureHeader.slice(SCHEME.length);
  // The signature first: a stale answer would otherwise tell a forger which timestamps are current.
  if (!sameHex(given, hmacHex(secret, `${timestamp}.${body}`))) return { ok: false, code: 'signature_invalid' };
  if (Math.abs(nowSeconds - timestamp) > NOTIFICATION_WINDOW_SECONDS) return { ok: false, code: 'notification_stale' };
  return { ok: true, timestamp, signature: given };
}

const canonical = (fields: Readonly<Record<string, string>>) =>
  Object.keys(fields)
    .filter((name) => name !== 'sig')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('\n');

/** The fields with their signature added as `sig`. */
export function signFields<T extends Record<string, string>>(secret: string, fields: T): T & { sig: string } {
  return { ...fields, sig: hmacHex(secret, canonical(fields)) };
}

/** True when `sig` signs exactly the other fields. */
export function fieldsSigned(secret: string, fields: Readonly<Record<string, string>>): boolean {
  const sig = fields.sig;
  return typeof sig === 'string' && sameHex(sig, hmacHex(secret, canonical(fields)));
}

const STATUSES: ReadonlyArray<PaymentNotification['status']> = ['approved', 'declined', 'pending', 'cancelled'];

/** The notification in a (verified) body, or null when the body is not one. */
export function parseNotification(body: string): PaymentNotification | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const { transactionId, orderId, status, amountMinor, currency, reason } = data as Record<string, unknown>;
  const valid =
    typeof transactionId === 'string' && /^[\w.:-]{1,100}$/.test(transactionId) &&
    typeof orderId === 'string' && /^\d{1,15}$/.test(orderId) &&
    STATUSES.includes(status as PaymentNotification['status']) &&
    Number.isSafeInteger(amountMinor) && (amountMinor as number) >= 0 &&
    typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) &&
    (reason === undefined || (typeof reason === 'string' && /^[a-z_]{1,40}$/.test(reason)));
  if (!valid) return null;
  return {
    transactionId: transactionId as string,
    orderId: orderId as string,
    status: status as PaymentNotification['status'],
    amountMinor: amountMinor as number,
    currency: currency as string,
    ...(reason === undefined ? {} : { reason: reason as string }),
  };
}
