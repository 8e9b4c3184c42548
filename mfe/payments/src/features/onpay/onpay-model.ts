/**
 * What an onpay page says, as data: the route (onpay/{status} for deposits, onpay/withdraw/{status} for
 * withdrawals) and the payment the server reports pick a title, an explanation, the next steps and the
 * links. Only the payment's own status counts (a bookmarked success page of a payment that was declined
 * says "declined"; one without a payment says it does not know). React-free, unit-tested (onpay-model.test.ts).
 */
import type { OnpayStatus, PaymentInfo } from '@arena/domain';

export type OnpayDirection = 'deposit' | 'withdraw';
export type OnpayLink = 'recharge' | 'deduce' | 'historypay' | 'home' | 'requests';

/**
 * What the page knows about the payment: read from the server, still being read, not found (or no id in
 * the address), not readable now (the server failed), or nothing at all because nobody is signed in (a
 * visitor, and the server render).
 */
export type OnpayKnowledge = { kind: 'payment'; payment: PaymentInfo } | { kind: 'checking' } | { kind: 'missing' } | { kind: 'unavailable' } | { kind: 'signed-out' };

export interface OnpayView {
  /** The status shown: the payment's, or `unknown` while the page does not know it. */
  status: OnpayStatus | 'unknown';
  titleKey: string;
  bodyKey: string;
  /** Next-step sentences, in order. */
  stepKeys: string[];
  links: OnpayLink[];
  /** The account balance changed (or may have): the header should refresh. */
  refreshBalance: boolean;
  /** The payment could not be found: explain, do not pretend. */
  unknown: boolean;
}

const STATUSES: readonly OnpayStatus[] = ['success', 'fail', 'pending', 'cancel'];

export function isOnpayStatus(value: string | undefined): value is OnpayStatus {
  return STATUSES.includes(value as OnpayStatus);
}

/** The table: per direction and status, the texts and links (keys of the `payments` dictionary). */
const TABLE: Readonly<Record<OnpayDirection, Readonly<Record<OnpayStatus, Omit<OnpayView, 'status' | 'unknown'>>>>> = {
  deposit: {
    success: { titleKey: 'onpay_deposit_success_title', bodyKey: 'onpay_deposit_success_body', stepKeys: ['onpay_deposit_success_step_bet', 'onpay_deposit_success_step_history'], links: ['home', 'historypay'], refreshBalance: true },
    fail: { titleKey: 'onpay_deposit_fail_title', bodyKey: 'onpay_deposit_fail_body', stepKeys: ['onpay_deposit_fail_step_retry', 'onpay_deposit_fail_step_support'], links: ['recharge', 'requests'], refreshBalance: true },
    pending: { titleKey: 'onpay_deposit_pending_title', bodyKey: 'onpay_deposit_pending_body', stepKeys: ['onpay_deposit_pending_step_wait', 'onpay_deposit_pending_step_history'], links: ['historypay', 'home'], refreshBalance: true },
    cancel: { titleKey: 'onpay_deposit_cancel_title', bodyKey: 'onpay_deposit_cancel_body', stepKeys: ['onpay_deposit_cancel_step_retry'], links: ['recharge', 'home'], refreshBalance: true },
  },
  withdraw: {
    success: { titleKey: 'onpay_withdraw_success_title', bodyKey: 'onpay_withdraw_success_body', stepKeys: ['onpay_withdraw_success_step_arrive'], links: ['historypay', 'home'], refreshBalance: true },
    fail: { titleKey: 'onpay_withdraw_fail_title', bodyKey: 'onpay_withdraw_fail_body', stepKeys: ['onpay_withdraw_fail_step_returned', 'onpay_withdraw_fail_step_support'], links: ['deduce', 'requests'], refreshBalance: true },
    pending: { titleKey: 'onpay_withdraw_pending_title', bodyKey: 'onpay_withdraw_pending_body', stepKeys: ['onpay_withdraw_pending_step_held', 'onpay_withdraw_pending_step_cancel'], links: ['deduce', 'historypay'], refreshBalance: true },
    cancel: { titleKey: 'onpay_withdraw_cancel_title', bodyKey: 'onpay_withdraw_cancel_body', stepKeys: ['onpay_withdraw_cancel_step_returned'], links: ['deduce', 'home'], refreshBalance: true },
  },
};

/** The body of a page that does not know the payment (yet). */
const UNKNOWN_BODY: Readonly<Record<Exclude<OnpayKnowledge['kind'], 'payment'>, string>> = {
  checking: 'onpay_checking_body',
  missing: 'onpay_unknown_body',
  unavailable: 'onpay_unavailable_body',
  'signed-out': 'onpay_signed_out_body',
};

/**
 * The page for a payment. Only the payment the server reports decides the result: the address's status
 * (`onpay/success`) is where the provider sent the player, not a fact, so without the payment the page
 * says what it does not know instead of "credited" (a visitor was once told the money had arrived).
 */
export function onpayView(direction: OnpayDirection, knowledge: OnpayKnowledge): OnpayView {
  if (knowledge.kind === 'payment') {
    const status = knowledge.payment.onpay;
    return { ...TABLE[direction][status], status, unknown: false };
  }
  return { status: 'unknown', titleKey: 'onpay_unknown_title', bodyKey: UNKNOWN_BODY[knowledge.kind], stepKeys: [], links: ['historypay', 'home'], refreshBalance: knowledge.kind === 'missing', unknown: true };
}

/** The `payment` query parameter: a positive integer id, or null (absent, "unknown", junk). */
export function paymentIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('payment');
  if (raw === null || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** How often and how long a return page re-reads a deposit the provider has not decided yet. */
export const FOLLOW_INTERVAL_MS = 1500;
export const FOLLOW_MAX_READS = 80;

/**
 * Whether the page should read the payment again: a deposit still waiting for the provider's notification
 * (the provider sends the player back before, or without, telling the server; only its notification moves
 * money, so the page shows what the server says and follows it until it is decided).
 */
export function followsPayment(direction: OnpayDirection, payment: PaymentInfo | null): boolean {
  return direction === 'deposit' && payment !== null && payment.kind === 'deposit' && payment.onpay === 'pending';
}
