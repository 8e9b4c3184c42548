/**
 * Payments wire contracts (server/src/api/payments/README.md): payment systems, payments (deposits and
 * withdrawals), the withdrawal screen's figures, the payment history and payment requests — the schemas of
 * @arena/contracts (payments.ts), so the server and the browser cannot disagree on a field.
 */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

export type PaymentSystemKind = Static<typeof Wire.PaymentSystemKind>;
export type OnpayStatus = Static<typeof Wire.OnpayStatus>;
export type PaymentRules = Static<typeof Wire.PaymentRules>;
export type PaymentSystemLogo = Static<typeof Wire.PaymentSystemLogo>;
export type PaymentSystemInfo = Static<typeof Wire.PaymentSystemInfo>;
/** `testPayments`: deposits go to the payment sandbox (no real provider configured): pages that take money say "test payments". */
export type PaymentSystemsAnswer = Static<typeof Wire.PaymentSystemsAnswer>;
/** `hostedUrl`: a deposit not finished yet, its checkout address to continue paying (own payments only). */
export type PaymentInfo = Static<typeof Wire.PaymentInfo>;
/** `redirectUrl`: the payment's checkout address on the site, which sends the browser on to the payment provider. */
export type DepositCreatedAnswer = Static<typeof Wire.DepositCreatedAnswer>;
export type WithdrawalAccountInfo = Static<typeof Wire.WithdrawalAccountInfo>;
export type WithdrawalsAnswer = Static<typeof Wire.WithdrawalsAnswer>;
export type WithdrawalAnswer = Static<typeof Wire.WithdrawalAnswer>;
export type PaymentHistoryItem = Static<typeof Wire.PaymentHistoryItem>;
export type PaymentHistoryAnswer = Static<typeof Wire.PaymentHistoryAnswer>;
export type PaymentRequestTopic = Static<typeof Wire.PaymentRequestTopic>;
export type PaymentRequestInfo = Static<typeof Wire.PaymentRequestInfo>;
