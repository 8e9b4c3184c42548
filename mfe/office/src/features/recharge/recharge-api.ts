/**
 * The deposit screen's calls: the player's accounts (the page's one accounts entry, @arena/server-state,
 * which the header and the slip read too), the payment systems (GET /payments-api/systems) and POST /payments-api/deposits, which checks the
 * deposit (limits, system min/max, minor unit) and answers the payment's checkout address the browser goes to
 * (contract: server/src/api/payments/README.md). Every deposit carries an Idempotency-Key: new per
 * deposit, the same when that deposit is sent again after its answer never arrived. The accounts and the
 * deposit's answer are checked against the contracts (issue 27): a malformed one is refused, never shown.
 */
import { depositAnswer } from '@arena/contracts/answer-checks';
import type { Account, DepositCreatedAnswer, PaymentSystemInfo, PaymentSystemsAnswer } from '@arena/domain';
import { IDEMPOTENCY_HEADER, createIdempotencyKeys, http, type HttpClient } from '@arena/http';
import type { PlayerAccounts } from '@arena/server-state';

export const RECHARGE_PATHS = {
  systems: '/payments-api/systems',
  deposit: '/payments-api/deposits',
} as const;

export type DepositAnswer = DepositCreatedAnswer;

export interface RechargeApi {
  /** The player's accounts as the page has them (loaded only when the page's answer is not fresh). */
  accounts(): Promise<Account[]>;
  /** The payment systems, and whether deposits are test payments (the payment sandbox). */
  systems(signal?: AbortSignal): Promise<{ systems: PaymentSystemInfo[]; testPayments: boolean }>;
  deposit(accountId: number, amount: number, language: string, systemId: string): Promise<DepositAnswer>;
}

export function createRechargeApi(playerAccounts: Pick<PlayerAccounts, 'ensure'>, client: HttpClient = http): RechargeApi {
  const keys = createIdempotencyKeys();
  return {
    accounts: () => playerAccounts.ensure().then((data) => data.all_accounts),
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
