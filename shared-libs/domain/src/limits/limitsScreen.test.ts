import { describe, expect, it } from 'vitest';
import {
  activeExclusionNotices,
  buildLimitSections,
  isLimitFieldDisabled,
  isLimitSectionDisabled,
  isPendingChangeCancellable,
  limitsAfterReject,
  pendingDepositNotice,
  shouldShowSelfExclusionWarning,
} from './limitsScreen.ts';
import { TEST_NOW as NOW, makeLimit } from './testLimits.ts';

const HOUR = 3600;
const pendingDeposit = (type: number, secondsLeft: number) =>
  makeLimit(type, 500, { limitState: 'PENDING', startedAt: NOW, needApprove: true,
    pendingChange: { direction: 'higher', limitValue: 900, endsAt: NOW + secondsLeft, currency: 'RUB' } });

describe('limit sections', () => {
  it('sections without fields are dropped', () => {
    expect(buildLimitSections([20, 21, 32]).map((s) => s.id)).toEqual(['deposit', 'realityChecks']);
  });
  it('fields keep the section order (extra is 33, 30, 31) and only enabled types appear', () => {
    expect(buildLimitSections([30, 31, 33, 1])).toEqual([
      { id: 'extra', limitTypes: [33, 30, 31] },
      { id: 'wagering', limitTypes: [1] },
    ]);
  });
});

describe('pending deposit-limit notice', () => {
  it('one pending deposit change uses the single wording with hours remaining rounded up', () => {
    expect(pendingDepositNotice([pendingDeposit(20, 5 * HOUR + 1)], NOW)).toEqual({
      wording: 'single', limitTypes: [20], hoursRemaining: 6, isCancellable: true,
    });
  });
  it('several pending deposit changes use the multiple wording and the longest wait', () => {
    const notice = pendingDepositNotice([pendingDeposit(20, 2 * HOUR), pendingDeposit(22, 23.5 * HOUR)], NOW);
    expect(notice).toMatchObject({ wording: 'multiple', limitTypes: [20, 22], hoursRemaining: 24 });
  });
  it('without pending deposit changes there is no notice', () => {
    expect(pendingDepositNotice([makeLimit(20, 500), makeLimit(1, 100, { limitState: 'PENDING' })], NOW)).toBeNull();
  });
  it('a pending deposit-limit change can be cancelled', () => {
    expect(isPendingChangeCancellable(pendingDeposit(21, HOUR))).toBe(true);
  });
  it('a pending change that is not a deposit limit cannot be cancelled', () => {
    expect(isPendingChangeCancellable(makeLimit(1, 100, { limitState: 'PENDING' }))).toBe(false);
    expect(isPendingChangeCancellable(makeLimit(31, 4, { limitState: 'PENDING' }))).toBe(false);
  });
});

describe('self-exclusion and time-out notices', () => {
  const running = makeLimit(30, 7, { startedAt: NOW - HOUR, endsAt: NOW + 7 * 24 * HOUR });
  it('an active self-exclusion shows its start and end and cannot be cancelled', () => {
    expect(activeExclusionNotices([running], NOW)).toEqual([
      { limitType: 30, startedAt: NOW - HOUR, endsAt: NOW + 7 * 24 * HOUR, isCancellable: false },
    ]);
  });
  it('an active time-out shows a notice too; an ended one does not', () => {
    const timeout = makeLimit(33, 1, { startedAt: NOW - HOUR, endsAt: NOW + HOUR });
    const ended = makeLimit(33, 1, { startedAt: NOW - 48 * HOUR, endsAt: NOW - 24 * HOUR });
    expect(activeExclusionNotices([timeout], NOW).map((n) => n.limitType)).toEqual([33]);
    expect(activeExclusionNotices([ended], NOW)).toEqual([]);
  });
  it('the self-exclusion warning shows when a value is chosen and self-exclusion has not started', () => {
    expect(shouldShowSelfExclusionWarning(30, [], NOW)).toBe(true);
  });
  it('the self-exclusion warning does not show without a chosen value', () => {
    expect(shouldShowSelfExclusionWarning(null, [], NOW)).toBe(false);
  });
  it('the self-exclusion warning does not show when self-exclusion already started', () => {
    expect(shouldShowSelfExclusionWarning(30, [running], NOW)).toBe(false);
  });
});

describe('disabled fields and sections', () => {
  const deposit = { id: 'deposit' as const, limitTypes: [20, 21, 22] as (20 | 21 | 22)[] };
  const extra = { id: 'extra' as const, limitTypes: [33, 30, 31] as (33 | 30 | 31)[] };
  const only21Disabled = (type: number) => type === 21;
  const only31Disabled = (type: number) => type === 31;
  it('a pending limit field is disabled; an active one is not', () => {
    expect(isLimitFieldDisabled(pendingDeposit(20, HOUR), NOW)).toBe(true);
    expect(isLimitFieldDisabled(makeLimit(20, 500), NOW)).toBe(false);
  });
  it('a running exclusion field is disabled', () => {
    expect(isLimitFieldDisabled(makeLimit(30, 7, { startedAt: NOW - 1, endsAt: NOW + HOUR }), NOW)).toBe(true);
  });
  it('deposit, wagering and loss sections are disabled if any field is, when the config flag is on', () => {
    expect(isLimitSectionDisabled(deposit, only21Disabled, true)).toBe(true);
    expect(isLimitSectionDisabled({ id: 'wagering', limitTypes: [1, 2, 3] }, (t) => t === 3, true)).toBe(true);
    expect(isLimitSectionDisabled({ id: 'loss', limitTypes: [10, 11, 12] }, (t) => t === 10, true)).toBe(true);
  });
  it('deposit, wagering and loss sections stay enabled when the config flag is off', () => {
    expect(isLimitSectionDisabled(deposit, only21Disabled, false)).toBe(false);
  });
  it('the extra section is disabled if any field is, whatever the flag', () => {
    expect(isLimitSectionDisabled(extra, only31Disabled, false)).toBe(true);
  });
  it('a section with no disabled field is enabled', () => {
    expect(isLimitSectionDisabled(extra, () => false, true)).toBe(false);
  });
});

describe('after a reject', () => {
  it('the reloaded list drops pending deposit limits and keeps the rest', () => {
    const kept = [makeLimit(20, 500), makeLimit(1, 100, { limitState: 'PENDING' })];
    expect(limitsAfterReject([pendingDeposit(21, HOUR), ...kept])).toEqual(kept);
  });
});
