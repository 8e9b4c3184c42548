/**
 * Payments wire contracts (server/src/api/payments/README.md): payment systems, payments (deposits and
 * withdrawals), the withdrawal screen's figures, the payment history and payment requests.
 */
export type PaymentSystemKind = 'card' | 'ewallet' | 'bank';
export type OnpayStatus = 'success' | 'fail' | 'pending' | 'cancel';

export interface PaymentRules {
  min: number;
  max: number;
  feePercent: number;
  feeFixed: number;
}

export interface PaymentSystemLogo {
  background: string;
  foreground: string;
  mark: string;
}

export interface PaymentSystemInfo {
  id: string;
  kind: PaymentSystemKind;
  name: string;
  logo: PaymentSystemLogo;
  processingMinutes: number;
  rules: Record<string, { deposit: PaymentRules | null; withdrawal: PaymentRules | null }>;
}

export interface PaymentSystemsAnswer {
  currencies: string[];
  /** Deposits go to the payment sandbox (no real provider configured): pages that take money say "test payments". */
  testPayments: boolean;
  systems: PaymentSystemInfo[];
}

export interface PaymentInfo {
  id: number;
  kind: 'deposit' | 'withdrawal';
  systemId: string;
  systemName: string;
  accountId: number;
  currency: string;
  amount: number;
  fee: number;
  net: number;
  status: string;
  onpay: OnpayStatus;
  reason: string | null;
  reasonText: string | null;
  createdAt: number;
  updatedAt: number;
  dueAt: number | null;
  cancellable: boolean;
  /** A deposit not finished yet: its checkout address, to continue paying (own payments only). */
  hostedUrl: string | null;
}

export interface DepositCreatedAnswer {
  message: string;
  payment: PaymentInfo;
  /** The payment's checkout address on the site, which sends the browser on to the payment provider. */
  redirectUrl: string;
}

export interface WithdrawalAccountInfo {
  id: number;
  type: number;
  currency: string;
  balance: number;
  bonusMoney: number;
  held: number;
  withdrawable: number;
  systems: Array<{ id: string } & PaymentRules>;
}

export interface WithdrawalsAnswer {
  allowed: boolean;
  accounts: WithdrawalAccountInfo[];
  withdrawals: PaymentInfo[];
}

export interface WithdrawalAnswer {
  message: string;
  payment: PaymentInfo;
  balance: number;
  redirectUrl?: string;
}

export interface PaymentHistoryItem {
  key: string;
  id: number;
  kind: 'deposit' | 'withdrawal' | 'bonus' | 'conversion';
  source: string;
  sourceName: string;
  currency: string;
  amount: number;
  fee: number;
  net: number;
  status: string;
  reasonText: string | null;
  createdAt: number;
  cancellable: boolean;
}

export interface PaymentHistoryAnswer {
  items: PaymentHistoryItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PaymentRequestTopic {
  id: string;
  title: string;
  transactions: 'deposit' | 'withdrawal' | null;
  subTopics: Array<{ id: string; title: string }>;
  transactionList: PaymentInfo[];
}

export interface PaymentRequestInfo {
  id: number;
  topicId: string;
  topic: string;
  subTopicId: string | null;
  subTopic: string | null;
  paymentId: number | null;
  message: string;
  status: 'open' | 'answered';
  answer: string | null;
  createdAt: number;
  answeredAt: number | null;
}
