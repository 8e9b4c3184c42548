import { describe, expect, it } from 'vitest';
import { isNoLimitValue, limitValueOptions, validateLimitValue } from './limitOptions.ts';

describe('self-exclusion (30) options', () => {
  it.each([1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825, 3650])('%i days is allowed', (days) => {
    expect(validateLimitValue(30, days)).toEqual({ ok: true });
  });
  it.each([0, 2, 14, 60, 364, 1000, 3651, -1])('%i days is refused', (days) => {
    expect(validateLimitValue(30, days)).toEqual({ ok: false, problem: 'not-an-option' });
  });
});

describe('session limit (31) options', () => {
  it('every whole hour from 1 to 24 is allowed', () => {
    for (let hours = 1; hours <= 24; hours += 1) expect(validateLimitValue(31, hours)).toEqual({ ok: true });
  });
  it('-1 (not set) is allowed and means no session limit', () => {
    expect(validateLimitValue(31, -1)).toEqual({ ok: true });
    expect(isNoLimitValue(31, -1)).toBe(true);
  });
  it.each([0, 25, 1.5, -2])('%f hours is refused', (hours) => {
    expect(validateLimitValue(31, hours).ok).toBe(false);
  });
  it('the session select offers -1 and 1 to 24', () => {
    expect(limitValueOptions(31)).toEqual([-1, ...Array.from({ length: 24 }, (_, i) => i + 1)]);
  });
});

describe('reality check (32) options', () => {
  it.each([5, 10, 15, 30, 45, 60])('%i minutes is allowed', (minutes) => {
    expect(validateLimitValue(32, minutes)).toEqual({ ok: true });
  });
  it.each([1, 20, 90])('%i minutes is refused', (minutes) => {
    expect(validateLimitValue(32, minutes).ok).toBe(false);
  });
});

describe('deposit time-out (33) options', () => {
  it.each([1, 7, 30, 90])('%i days is allowed', (days) => {
    expect(validateLimitValue(33, days)).toEqual({ ok: true });
  });
  it.each([2, 14, 60, 180])('%i days is refused', (days) => {
    expect(validateLimitValue(33, days).ok).toBe(false);
  });
});

describe('money limits', () => {
  it.each([1, 2, 3, 10, 11, 12, 20, 21, 22])('limit type %i takes any positive amount', (type) => {
    expect(validateLimitValue(type, 500)).toEqual({ ok: true });
    expect(validateLimitValue(type, 0)).toEqual({ ok: false, problem: 'not-positive' });
  });
  it('deposit 7-day value 999999999 means no limit', () => {
    expect(validateLimitValue(21, 999999999)).toEqual({ ok: true });
    expect(isNoLimitValue(21, 999999999)).toBe(true);
    expect(isNoLimitValue(20, 999999999)).toBe(false);
  });
  it('values that are not numbers are refused', () => {
    expect(validateLimitValue(20, '100')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(validateLimitValue(20, Number.NaN)).toEqual({ ok: false, problem: 'not-a-number' });
  });
  it('unknown limit types are refused', () => {
    expect(validateLimitValue(99, 5)).toEqual({ ok: false, problem: 'unknown-limit-type' });
  });
});
