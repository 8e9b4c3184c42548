import { describe, expect, it } from 'vitest';
import { LIMIT_SECTIONS, LIMIT_TYPES, isBreakLimit, isDepositLimit, isExclusionLimit, limitTypeInfo } from './limitTypes.ts';

describe('limit type codes', () => {
  it.each([
    [1, 'wagering', '24h'], [2, 'wagering', '7d'], [3, 'wagering', '30d'],
    [10, 'loss', '24h'], [11, 'loss', '7d'], [12, 'loss', '30d'],
    [20, 'deposit', '24h'], [21, 'deposit', '7d'], [22, 'deposit', '30d'],
  ])('limit type %i is a %s limit over %s measured in the currency', (code, kind, period) => {
    expect(limitTypeInfo(code)).toMatchObject({ kind, period, measure: 'currency' });
  });
  it.each([
    [30, 'selfExclusion', 'days'], [31, 'session', 'hours'], [32, 'realityCheck', 'minutes'], [33, 'depositTimeout', 'days'],
  ])('limit type %i is %s measured in %s', (code, kind, measure) => {
    expect(limitTypeInfo(code)).toMatchObject({ kind, measure });
  });
  it('only self-exclusion and deposit time-out are exclusions', () => {
    expect(LIMIT_TYPES.filter((t) => isExclusionLimit(t.code)).map((t) => t.code)).toEqual([30, 33]);
  });
  it('self-exclusion and time-out are the breaks (sessions end, login refused)', () => {
    expect(LIMIT_TYPES.filter((t) => isBreakLimit(t.code)).map((t) => t.code)).toEqual([30, 33]);
  });
  it('only 20-22 are deposit limits', () => {
    expect(LIMIT_TYPES.filter((t) => isDepositLimit(t.code)).map((t) => t.code)).toEqual([20, 21, 22]);
  });
});

describe('limit sections', () => {
  it('sections are deposit (20-22), extra (33, 30, 31), reality checks (32), wagering (1-3), loss (10-12)', () => {
    expect(LIMIT_SECTIONS.map((s) => [s.id, s.limitTypes])).toEqual([
      ['deposit', [20, 21, 22]], ['extra', [33, 30, 31]], ['realityChecks', [32]], ['wagering', [1, 2, 3]], ['loss', [10, 11, 12]],
    ]);
  });
  it('every limit type sits in the section its table row names', () => {
    for (const section of LIMIT_SECTIONS) {
      for (const code of section.limitTypes) expect(limitTypeInfo(code)?.section).toBe(section.id);
    }
  });
});
