/** Accounts and a fake deposit API for the recharge tests. */
import { vi } from 'vitest';
import type { Account, AccountType } from '@arena/domain';
import { HttpError } from '@arena/http';
import type { DepositAnswer, RechargeApi } from './recharge-api.ts';

export function account(id: number, type: AccountType, iso: string, money: number, isActive = false): Account {
  return { id, type, iso, symbol: iso, currencyId: id, money, label: `${iso} ${type}`, labelWithSymbol: iso, isActive, points: 0, isPointsTypeBalance: false };
}

export const ACCOUNTS = [account(1, 0, 'RUB', 10000, true), account(2, 4, 'RUB', 500), account(3, 9, 'USD', 150)];

export function refusal(body: Record<string, unknown>, status = 403): HttpError {
  return new HttpError({ status, kind: 'http', url: '/payments-api/deposit', body });
}

export function fakeRechargeApi(accounts: Account[] = ACCOUNTS) {
  const deposit = vi.fn<(id: number, amount: number, language: string) => Promise<DepositAnswer>>(async (id, amount) => ({
    success: true,
    message: 'The deposit has been credited',
    balance: (accounts.find((a) => a.id === id)?.money ?? 0) + amount,
  }));
  const api = { accounts: vi.fn<RechargeApi['accounts']>(async () => accounts), deposit } satisfies RechargeApi;
  return api;
}
