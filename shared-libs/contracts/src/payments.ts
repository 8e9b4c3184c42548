/**
 * Payments (server/src/api/payments/README.md): payment systems, deposits and withdrawals, the withdrawal
 * screen's figures, the payment history, payment requests and the provider's checkout and notification.
 * Amounts are in major units of the payment's currency.
 */
import { Type } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const PaymentSystemKind = Type.Union([Type.Literal('card'), Type.Literal('ewallet'), Type.Literal('bank')]);
export const OnpayStatus = Type.Union([Type.Literal('success'), Type.Literal('fail'), Type.Literal('pending'), Type.Literal('cancel')]);
export const PaymentRules = Type.Object({ min: Type.Number(), max: Type.Number(), feePercent: Type.Number(), feeFixed: Type.Number() });
export const PaymentSystemLogo = Type.Object({ background: Type.String(), foreground: Type.String(), mark: Type.String() });
/** `rules` per currency ISO code: null when the system does not take that direction in it. */
export const PaymentSystemInfo = Type.Object({
  id: Type.String(),
  kind: PaymentSystemKind,
  name: Type.String(),
  logo: PaymentSystemLogo,
  processingMinutes: Type.Integer(),
  rules: Type.Record(Type.String(), Type.Object({ deposit: Nullable(PaymentRules), withdrawal: Nullable(PaymentRules) })),
});
/** `testPayments`: deposits go to the payment sandbox, so pages that take money say "test payments". */
export const PaymentSystemsAnswer = Type.Object({ currencies: Type.Array(Type.String()), testPayments: Type.Boolean(), systems: Type.Array(PaymentSystemInfo) });

/** `hostedUrl`: a deposit not finished yet, its checkout address to continue paying (own payments only). */
export const PaymentInfo = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')]),
  systemId: Type.String(),
  systemName: Type.String(),
  accountId: Type.Integer(),
  currency: Type.String(),
  amount: Type.Number(),
  fee: Type.Number(),
  net: Type.Number(),
  status: Type.String(),
  onpay: OnpayStatus,
  reason: Nullable(Type.String()),
  reasonText: Nullable(Type.String()),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
  dueAt: Nullable(Type.Integer()),
  cancellable: Type.Boolean(),
  hostedUrl: Nullable(Type.String()),
});

/** A deposit or a withdrawal request (every one takes an Idempotency-Key). */
export const PaymentMoneyRequest = Type.Object(
  { accountId: Type.Integer({ minimum: 1 }), systemId: Type.String({ minLength: 1, maxLength: 40 }), amount: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }) },
  { additionalProperties: false },
);
export const PaymentIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
/** `redirectUrl`: the payment's checkout address on the site, which sends the browser on to the provider. */
export const DepositCreatedAnswer = Type.Object({ message: Type.String(), payment: PaymentInfo, redirectUrl: Type.String() });
/** One payment of the player with the balance of its account. */
export const PaymentAnswer = Type.Object({ payment: PaymentInfo, balance: Type.Number() });

export const WithdrawalAccountInfo = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  currency: Type.String(),
  balance: Type.Number(),
  bonusMoney: Type.Number(),
  held: Type.Number(),
  withdrawable: Type.Number(),
  systems: Type.Array(Type.Object({ id: Type.String(), min: Type.Number(), max: Type.Number(), feePercent: Type.Number(), feeFixed: Type.Number() })),
});
export const WithdrawalsAnswer = Type.Object({ allowed: Type.Boolean(), accounts: Type.Array(WithdrawalAccountInfo), withdrawals: Type.Array(PaymentInfo) });
/** A withdrawal requested (with its onpay page) or cancelled. */
export const WithdrawalAnswer = Type.Object({ message: Type.String(), payment: PaymentInfo, balance: Type.Number(), redirectUrl: Type.Optional(Type.String()) });

export const PaymentHistoryKind = Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal'), Type.Literal('bonus'), Type.Literal('conversion')]);
export const PaymentHistoryQuery = Type.Object({
  kind: Type.Optional(Type.Union([Type.Literal('all'), PaymentHistoryKind])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const PaymentHistoryItem = Type.Object({
  key: Type.String(),
  id: Type.Integer(),
  kind: PaymentHistoryKind,
  source: Type.String(),
  sourceName: Type.String(),
  currency: Type.String(),
  amount: Type.Number(),
  fee: Type.Number(),
  net: Type.Number(),
  status: Type.String(),
  reasonText: Nullable(Type.String()),
  createdAt: Type.Integer(),
  cancellable: Type.Boolean(),
});
export const PaymentHistoryAnswer = Type.Object({ items: Type.Array(PaymentHistoryItem), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

export const PaymentRequestTopic = Type.Object({
  id: Type.String(),
  title: Type.String(),
  transactions: Nullable(Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')])),
  subTopics: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
  transactionList: Type.Array(PaymentInfo),
});
export const PaymentRequestTopicsAnswer = Type.Object({ topics: Type.Array(PaymentRequestTopic) });
export const PaymentRequestInfo = Type.Object({
  id: Type.Integer(),
  topicId: Type.String(),
  topic: Type.String(),
  subTopicId: Nullable(Type.String()),
  subTopic: Nullable(Type.String()),
  paymentId: Nullable(Type.Integer()),
  message: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('answered')]),
  answer: Nullable(Type.String()),
  createdAt: Type.Integer(),
  answeredAt: Nullable(Type.Integer()),
});
export const PaymentRequestsAnswer = Type.Object({ requests: Type.Array(PaymentRequestInfo) });
export const NewPaymentRequest = Type.Object(
  {
    topicId: Type.String({ minLength: 1, maxLength: 40 }),
    subTopicId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    paymentId: Type.Optional(Type.Integer({ minimum: 1 })),
    message: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export const PaymentRequestCreatedAnswer = Type.Object({ message: Type.String(), request: PaymentRequestInfo });

export const CheckoutParams = Type.Object({ token: Type.String({ maxLength: 100 }) });
export const ProviderNotifyParams = Type.Object({ provider: Type.String({ maxLength: 40 }) });
/** The provider's notification: raw text, its signature verified before it is read. */
export const ProviderNotificationBody = Type.Unknown({ description: 'the raw text the provider signed' });
export const ProviderNotificationAnswer = Type.Object({ received: Type.Boolean(), paymentId: Type.Integer(), status: Type.String(), applied: Type.Boolean() });
