/**
 * The adapter of the built-in payment sandbox (server/src/payment-sandbox): checkouts and notifications in
 * the reference protocol (platform/payment-protocol.ts), signed with ARENA_PAYMENT_SANDBOX_SECRET.
 */
import {
  NOTIFICATION_SIGNATURE_HEADER,
  NOTIFICATION_TIMESTAMP_HEADER,
  checkNotificationSignature,
  parseNotification,
  signFields,
} from '../../../platform/payment-protocol.ts';
import type { ServerEnv } from '../../../platform/env.ts';
import type { PaymentProvider } from './payment-provider.ts';

export function sandboxProvider(env: Pick<ServerEnv, 'paymentSandboxSecret' | 'paymentSandboxUrl'>): PaymentProvider {
  const secret = env.paymentSandboxSecret;
  return {
    id: 'sandbox',
    testPayments: true,
    checkoutUrl(order, nowSeconds) {
      const fields = signFields(secret, {
        order: String(order.paymentId),
        amount: String(order.amountMinor),
        precision: String(order.precision),
        currency: order.currency,
        method: order.methodName,
        lang: order.lang,
        return: order.returnPath,
        ts: String(nowSeconds),
      });
      return `${env.paymentSandboxUrl}/payment-sandbox/checkout?${new URLSearchParams(fields).toString()}`;
    },
    verifyNotification({ headers, rawBody }, nowSeconds) {
      const check = checkNotificationSignature(secret, headers[NOTIFICATION_TIMESTAMP_HEADER], headers[NOTIFICATION_SIGNATURE_HEADER], rawBody, nowSeconds);
      if (!check.ok) return check;
      const notification = parseNotification(rawBody);
      if (!notification) return { ok: false, code: 'notification_malformed' };
      return { ok: true, notification, signature: check.signature };
    },
  };
}
