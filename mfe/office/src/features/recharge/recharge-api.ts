/**
 * The deposit screen's calls: the player's accounts (the variant config 1788 chooses, like the header)
 * and POST /payments-api/deposit (contract: server/src/api/limits/README.md, "Enforcement").
 */
import type { Account, AccountData, AccountDataV2Answer } from '@arena/domain';
import { http, type HttpClient } from '@arena/http';

export const RECHARGE_PATHS = {
  accountDataLegacy: '/web-api/user/account-data',
  accountDataV2: '/office-api/v2/accounts',
  deposit: '/payments-api/deposit',
} as const;

export interface DepositAnswer {
  success: true;
  message: string;
  /** The account's money after the deposit. */
  balance: number;
}

export interface RechargeApi {
  accounts(signal?: AbortSignal): Promise<Account[]>;
  deposit(accountId: number, amount: number, language: string): Promise<DepositAnswer>;
}

export function createRechargeApi(variant: () => 'legacy' | 'v2' | undefined, client: HttpClient = http): RechargeApi {
  return {
    async accounts(signal) {
      const data: AccountData =
        variant() === 'v2'
          ? (await client.get<AccountDataV2Answer>(RECHARGE_PATHS.accountDataV2, { cache: 'no-store', ...(signal ? { signal } : {}) })).data
          : await client.get<AccountData>(RECHARGE_PATHS.accountDataLegacy, { cache: 'no-store', ...(signal ? { signal } : {}) });
      return data.all_accounts;
    },
    deposit: (accountId, amount, language) =>
      client.post<DepositAnswer>(RECHARGE_PATHS.deposit, { accountId, amount }, { headers: { 'X-Language': language } }),
  };
}
