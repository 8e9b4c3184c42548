/**
 * The adapter an operator implements to take deposits through a real payment provider (README.md,
 * "Payment provider adapter"). The backend never trusts the browser about money: it asks the adapter where
 * the player pays an order, and changes a deposit only on a notification the adapter has verified.
 */
import type { PaymentNotification } from '../../../platform/payment-protocol.ts';

/** What the provider is asked to take: one deposit of the backend. */
export interface CheckoutOrder {
  /** The backend's payment id: the merchant order the provider's notifications name (as text). */
  paymentId: number;
  /** What the player pays, in minor units of `currency`. */
  amountMinor: number;
  /** Decimal places of the currency's minor unit. */
  precision: number;
  currency: string;
  /** The payment method as the player chose it (e.g. "Visa"). */
  methodName: string;
  /** The interface language of the payment's pages. */
  lang: string;
  /** Where the provider sends the browser back when the player is done: the site's return page. */
  returnPath: string;
}

/** A notification as received: the raw body exactly as sent (signatures are over bytes, not over parsed JSON). */
export interface ReceivedNotification {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  rawBody: string;
}

export type NotificationCheck =
  | {
      ok: true;
      notification: PaymentNotification;
      /** The notification's signature: the same one twice is a replay and is refused. */
      signature: string;
    }
  | { ok: false; code: 'signature_missing' | 'signature_invalid' | 'notification_stale' | 'notification_malformed' };

export interface PaymentProvider {
  /** The provider's id: notifications arrive at POST /payments-api/notify/{id}. */
  readonly id: string;
  /** A sandbox: no real money moves, and every page that takes money says "test payments". */
  readonly testPayments: boolean;
  /** Where the browser goes to pay the order; asked each time the player opens the payment (a link may expire). */
  checkoutUrl(order: CheckoutOrder, nowSeconds: number): string;
  /** Checks a notification's authenticity and freshness and reads it; nothing in it is believed before that. */
  verifyNotification(received: ReceivedNotification, nowSeconds: number): NotificationCheck;
}
