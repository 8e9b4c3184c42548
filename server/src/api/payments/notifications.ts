/**
 * The only way a deposit's status changes and its money arrives: a provider's notification, verified by
 * the provider's adapter (providers/), applied here in one transaction. Refused without any change: a
 * notification whose signature was seen before (a replay, 409 `notification_replayed`), one about an
 * unknown order (404 `payment_not_found`), one whose amount or currency is not the order's (422
 * `amount_mismatch`), one naming another transaction than the order's earlier notifications (409
 * `transaction_mismatch`). Otherwise it is journaled (payment_notifications) with what it did; one the
 * status machine does not allow any more (approved after approved, a provider's retry) changes nothing
 * and answers 200, so the provider stops retrying: notifications are idempotent by transaction id.
 */
import type { PaymentNotification } from '../../platform/payment-protocol.ts';
import type { ApiContext } from '../shared/context.ts';
import { toMajor } from '../shared/money.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';
import { creditDeposit } from './deposit-credit.ts';
import { nextDepositStatus, type DepositEvent, type DepositStatus } from './payment-status.ts';
import { DECLINE_REASONS, type DeclineReason } from './payments-messages.ts';
import { paymentsStore, type PaymentRow } from './payments-store.ts';

export type NotificationOutcome =
  | { ok: true; payment: PaymentRow; applied: boolean }
  | { ok: false; status: number; code: 'notification_replayed' | 'payment_not_found' | 'amount_mismatch' | 'transaction_mismatch' };

const EVENT_OF: Readonly<Record<PaymentNotification['status'], DepositEvent>> = {
  approved: 'approve',
  declined: 'decline',
  pending: 'leave_pending',
  cancelled: 'cancel',
};

const declineReason = (reason: string | undefined): DeclineReason | null =>
  DECLINE_REASONS.includes(reason as DeclineReason) ? (reason as DeclineReason) : null;

/** Moves the deposit as the notification says, when its status allows; true when it moved. */
function transition(ctx: ApiContext, payment: PaymentRow, notification: PaymentNotification): boolean {
  const store = paymentsStore(ctx);
  const from = payment.status as DepositStatus;
  const to = nextDepositStatus(from, EVENT_OF[notification.status]);
  if (to === null) return false;
  const now = ctx.clock.nowSeconds();
  if (notification.status !== 'approved') return store.transition(payment.id, from, to, now, notification.status === 'declined' ? declineReason(notification.reason) : null);
  // Inside the caller's transaction (one synchronous SQLite write), so nothing can run between the read of
  // the status and this. The credit asks the limits again (they may have changed while the player paid):
  // refused, the deposit ends as failed with reason `limit` instead of approved.
  const precision = currencyPrecision(payment.currency_id);
  const credited = creditDeposit(ctx, {
    userId: payment.user_id,
    accountId: payment.account_id,
    amount: toMajor(payment.amount_minor, precision),
    credited: toMajor(payment.amount_minor - payment.fee_minor, precision),
    lang: payment.lang,
  });
  return credited.ok ? store.transition(payment.id, from, 'approved', now) : store.transition(payment.id, from, 'failed', now, 'limit');
}

export function applyNotification(ctx: ApiContext, provider: string, notification: PaymentNotification, signature: string): NotificationOutcome {
  const store = paymentsStore(ctx);
  return ctx.repos.transaction((): NotificationOutcome => {
    if (store.notificationSeen(provider, signature)) return { ok: false, status: 409, code: 'notification_replayed' };
    const payment = store.byId(Number(notification.orderId));
    if (!payment || payment.kind !== 'deposit') return { ok: false, status: 404, code: 'payment_not_found' };
    if (notification.amountMinor !== payment.amount_minor || notification.currency !== currencyById(payment.currency_id)?.iso) {
      return { ok: false, status: 422, code: 'amount_mismatch' };
    }
    const earlier = store.notificationsOf(payment.id);
    if (earlier.some((row) => row.provider !== provider || row.transaction_id !== notification.transactionId)) {
      return { ok: false, status: 409, code: 'transaction_mismatch' };
    }
    const applied = transition(ctx, payment, notification);
    const after = store.byId(payment.id)!;
    store.journalNotification({
      provider,
      transaction_id: notification.transactionId,
      payment_id: payment.id,
      status: notification.status,
      amount_minor: notification.amountMinor,
      currency: notification.currency,
      reason: notification.reason ?? null,
      signature,
      applied: applied ? 1 : 0,
      payment_status: after.status,
      received_at: ctx.clock.nowSeconds(),
    });
    return { ok: true, payment: after, applied };
  });
}
