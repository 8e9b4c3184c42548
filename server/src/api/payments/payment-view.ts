/**
 * What the API shows of a payment: major units, the currency's ISO code, the system's name, the return
 * page it belongs to and the reason in the asked language. Shared by the deposit, withdrawal and history
 * answers so the office, the onpay pages and historypay read one shape.
 */
import { toMajor } from '../shared/money.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';
import { findPaymentSystem } from './payment-systems.ts';
import { depositOnpay, isFinalDeposit, withdrawalOnpay, type DepositStatus, type WithdrawalStatus } from './payment-status.ts';
import { reasonText } from './payments-messages.ts';
import type { PaymentRow } from './payments-store.ts';
import type { PaymentInfo } from '@arena/domain';

/** The wire shape is the domain contract's PaymentInfo: one definition for the backend and the apps. */
export type PaymentView = PaymentInfo;

/** The payment's own address on this site: it sends the browser on to the provider's checkout (provider-routes.ts). */
export const CHECKOUT_BASE = '/payments-api/checkout';

export const checkoutPath = (token: string): string => `${CHECKOUT_BASE}/${token}`;

export function paymentView(row: PaymentRow, lang: string): PaymentView {
  const precision = currencyPrecision(row.currency_id);
  const onpay = row.kind === 'deposit' ? depositOnpay(row.status as DepositStatus) : withdrawalOnpay(row.status as WithdrawalStatus);
  return {
    id: row.id,
    kind: row.kind,
    systemId: row.system_id,
    systemName: findPaymentSystem(row.system_id)?.name ?? row.system_id,
    accountId: row.account_id,
    currency: currencyById(row.currency_id)?.iso ?? '',
    amount: toMajor(row.amount_minor, precision),
    fee: toMajor(row.fee_minor, precision),
    net: toMajor(row.amount_minor - row.fee_minor, precision),
    status: row.status,
    onpay,
    reason: row.reason,
    reasonText: reasonText(row.reason, lang),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    dueAt: row.due_at,
    cancellable: row.kind === 'withdrawal' && row.status === 'pending',
    hostedUrl: row.kind === 'deposit' && row.token && !isFinalDeposit(row.status as DepositStatus) ? checkoutPath(row.token) : null,
  };
}
