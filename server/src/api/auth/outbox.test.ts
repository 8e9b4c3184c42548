import { describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '../shared/context.ts';
import { issueCode } from './login-service.ts';

function fakeContext() {
  const issued: unknown[] = [];
  const outbox = vi.fn();
  const ctx = {
    clock: { nowSeconds: () => 1_000 },
    repos: { codes: { issue: (row: unknown) => issued.push(row) } },
    outbox,
  } as unknown as ApiContext;
  return { ctx, issued, outbox };
}

describe('outbox of the reference backend', () => {
  it('codes a player would receive by SMS or e-mail are written to the outbox', () => {
    const { ctx, outbox } = fakeContext();
    issueCode(ctx, 'sms', 'phone:79001234567', 1, 300, '123456');
    issueCode(ctx, 'two_step', 'user:3', 3, 300, '654321');
    expect(outbox).toHaveBeenCalledTimes(2);
    expect(outbox).toHaveBeenCalledWith('sms code for phone:79001234567: 123456 (valid 300 s)');
  });

  it('a one-time login token travels in a redirect and is never written to the outbox', () => {
    const { ctx, issued, outbox } = fakeContext();
    issueCode(ctx, 'login_token', 'user:1', 1, 300, 'token');
    expect(issued).toHaveLength(1);
    expect(outbox).not.toHaveBeenCalled();
  });
});
