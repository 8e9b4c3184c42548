/** Test helper: a client limit with sensible defaults. */
import type { ClientLimit } from './clientLimit.ts';

export const TEST_NOW = 1_700_000_000;

export function makeLimit(limitType: number, limitValue: number, extra: Partial<ClientLimit> = {}): ClientLimit {
  return {
    limitType, limitValue, limitState: 'ACTIVE', startedAt: TEST_NOW - 86_400, endsAt: 0, limitBalance: limitValue,
    needApprove: false, measure: 'RUB', label: '', ...extra,
  };
}
