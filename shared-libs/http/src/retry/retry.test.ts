import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_POLICIES, retryDelay, type RetryPolicyName } from './retry-policies.ts';
import { RetryExhaustedError, poll, retry } from './retry.ts';
import { HttpError } from '../errors/http-error.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Runs an always-failing operation under a policy and records when each attempt happened. */
async function attemptTimes(name: RetryPolicyName): Promise<number[]> {
  const start = Date.now();
  const times: number[] = [];
  const result = retry(
    async () => {
      times.push(Date.now() - start);
      throw new Error('down');
    },
    name,
  ).catch((e: unknown) => e);
  await vi.runAllTimersAsync();
  expect(await result).toBeInstanceOf(Error);
  return times;
}

describe('retry policies (spec §9)', () => {
  it.each([
    ['config', 'config 5 retries at 1000 ms', [0, 1000, 2000, 3000, 4000, 5000]],
    ['redirect', 'redirect 5 retries at 1000 ms', [0, 1000, 2000, 3000, 4000, 5000]],
    ['block', 'block 2 retries at 100 ms', [0, 100, 200]],
    ['sessionCheck', 'session check 2 retries at 1500 ms', [0, 1500, 3000]],
    ['hostedApp', 'hosted-app view 3 retries from 1000 ms doubling', [0, 1000, 3000, 7000]],
    ['accountPoll', 'account poll 5 retries at 1000 ms', [0, 1000, 2000, 3000, 4000, 5000]],
  ] as const)('%s policy: %s', async (name, _rule, expected) => {
    expect(await attemptTimes(name)).toEqual(expected);
  });

  it('the table holds every §9 policy as data', () => {
    expect(RETRY_POLICIES).toEqual({
      config: { retries: 5, delayMs: 1000, backoff: 'fixed' },
      redirect: { retries: 5, delayMs: 1000, backoff: 'fixed' },
      block: { retries: 2, delayMs: 100, backoff: 'fixed' },
      sessionCheck: { retries: 2, delayMs: 1500, backoff: 'fixed' },
      hostedApp: { retries: 3, delayMs: 1000, backoff: 'doubling' },
      accountPoll: { retries: 5, delayMs: 1000, backoff: 'fixed' },
    });
    expect([0, 1, 2].map((i) => retryDelay(RETRY_POLICIES.hostedApp, i))).toEqual([1000, 2000, 4000]);
  });
});

describe('retry helper', () => {
  it('stops at the first success', async () => {
    const op = vi.fn().mockRejectedValueOnce(new Error('a')).mockResolvedValueOnce('ok');
    const result = retry(op, 'block');
    await vi.runAllTimersAsync();
    expect(await result).toBe('ok');
    expect(op).toHaveBeenCalledTimes(2);
  });

  it('does not retry a cancelled request', async () => {
    const op = vi.fn().mockRejectedValue(new HttpError({ status: 499, kind: 'cancelled', url: '/x' }));
    await expect(retry(op, 'config')).rejects.toMatchObject({ status: 499 });
    expect(op).toHaveBeenCalledOnce();
  });

  it('does not retry what shouldRetry refuses', async () => {
    const op = vi.fn().mockRejectedValue(new Error('bad input'));
    await expect(retry(op, 'config', { shouldRetry: () => false })).rejects.toThrow('bad input');
    expect(op).toHaveBeenCalledOnce();
  });

  it('poll repeats until the value is acceptable', async () => {
    const op = vi.fn().mockResolvedValueOnce([]).mockResolvedValueOnce([]).mockResolvedValue([7]);
    const result = poll(op, (accounts: number[]) => accounts.includes(7), 'accountPoll');
    await vi.runAllTimersAsync();
    expect(await result).toEqual([7]);
    expect(op).toHaveBeenCalledTimes(3);
  });

  it('poll gives up after the policy with RetryExhaustedError carrying the last value', async () => {
    const op = vi.fn().mockResolvedValue([]);
    const result = poll(op, (a: number[]) => a.length > 0, 'accountPoll').catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = await result;
    expect(error).toBeInstanceOf(RetryExhaustedError);
    expect(error).toMatchObject({ lastValue: [], attempts: 6 });
  });
});
