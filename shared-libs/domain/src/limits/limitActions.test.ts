import { describe, expect, it } from 'vitest';
import { limitActionMessage, sessionLimitTimerMs, shouldPingSessionLimit } from './limitActions.ts';
import { checkAmountAgainstLimits, depositTimeoutEnd, runningBreak, selfExclusionEnd } from './limitEnforcement.ts';
import { TEST_NOW as NOW, makeLimit } from './testLimits.ts';

describe('limit action messages', () => {
  it('a failed or successful action shows the server title when there is one', () => {
    expect(limitActionMessage(0, false, 'Too late')).toEqual({ kind: 'server-title', text: 'Too late' });
    expect(limitActionMessage(1, true, 'Done!')).toEqual({ kind: 'server-title', text: 'Done!' });
  });
  it('a failed cancel (reject, 0) without a title shows responsible_gaming_cancel_limit_error', () => {
    expect(limitActionMessage(0, false, null)).toEqual({ kind: 'translation', key: 'responsible_gaming_cancel_limit_error' });
  });
  it('a failed confirm (approve, 1) without a title shows responsible_gaming_confirm_limit_error', () => {
    expect(limitActionMessage(1, false, '  ')).toEqual({ kind: 'translation', key: 'responsible_gaming_confirm_limit_error' });
  });
  it('a success without a title shows the cancel or confirm success text', () => {
    expect(limitActionMessage(0, true)).toEqual({ kind: 'translation', key: 'responsible_gaming_cancel_limit_success' });
    expect(limitActionMessage(1, true)).toEqual({ kind: 'translation', key: 'responsible_gaming_confirm_limit_success' });
  });
});

describe('session limit timer and ping', () => {
  it('the session timer lasts hours × 3 600 000 ms', () => {
    expect(sessionLimitTimerMs(2)).toBe(7_200_000);
    expect(sessionLimitTimerMs(0.5)).toBe(1_800_000);
  });
  it('no timer runs while the remaining hours are unknown', () => {
    expect(sessionLimitTimerMs(null)).toBeNull();
    expect(sessionLimitTimerMs(Number.NaN)).toBeNull();
  });
  it('the ping runs only while a session limit exists', () => {
    expect(shouldPingSessionLimit([makeLimit(31, 3)])).toBe(true);
    expect(shouldPingSessionLimit([makeLimit(31, -1)])).toBe(false);
    expect(shouldPingSessionLimit([makeLimit(31, 3, { limitState: 'INACTIVE' })])).toBe(false);
    expect(shouldPingSessionLimit([makeLimit(20, 3)])).toBe(false);
  });
});

describe('enforcement', () => {
  it('a deposit above what is left of the deposit limit is refused, naming the tightest limit', () => {
    const limits = [makeLimit(20, 500, { limitBalance: 120 }), makeLimit(21, 2000, { limitBalance: 900 })];
    expect(checkAmountAgainstLimits(limits, 'deposit', 200)).toEqual({ allowed: false, limitType: 20, remaining: 120 });
    expect(checkAmountAgainstLimits(limits, 'deposit', 120)).toEqual({ allowed: true });
  });
  it('wagering and loss limits only constrain their own kind', () => {
    const limits = [makeLimit(1, 100, { limitBalance: 10 }), makeLimit(10, 100, { limitBalance: 50 })];
    expect(checkAmountAgainstLimits(limits, 'wagering', 20)).toMatchObject({ allowed: false, limitType: 1 });
    expect(checkAmountAgainstLimits(limits, 'loss', 20)).toEqual({ allowed: true });
    expect(checkAmountAgainstLimits(limits, 'deposit', 1e6)).toEqual({ allowed: true });
  });
  it('the 7-day deposit value 999999999 never blocks', () => {
    expect(checkAmountAgainstLimits([makeLimit(21, 999999999, { limitBalance: 0 })], 'deposit', 50)).toEqual({ allowed: true });
  });
  it('a running self-exclusion gives its end (login refused); an ended one does not', () => {
    expect(selfExclusionEnd([makeLimit(30, 7, { startedAt: NOW - 10, endsAt: NOW + 100 })], NOW)).toBe(NOW + 100);
    expect(selfExclusionEnd([makeLimit(30, 7, { startedAt: NOW - 100, endsAt: NOW - 10 })], NOW)).toBeNull();
  });
  it('a running deposit time-out gives its end (deposits refused)', () => {
    expect(depositTimeoutEnd([makeLimit(33, 1, { startedAt: NOW - 10, endsAt: NOW + 100 })], NOW)).toBe(NOW + 100);
  });
  it('a running break is self-exclusion or time-out; when both run the one ending last is named', () => {
    const exclusion = makeLimit(30, 7, { startedAt: NOW - 10, endsAt: NOW + 100 });
    const timeOut = makeLimit(33, 1, { startedAt: NOW - 10, endsAt: NOW + 200 });
    expect(runningBreak([timeOut], NOW)).toEqual({ limitType: 33, endsAt: NOW + 200 });
    expect(runningBreak([exclusion, timeOut], NOW)).toEqual({ limitType: 33, endsAt: NOW + 200 });
    expect(runningBreak([exclusion], NOW)).toEqual({ limitType: 30, endsAt: NOW + 100 });
    expect(runningBreak([makeLimit(33, 1, { startedAt: NOW - 100, endsAt: NOW - 10 }), makeLimit(31, 1)], NOW)).toBeNull();
  });
});
