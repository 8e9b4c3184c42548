/** The one retry helper: runs an operation under a policy from RETRY_POLICIES (or a custom one). */
import { sleep, systemTimers, type Timers } from '@arena/utils';
import { RETRY_POLICIES, retryDelay, type RetryPolicy, type RetryPolicyName } from './retry-policies.ts';
import { isCancelledError } from '../errors/http-error.ts';

export interface RetryOptions {
  timers?: Timers;
  signal?: AbortSignal;
  /** Whether this failure is worth another attempt; cancellations never are. Default: every other failure. */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  /** Called before each wait, e.g. to log or to show a retry counter. */
  onRetry?: (error: unknown, retryIndex: number, delayMs: number) => void;
}

/** Thrown by `poll` when the value never became acceptable within the policy. */
export class RetryExhaustedError<T = unknown> extends Error {
  override readonly name = 'RetryExhaustedError';
  constructor(readonly lastValue: T, readonly attempts: number) {
    super(`condition not met after ${attempts} attempts`);
  }
}

function resolvePolicy(policy: RetryPolicy | RetryPolicyName): RetryPolicy {
  return typeof policy === 'string' ? RETRY_POLICIES[policy] : policy;
}

/**
 * Calls `operation` (with the 0-based attempt number) until it resolves, retrying failures as the
 * policy says; the last failure is rethrown.
 */
export async function retry<T>(
  operation: (attempt: number) => Promise<T>,
  policy: RetryPolicy | RetryPolicyName,
  options: RetryOptions = {},
): Promise<T> {
  const { retries } = resolvePolicy(policy);
  const { timers = systemTimers, signal, shouldRetry = () => true, onRetry } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (attempt >= retries || isCancelledError(error) || signal?.aborted || !shouldRetry(error, attempt)) throw error;
      const delayMs = retryDelay(resolvePolicy(policy), attempt);
      onRetry?.(error, attempt, delayMs);
      await sleep(delayMs, timers, signal);
    }
  }
}

/** Like `retry`, but also repeats while the answer is not yet acceptable (e.g. the new account not listed yet). */
export async function poll<T>(
  operation: (attempt: number) => Promise<T>,
  isDone: (value: T) => boolean,
  policy: RetryPolicy | RetryPolicyName,
  options: RetryOptions = {},
): Promise<T> {
  const notYet = Symbol('not-yet');
  let last: T | undefined;
  let attempts = 0;
  try {
    return await retry(
      async (attempt) => {
        attempts = attempt + 1;
        last = await operation(attempt);
        if (!isDone(last)) throw notYet;
        return last;
      },
      policy,
      { ...options, shouldRetry: (error, attempt) => error === notYet || (options.shouldRetry?.(error, attempt) ?? true) },
    );
  } catch (error) {
    if (error === notYet) throw new RetryExhaustedError(last, attempts);
    throw error;
  }
}
