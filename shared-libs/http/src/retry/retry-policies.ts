/**
 * Every retry policy of spec §9, as data in one table. `retries` counts the attempts after the first
 * one; `delayMs` is the wait before the first retry, doubled before each next one when `backoff` is
 * 'doubling'.
 */
export interface RetryPolicy {
  retries: number;
  delayMs: number;
  backoff: 'fixed' | 'doubling';
}

export const RETRY_POLICIES = {
  /** Site config fallback (all.json): 5 retries, 1 s apart. */
  config: { retries: 5, delayMs: 1000, backoff: 'fixed' },
  /** Redirect check (redirects-api): 5 retries, 1 s apart. */
  redirect: { retries: 5, delayMs: 1000, backoff: 'fixed' },
  /** Block check (blocks-api): 2 retries, 100 ms apart. */
  block: { retries: 2, delayMs: 100, backoff: 'fixed' },
  /** Session check: 2 retries, 1.5 s apart. */
  sessionCheck: { retries: 2, delayMs: 1500, backoff: 'fixed' },
  /** A hosted app view in error: 3 retries, first after 1 s, doubling (1 s, 2 s, 4 s). */
  hostedApp: { retries: 3, delayMs: 1000, backoff: 'doubling' },
  /** Account data after adding a currency: 5 polls, 1 s apart, until the account shows. */
  accountPoll: { retries: 5, delayMs: 1000, backoff: 'fixed' },
} as const satisfies Record<string, RetryPolicy>;

export type RetryPolicyName = keyof typeof RETRY_POLICIES;

/** The wait before retry number `retryIndex` (0-based). */
export function retryDelay(policy: RetryPolicy, retryIndex: number): number {
  return policy.backoff === 'doubling' ? policy.delayMs * 2 ** retryIndex : policy.delayMs;
}
