/** Accounts and a fake deposit API for the recharge tests. */
import { vi } from 'vitest';
import type { Account, AccountType, PaymentSystemInfo } from '@arena/domain';
import { HttpError } from '@arena/http';
import type { DepositAnswer, RechargeApi } from './recharge-api.ts';

export function account(id: number, type: AccountType, iso: string, money: number, isActive = false): Account {
  return { id, type, iso, symbol: iso, currencyId: id, money, label: `${iso} ${type}`, labelWithSymbol: iso, isActive, points: 0, isPointsTypeBalance: false };
}

export const ACCOUNTS = [account(1, 0, 'RUB', 10000, true), account(2, 4, 'RUB', 500), account(3, 9, 'USD', 150)];

export function refusal(body: Record<string, unknown>, status = 403): HttpError {
  return new HttpError({ status, kind: 'http', url: '/payments-api/deposit', body });
}

const rules = (min: number, max: number) => ({ deposit: { min, max, feePercent: 0, feeFixed: 0 }, withdrawal: null });

export const SYSTEMS: PaymentSystemInfo[] = [
  { id: 'visa', kind: 'card', name: 'Visa', logo: { background: '#000', foreground: '#fff', mark: 'VISA' }, processingMinutes: 15, rules: { RUB: rules(100, 300_000), USD: rules(1, 3000) } },
  { id: 'mir', kind: 'card', name: 'Мир', logo: { background: '#000', foreground: '#fff', mark: 'МИР' }, processingMinutes: 10, rules: { RUB: rules(100, 500_000) } },
];

export function fakeRechargeApi(accounts: Account[] = ACCOUNTS) {
  const deposit = vi.fn<(id: number, amount: number, language: string, systemId: string) => Promise<DepositAnswer>>(async (id, amount, _language, systemId) => ({
    message: 'Payment created',
    payment: {
      id: 9, kind: 'deposit', systemId, systemName: systemId, accountId: id, currency: 'RUB', amount, fee: 0, net: amount, status: 'created',
      onpay: 'pending', reason: null, reasonText: null, createdAt: 1, updatedAt: 1, dueAt: null, cancellable: false, hostedUrl: null,
    },
    redirectUrl: '/payments-api/checkout/abc',
  }));
  const api = { accounts: vi.fn<RechargeApi['accounts']>(async () => accounts), systems: vi.fn<RechargeApi['systems']>(async () => ({ systems: SYSTEMS, testPayments: true })), deposit } satisfies RechargeApi;
  return api;
}
