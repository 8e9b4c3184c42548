/**
 * SQLite access of the payments concept (tables `payments` and `payment_requests`, migration "Issue 14
 * (payments)"; `payment_notifications`, migration "Issue 32 (payments)"). Amounts are integers of the currency's minor unit. Status changes are conditional on the
 * status they leave (`WHERE status = @from`), so a transition the status machine allows happens once even
 * when two requests race: the loser sees `false` and moves no money.
 */
import type { Database } from 'better-sqlite3';
import type { ApiContext } from '../shared/context.ts';

export type PaymentKind = 'deposit' | 'withdrawal';

export interface PaymentRow {
  id: number;
  user_id: number;
  account_id: number;
  currency_id: number;
  kind: PaymentKind;
  system_id: string;
  amount_minor: number;
  fee_minor: number;
  status: string;
  /** Reason code of a decline, failure or rejection. */
  reason: string | null;
  /** Deposits: the hosted payment page's capability token. */
  token: string | null;
  lang: string;
  created_at: number;
  updated_at: number;
  /** Withdrawals: when the processor decides. */
  due_at: number | null;
}

export type NewPayment = Omit<PaymentRow, 'id' | 'reason' | 'updated_at'>;

export interface PaymentRequestRow {
  id: number;
  user_id: number;
  topic_id: string;
  sub_topic_id: string | null;
  payment_id: number | null;
  message: string;
  status: 'open' | 'answered';
  created_at: number;
  answer_due_at: number;
  answered_at: number | null;
}

/** A verified provider notification, journaled with what it did (`applied`: it changed the payment). */
export interface PaymentNotificationRow {
  id: number;
  provider: string;
  transaction_id: string;
  payment_id: number;
  status: string;
  amount_minor: number;
  currency: string;
  reason: string | null;
  signature: string;
  applied: number;
  /** The payment's status after the notification. */
  payment_status: string;
  received_at: number;
}

export type NewPaymentNotification = Omit<PaymentNotificationRow, 'id'>;

export type NewPaymentRequest = Omit<PaymentRequestRow, 'id' | 'status' | 'answered_at'>;

export interface PaymentsStore {
  insert(payment: NewPayment): number;
  byId(id: number): PaymentRow | undefined;
  byToken(token: string): PaymentRow | undefined;
  ofUser(userId: number, kind?: PaymentKind): PaymentRow[];
  /** Pending withdrawals whose processing is due at or before now, oldest first. */
  dueWithdrawals(now: number): PaymentRow[];
  /** Moves a payment from one status to another; false when it was no longer in `from`. */
  transition(id: number, from: string, to: string, now: number, reason?: string | null): boolean;
  insertRequest(request: NewPaymentRequest): number;
  /** Journals a verified notification; false when its signature was journaled before (a replay). */
  journalNotification(notification: NewPaymentNotification): boolean;
  notificationsOf(paymentId: number): PaymentNotificationRow[];
  notificationSeen(provider: string, signature: string): boolean;
  requestsOf(userId: number): PaymentRequestRow[];
  answerDueRequests(now: number): void;
}

export function createPaymentsStore(db: Database): PaymentsStore {
  const insert = db.prepare(
    `INSERT INTO payments (user_id, account_id, currency_id, kind, system_id, amount_minor, fee_minor, status, token, lang, created_at, updated_at, due_at)
     VALUES (@user_id, @account_id, @currency_id, @kind, @system_id, @amount_minor, @fee_minor, @status, @token, @lang, @created_at, @created_at, @due_at)`,
  );
  const byId = db.prepare<[number], PaymentRow>('SELECT * FROM payments WHERE id = ?');
  const byToken = db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE token = ?');
  const ofUser = db.prepare<[number], PaymentRow>('SELECT * FROM payments WHERE user_id = ? ORDER BY id DESC');
  const ofUserKind = db.prepare<[number, string], PaymentRow>('SELECT * FROM payments WHERE user_id = ? AND kind = ? ORDER BY id DESC');
  const due = db.prepare<[number], PaymentRow>("SELECT * FROM payments WHERE kind = 'withdrawal' AND status = 'pending' AND due_at <= ? ORDER BY due_at, id");
  const transition = db.prepare('UPDATE payments SET status = @to, reason = COALESCE(@reason, reason), updated_at = @now WHERE id = @id AND status = @from');
  const insertRequest = db.prepare(
    `INSERT INTO payment_requests (user_id, topic_id, sub_topic_id, payment_id, message, status, created_at, answer_due_at)
     VALUES (@user_id, @topic_id, @sub_topic_id, @payment_id, @message, 'open', @created_at, @answer_due_at)`,
  );
  const journal = db.prepare(
    `INSERT INTO payment_notifications (provider, transaction_id, payment_id, status, amount_minor, currency, reason, signature, applied, payment_status, received_at)
     VALUES (@provider, @transaction_id, @payment_id, @status, @amount_minor, @currency, @reason, @signature, @applied, @payment_status, @received_at)
     ON CONFLICT (provider, signature) DO NOTHING`,
  );
  const notificationsOf = db.prepare<[number], PaymentNotificationRow>('SELECT * FROM payment_notifications WHERE payment_id = ? ORDER BY id');
  const seen = db.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM payment_notifications WHERE provider = ? AND signature = ?');
  const requestsOf = db.prepare<[number], PaymentRequestRow>('SELECT * FROM payment_requests WHERE user_id = ? ORDER BY id DESC');
  const answerDue = db.prepare("UPDATE payment_requests SET status = 'answered', answered_at = answer_due_at WHERE status = 'open' AND answer_due_at <= ?");
  return {
    insert: (payment) => Number(insert.run(payment).lastInsertRowid),
    byId: (id) => byId.get(id),
    byToken: (token) => byToken.get(token),
    ofUser: (userId, kind) => (kind ? ofUserKind.all(userId, kind) : ofUser.all(userId)),
    dueWithdrawals: (now) => due.all(now),
    transition: (id, from, to, now, reason = null) => transition.run({ id, from, to, now, reason }).changes === 1,
    insertRequest: (request) => Number(insertRequest.run(request).lastInsertRowid),
    journalNotification: (notification) => journal.run(notification).changes === 1,
    notificationsOf: (paymentId) => notificationsOf.all(paymentId),
    notificationSeen: (provider, signature) => seen.get(provider, signature) !== undefined,
    requestsOf: (userId) => requestsOf.all(userId),
    answerDueRequests: (now) => void answerDue.run(now),
  };
}

/** The payments store of this API instance's database (created with the other repositories). */
export function paymentsStore(ctx: ApiContext): PaymentsStore {
  return ctx.repos.payments;
}
