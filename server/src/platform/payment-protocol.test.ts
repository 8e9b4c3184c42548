/** The reference payment protocol (issue 32): HMAC-SHA256 over timestamp + body, a 5-minute window, signed checkout fields. */
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_SIGNATURE_HEADER,
  NOTIFICATION_TIMESTAMP_HEADER,
  NOTIFICATION_WINDOW_SECONDS,
  checkNotificationSignature,
  fieldsSigned,
  notificationHeaders,
  parseNotification,
  signFields,
} from './payment-protocol.ts';

const SECRET = 'protocol-test-secret-0123456789abcdef';
const NOW = 1_800_000_000;
const BODY = JSON.stringify({ transactionId: 'tx-1', orderId: '7', status: 'approved', amountMinor: 50_000, currency: 'RUB' });

const check = (headers: Record<string, string>, body = BODY, now = NOW, secret = SECRET) =>
  checkNotificationSignature(secret, headers[NOTIFICATION_TIMESTAMP_HEADER], headers[NOTIFICATION_SIGNATURE_HEADER], body, now);

describe('notification signature', () => {
  it('accepts the body and timestamp it signs, within the window either way', () => {
    expect(check(notificationHeaders(SECRET, NOW, BODY))).toMatchObject({ ok: true, timestamp: NOW });
    expect(check(notificationHeaders(SECRET, NOW - NOTIFICATION_WINDOW_SECONDS, BODY)).ok).toBe(true);
    expect(check(notificationHeaders(SECRET, NOW + NOTIFICATION_WINDOW_SECONDS, BODY)).ok).toBe(true);
  });

  it('refuses a missing header, another body, another timestamp, another secret, and a stale one', () => {
    const headers = notificationHeaders(SECRET, NOW, BODY);
    expect(check({ [NOTIFICATION_TIMESTAMP_HEADER]: String(NOW) })).toEqual({ ok: false, code: 'signature_missing' });
    expect(check(headers, BODY.replace('50000', '5000000'))).toEqual({ ok: false, code: 'signature_invalid' });
    expect(check({ ...headers, [NOTIFICATION_TIMESTAMP_HEADER]: String(NOW + 1) })).toEqual({ ok: false, code: 'signature_invalid' });
    expect(check(headers, BODY, NOW, `${SECRET}x`)).toEqual({ ok: false, code: 'signature_invalid' });
    expect(check(headers, BODY, NOW + NOTIFICATION_WINDOW_SECONDS + 1)).toEqual({ ok: false, code: 'notification_stale' });
    expect(check(notificationHeaders(SECRET, NOW + NOTIFICATION_WINDOW_SECONDS + 1, BODY))).toEqual({ ok: false, code: 'notification_stale' });
  });

  it('reads only a well-formed notification', () => {
    expect(parseNotification(BODY)).toEqual(JSON.parse(BODY));
    for (const bad of ['', '[]', 'null', '{"orderId":"7"}', BODY.replace('"approved"', '"paid"'), BODY.replace('50000', '-1'), BODY.replace('"RUB"', '"rub"')]) {
      expect(parseNotification(bad)).toBeNull();
    }
  });
});

describe('signed checkout fields', () => {
  it('verify as signed, and not after any field changes or is added', () => {
    const signed = signFields(SECRET, { order: '7', amount: '50000', currency: 'RUB' });
    expect(fieldsSigned(SECRET, signed)).toBe(true);
    expect(fieldsSigned(SECRET, { ...signed, amount: '1' })).toBe(false);
    expect(fieldsSigned(SECRET, { ...signed, extra: 'x' })).toBe(false);
    expect(fieldsSigned(`${SECRET}x`, signed)).toBe(false);
    expect(fieldsSigned(SECRET, { order: '7', amount: '50000', currency: 'RUB' })).toBe(false);
  });
});
