/**
 * How the sandbox tells the merchant's backend the outcome: a signed server-to-server notification
 * (platform/payment-protocol.ts), sent a moment after the player is sent back (as a real processor's
 * notification arrives on its own schedule, so the return page must read the status, never assume it),
 * and sent again with a fresh timestamp and signature while the backend does not answer 2xx or 4xx.
 */
import { notificationHeaders, type PaymentNotification } from '../platform/payment-protocol.ts';
import type { Clock } from '../platform/clock.ts';

/** Posts a signed body to the backend's notify address; answers the HTTP status. */
export type Deliver = (headers: Record<string, string>, body: string) => Promise<number>;

export interface NotifierOptions {
  secret: string;
  clock: Clock;
  deliver: Deliver;
  /** Wait before the first attempt (ms). */
  delayMs: number;
  log: (message: string) => void;
}

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000];

export interface Notifier {
  send(notification: PaymentNotification): void;
  /** Stops every pending attempt (the server is closing). */
  stop(): void;
}

export function createNotifier({ secret, clock, deliver, delayMs, log }: NotifierOptions): Notifier {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const later = (ms: number, run: () => Promise<void>) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const attempt = (notification: PaymentNotification, tries: number) => async () => {
    const body = JSON.stringify(notification);
    let status = 0;
    try {
      status = await deliver(notificationHeaders(secret, clock.nowSeconds(), body), body);
    } catch (error) {
      log(`payment sandbox: notification of order ${notification.orderId} not delivered (${String(error)})`);
    }
    if (status >= 200 && status < 500) {
      if (status >= 400) log(`payment sandbox: the backend refused the notification of order ${notification.orderId} (${status})`);
      return;
    }
    const wait = RETRY_DELAYS_MS[tries];
    if (wait !== undefined) later(wait, attempt(notification, tries + 1));
  };
  return {
    send: (notification) => later(delayMs, attempt(notification, 0)),
    stop: () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
