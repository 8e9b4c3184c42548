import { describe, expect, it } from 'vitest';
import type { ClientLimit } from './clientLimit.ts';
import {
  applyApprovedChange,
  applyRejectedChange,
  approvalDeadline,
  canApprovePendingChange,
  decideLimitChange,
} from './limitChange.ts';

const NOW = 1_700_000_000;
const DAY = 86_400;

function limit(limitType: number, limitValue: number, extra: Partial<ClientLimit> = {}): ClientLimit {
  return {
    limitType, limitValue, limitState: 'ACTIVE', startedAt: NOW - 10 * DAY, endsAt: 0, limitBalance: limitValue,
    needApprove: false, measure: 'RUB', label: '', ...extra,
  };
}
const request = (limitType: number, current: ClientLimit | null, requestedValue: number | null) =>
  decideLimitChange({ limitType, current, requestedValue, now: NOW, currency: 'RUB' });

describe('stricter limits apply at once', () => {
  it('lowering a daily deposit limit applies at once', () => {
    expect(request(20, limit(20, 1000), 500)).toEqual({ kind: 'apply-now', limitValue: 500, startedAt: NOW, endsAt: 0 });
  });
  it('setting a first limit where there was none applies at once', () => {
    expect(request(1, null, 300)).toMatchObject({ kind: 'apply-now', limitValue: 300 });
  });
  it('setting a 7-day deposit limit below "no limit" (999999999) applies at once', () => {
    expect(request(21, limit(21, 999999999), 5000)).toMatchObject({ kind: 'apply-now', limitValue: 5000 });
  });
  it('a shorter session limit applies at once, and any session limit is stricter than -1 (not set)', () => {
    expect(request(31, limit(31, 5, { measure: 'hours' }), 2)).toMatchObject({ kind: 'apply-now' });
    expect(request(31, limit(31, -1, { measure: 'hours' }), 8)).toMatchObject({ kind: 'apply-now', limitValue: 8 });
  });
});

describe('looser limits and removals wait 24 h for approval', () => {
  it('raising a daily deposit limit becomes a pending change ending 24 h (86400 s) later', () => {
    expect(request(20, limit(20, 500), 1000)).toEqual({
      kind: 'pending',
      pendingChange: { direction: 'higher', limitValue: 1000, endsAt: NOW + DAY, currency: 'RUB' },
    });
  });
  it('removing a loss limit becomes a pending change with no new value', () => {
    expect(request(10, limit(10, 500), null)).toMatchObject({ kind: 'pending', pendingChange: { limitValue: null } });
  });
  it('setting the 7-day deposit limit to 999999999 (no limit) is a loosening and waits', () => {
    expect(request(21, limit(21, 5000), 999999999)).toMatchObject({ kind: 'pending' });
  });
  it('unsetting the session limit (-1) is a loosening and waits', () => {
    expect(request(31, limit(31, 4), -1)).toMatchObject({ kind: 'pending' });
  });
  it('the same value again changes nothing', () => {
    expect(request(20, limit(20, 500), 500)).toEqual({ kind: 'unchanged' });
  });
  it('an inactive limit counts as no limit', () => {
    expect(request(20, limit(20, 100, { limitState: 'INACTIVE' }), 500)).toMatchObject({ kind: 'apply-now' });
  });
});

describe('self-exclusion and time-out', () => {
  it('self-exclusion starts at once and ends after the chosen days', () => {
    expect(request(30, null, 7)).toEqual({ kind: 'apply-now', limitValue: 7, startedAt: NOW, endsAt: NOW + 7 * DAY });
  });
  it('a deposit time-out starts at once', () => {
    expect(request(33, null, 1)).toEqual({ kind: 'apply-now', limitValue: 1, startedAt: NOW, endsAt: NOW + DAY });
  });
  it('a running self-exclusion cannot be cancelled', () => {
    const running = limit(30, 30, { startedAt: NOW - DAY, endsAt: NOW + 29 * DAY });
    expect(request(30, running, null)).toEqual({ kind: 'refused', reason: 'cannot-cancel-exclusion' });
  });
  it('a running time-out cannot be shortened', () => {
    const running = limit(33, 30, { startedAt: NOW - DAY, endsAt: NOW + 29 * DAY });
    expect(request(33, running, 7)).toEqual({ kind: 'refused', reason: 'cannot-shorten-exclusion' });
  });
  it('a running self-exclusion can be extended, keeping its start', () => {
    const running = limit(30, 7, { startedAt: NOW - DAY, endsAt: NOW + 6 * DAY });
    expect(request(30, running, 30)).toEqual({ kind: 'apply-now', limitValue: 30, startedAt: NOW - DAY, endsAt: NOW + 30 * DAY });
  });
  it('a value outside the self-exclusion options is refused', () => {
    expect(request(30, null, 14)).toEqual({ kind: 'refused', reason: 'not-an-option' });
  });
});

describe('approval after the cooling-off', () => {
  const pendingChange = { direction: 'higher' as const, limitValue: 1000, endsAt: NOW + DAY, currency: 'RUB' };
  const pending = limit(20, 500, { limitState: 'PENDING', startedAt: NOW, needApprove: true, pendingChange });

  it('the approval deadline of a pending limit is its start plus 24 h', () => {
    expect(approvalDeadline(pending)).toBe(NOW + DAY);
  });
  it('a pending change cannot be approved before 24 h have passed', () => {
    expect(canApprovePendingChange(pendingChange, NOW + DAY - 1)).toBe(false);
    expect(canApprovePendingChange(pendingChange, NOW + DAY)).toBe(true);
  });
  it('approving puts the new value in force', () => {
    expect(applyApprovedChange(pending, NOW + DAY)).toMatchObject({ limitValue: 1000, limitState: 'ACTIVE', needApprove: false });
    expect(applyApprovedChange(pending, NOW + DAY).pendingChange).toBeUndefined();
  });
  it('approving a removal makes the limit inactive', () => {
    const removal = { ...pending, pendingChange: { ...pendingChange, limitValue: null } };
    expect(applyApprovedChange(removal, NOW + DAY).limitState).toBe('INACTIVE');
  });
  it('rejecting keeps the old value in force', () => {
    expect(applyRejectedChange(pending)).toMatchObject({ limitValue: 500, limitState: 'ACTIVE' });
    expect(applyRejectedChange(pending).pendingChange).toBeUndefined();
  });
});
