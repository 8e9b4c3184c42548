/**
 * The deposit screen's calls: the player's accounts (the variant config 1788 chooses, like the header)
 * and POST /payments-api/deposit (contract: server/src/api/limits/README.md, "Enforcement"). Every deposit
 * carries an Idempotency-Key: new per deposit, the same when that deposit is sent again after its answer
 * never arrived, so a retry cannot credit twice.
 */
import type { Account, AccountData, AccountDataV2Answer } from '@arena/domain';
import { IDEMPOTENCY_HEADER, createIdempotencyKeys, http, type HttpClient } from '@arena/http';

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
  const keys = createIdempotencyKeys();
  return {
    async accounts(signal) {
      const data: AccountData =
        variant() === 'v2'
          ? (await client.get<AccountDataV2Answer>(RECHARGE_PATHS.accountDataV2, { cache: 'no-store', ...(signal ? { signal } : {}) })).data
          : await client.get<AccountData>(RECHARGE_PATHS.accountDataLegacy, { cache: 'no-store', ...(signal ? { signal } : {}) });
      return data.all_accounts;
    },
    async deposit(accountId, amount, language) {
      const request = { accountId, amount };
      const key = keys.keyFor(request);
      try {
        const answer = await client.post<DepositAnswer>(RECHARGE_PATHS.deposit, request, { headers: { 'X-Language': language, [IDEMPOTENCY_HEADER]: key } });
        keys.settle();
        return answer;
      } catch (error) {
        keys.settle(error);
        throw error;
      }
    },
  };
}
