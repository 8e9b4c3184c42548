/**
 * Deposits go through the configured payment provider (providers/): creating one checks everything a
 * credit would (payments/deposit-credit.ts: account, minor unit, breaks, deposit limits) plus the system's
 * rules, and answers the payment's checkout address on this site (/payments-api/checkout/{token}), which
 * sends the browser on to the provider; nothing moves yet. The outcome arrives only as a verified provider
 * notification (notifications.ts); the browser's return page reads the status.
 */
import { randomBytes } from 'node:crypto';
import type { ApiContext } from '../shared/context.ts';
import { toMinor } from '../shared/money.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';
import { checkDeposit } from './deposit-credit.ts';
import { paymentLanguage } from './payment-language.ts';
import { findPaymentSystem } from './payment-systems.ts';
import { checkoutPath, paymentView, type PaymentView } from './payment-view.ts';
import { paymentsStore, type PaymentRow } from './payments-store.ts';
import type { CheckoutOrder } from './providers/payment-provider.ts';
import { checkSystemAmount, type Refusal } from './system-check.ts';

export interface DepositRequest {
  accountId: number;
  systemId: string;
  amount: number;
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
  return { ok: true, payment: paymentView(store.byId(id)!, lang), redirectUrl: checkoutPath(token) };
}

/** The order the provider is asked to take for a deposit, and where it sends the player back. */
export function checkoutOrderOf(payment: PaymentRow): CheckoutOrder {
  const lang = paymentLanguage(payment.lang);
  return {
    paymentId: payment.id,
    amountMinor: payment.amount_minor,
    precision: currencyPrecision(payment.currency_id),
    currency: currencyById(payment.currency_id)?.iso ?? '',
    methodName: findPaymentSystem(payment.system_id)?.name ?? payment.system_id,
    lang,
    // The pending page: it reads the payment's status and follows it until the provider's notification decides.
    returnPath: `/${lang}/onpay/pending?payment=${payment.id}`,
  };
}
