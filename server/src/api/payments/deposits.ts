/**
 * Deposits through the simulated hosted payment page. Creating one checks everything a credit would
 * (payments/deposit-credit.ts: account, minor unit, breaks, deposit limits) plus the system's rules, and
 * answers the page's address; nothing moves yet. The page's outcome is applied by `applyHostedAction`:
 * approve credits the amount less the fee through `creditDeposit` (the limits are asked again: they may
 * have changed while the page was open — a refusal then ends the payment as failed with reason `limit`);
 * decline, leave pending and cancel only change the status. Each transition is conditional on the status
 * it leaves (payment-status.ts), so a double-submitted approve credits once.
 */
import { randomBytes } from 'node:crypto';
import type { ApiContext } from '../shared/context.ts';
import { toMajor, toMinor } from '../shared/money.ts';
import { currencyPrecision } from '../shared/reference-data.ts';
import { checkDeposit, creditDeposit } from './deposit-credit.ts';
import { paymentLanguage } from './payment-language.ts';
import { nextDepositStatus, type DepositEvent, type DepositStatus } from './payment-status.ts';
import { paymentView, type PaymentView } from './payment-view.ts';
import type { DeclineReason } from './payments-messages.ts';
import { paymentsStore, type PaymentRow } from './payments-store.ts';
import { checkSystemAmount, type Refusal } from './system-check.ts';

export const HOSTED_BASE = '/payments-api/hosted';

export interface DepositRequest {
  accountId: number;
  systemId: string;
  amount: number;
}

export function hostedPageUrl(token: string): string {
  return `${HOSTED_BASE}/${token}`;
}

export function createDeposit(ctx: ApiContext, userId: number, input: DepositRequest, lang: string): { ok: true; payment: PaymentView; redirectUrl: string } | Refusal {
  const check = checkDeposit(ctx, userId, input.accountId, input.amount, lang);
  if (!check.ok) return check;
  const system = checkSystemAmount(input.systemId, 'deposit', check.account, input.amount, lang);
  if (!system.ok) return system;
  const precision = currencyPrecision(check.account.currency_id);
  const token = randomBytes(24).toString('hex');
  const store = paymentsStore(ctx);
  const id = store.insert({
    user_id: userId,
    account_id: check.account.id,
    currency_id: check.account.currency_id,
    kind: 'deposit',
    system_id: system.system.id,
    amount_minor: toMinor(system.fee.amount, precision),
    fee_minor: toMinor(system.fee.fee, precision),
    status: 'created',
    token,
    lang: paymentLanguage(lang),
    created_at: ctx.clock.nowSeconds(),
    due_at: null,
  });
  return { ok: true, payment: paymentView(store.byId(id)!, lang), redirectUrl: hostedPageUrl(token) };
}

export type HostedAction = 'approve' | 'decline' | 'pending' | 'cancel';

const EVENT_OF: Readonly<Record<HostedAction, DepositEvent>> = {
  approve: 'approve',
  decline: 'decline',
  pending: 'leave_pending',
  cancel: 'cancel',
};

/**
 * Applies the page's choice to the deposit of a token and answers the row afterwards (unchanged when the
 * choice is not allowed any more, e.g. approve after approve). Undefined: no such token.
 */
export function applyHostedAction(ctx: ApiContext, token: string, action: HostedAction, reason: DeclineReason | undefined): PaymentRow | undefined {
  const store = paymentsStore(ctx);
  return ctx.repos.transaction(() => {
    const payment = store.byToken(token);
    if (!payment || payment.kind !== 'deposit') return undefined;
    const from = payment.status as DepositStatus;
    const to = nextDepositStatus(from, EVENT_OF[action]);
    if (to === null) return payment;
    const now = ctx.clock.nowSeconds();
    if (action === 'approve') {
      const precision = currencyPrecision(payment.currency_id);
      const credited = creditDeposit(ctx, {
        userId: payment.user_id,
        accountId: payment.account_id,
        amount: toMajor(payment.amount_minor, precision),
        credited: toMajor(payment.amount_minor - payment.fee_minor, precision),
        lang: payment.lang,
      });
      // The transition first would not do: a refused credit must leave the payment failed, not approved.
      if (!credited.ok) store.transition(payment.id, from, 'failed', now, 'limit');
      else store.transition(payment.id, from, 'approved', now);
    } else {
      store.transition(payment.id, from, to, now, action === 'decline' ? (reason ?? 'insufficient_funds') : null);
    }
    return store.byId(payment.id);
  });
}
