/**
 * The deposit screen's calls: the player's accounts (the variant config 1788 chooses, like the header),
 * the payment systems (GET /payments-api/systems) and POST /payments-api/deposits, which checks the
 * deposit (limits, system min/max, minor unit) and answers the payment's checkout address the browser goes to
 * (contract: server/src/api/payments/README.md). Every deposit carries an Idempotency-Key: new per
 * deposit, the same when that deposit is sent again after its answer never arrived. The accounts and the
 * deposit's answer are checked against the contracts (issue 27): a malformed one is refused, never shown.
 */
import { accountDataAnswer, accountDataV2Answer, depositAnswer } from '@arena/contracts/answer-checks';
import type { Account, AccountData, DepositCreatedAnswer, PaymentSystemInfo, PaymentSystemsAnswer } from '@arena/domain';
import { IDEMPOTENCY_HEADER, createIdempotencyKeys, http, type HttpClient } from '@arena/http';

export const RECHARGE_PATHS = {
  accountDataLegacy: '/web-api/user/account-data',
  accountDataV2: '/office-api/v2/accounts',
  systems: '/payments-api/systems',
  deposit: '/payments-api/deposits',
} as const;

export type DepositAnswer = DepositCreatedAnswer;

export interface RechargeApi {
  accounts(signal?: AbortSignal): Promise<Account[]>;
  /** The payment systems, and whether deposits are test payments (the payment sandbox). */
  systems(signal?: AbortSignal): Promise<{ systems: PaymentSystemInfo[]; testPayments: boolean }>;
  deposit(accountId: number, amount: number, language: string, systemId: string): Promise<DepositAnswer>;
}

export function createRechargeApi(variant: () => 'legacy' | 'v2' | undefined, client: HttpClient = http): RechargeApi {
  const keys = createIdempotencyKeys();
  return {
    async accounts(signal) {
      const data: AccountData =
        variant() === 'v2'
          ? (await client.get<unknown>(RECHARGE_PATHS.accountDataV2, { cache: 'no-store', ...(signal ? { signal } : {}) }).then(accountDataV2Answer)).data
          : await client.get<unknown>(RECHARGE_PATHS.accountDataLegacy, { cache: 'no-store', ...(signal ? { signal } : {}) }).then(accountDataAnswer);
      return data.all_accounts;
    },
    async systems(signal) {
      const answer = await client.get<PaymentSystemsAnswer>(RECHARGE_PATHS.systems, { auth: false, ...(signal ? { signal } : {}) });
      return { systems: answer.systems, testPayments: answer.testPayments === true };
    },
    async deposit(accountId, amount, language, systemId) {
      const request = { accountId, systemId, amount };
      const key = keys.keyFor(request);
      try {
        // Checked before the key is settled: a refused answer keeps the key, so a resend replays, never pays twice.
        const answer = await client.post<unknown>(RECHARGE_PATHS.deposit, request, { headers: { 'X-Language': language, [IDEMPOTENCY_HEADER]: key } }).then(depositAnswer);
        keys.settle();
        return answer;
      } catch (error) {
        keys.settle(error);
        throw error;
      }
    },
  };
}
