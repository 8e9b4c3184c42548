/**
 * e2e only (ARENA_TEST_CONTROLS=1): the test controls hold the payment sandbox's notifications until the journey
 * lets them go, so it sees a payment pending for as long as it looks and then the credit at once, instead of
 * waiting out a sandbox delay long enough for a loaded machine. app.ts wraps the sandbox's delivery with it only
 * when test controls are on; otherwise the delivery is the sandbox's own and these routes do not exist.
 */
import type { FastifyPluginAsync } from 'fastify';
import { NoBody, TestOkAnswer } from '@arena/contracts';

/** Posts a signed notification to the backend; answers the HTTP status (the sandbox notifier's delivery). */
type Deliver = (headers: Record<string, string>, body: string) => Promise<number>;

interface NotificationHold {
  deliver: Deliver;
  hold(): void;
  /** Lets every held notification through, in the order sent, and stops holding. */
  release(): void;
}

export function holdableDelivery(deliver: Deliver): NotificationHold {
  let held = false;
  let waiting: Array<() => void> = [];
  return {
    deliver: async (headers, body) => {
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      return deliver(headers, body);
    },
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      const go = waiting;
      waiting = [];
      for (const next of go) next();
    },
  };
}

export const NOTIFICATION_HOLD_PATH = '/test-api/payments/notifications-hold';

export const notificationHoldRoutes: FastifyPluginAsync<{ hold: NotificationHold }> = async (app, { hold }) => {
  app.post(NOTIFICATION_HOLD_PATH, { schema: { body: NoBody, response: { 200: TestOkAnswer } } }, async () => {
    hold.hold();
    return { ok: true };
  });
  app.delete(NOTIFICATION_HOLD_PATH, { schema: { body: NoBody, response: { 200: TestOkAnswer } } }, async () => {
    hold.release();
    return { ok: true };
  });
};
