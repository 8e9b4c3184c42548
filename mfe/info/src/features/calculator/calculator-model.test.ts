import { describe, expect, it } from 'vitest';
import { calculate, fitSystemValue, parseOdds, systemValues, type CalculatorInput } from './calculator-model.ts';

const win = (odds: string) => ({ odds, result: 'win' as const });
const input = (over: Partial<CalculatorInput>): CalculatorInput => ({ type: 'single', stake: '100', selections: [win('2')], systemValue: 2, ...over });

describe('betting calculator (coupon maths of @arena/domain)', () => {
  it('system 2/3 on 1.90, 2.00, 2.50 with a total stake of 600 returns 2710 when all win', () => {
    const result = calculate(input({ type: 'system', stake: '600', selections: [win('1.90'), win('2,00'), win('2.50')], systemValue: 2 }));
    expect(result).toMatchObject({ ok: true, returns: 2710, profit: 2110, lines: 3, stakePerLine: 200 });
  });

  it('single: stake × odds; express: stake × product of the odds', () => {
    expect(calculate(input({ stake: '100', selections: [win('1.85')] }))).toMatchObject({ ok: true, returns: 185, totalOdds: 1.85 });
    expect(calculate(input({ type: 'express', stake: '100', selections: [win('1.5'), win('2'), win('1.2')] }))).toMatchObject({ ok: true, returns: 360, totalOdds: 3.6 });
  });

  it('a lost selection loses the express and only the system lines holding it; a void one counts odds 1', () => {
    const lost = [win('1.90'), { odds: '2.00', result: 'lose' as const }, win('2.50')];
    expect(calculate(input({ type: 'express', stake: '600', selections: lost }))).toMatchObject({ ok: true, returns: 0, profit: -600 });
    // Lines 1.90×2.50 only: 200 × 4.75.
    expect(calculate(input({ type: 'system', stake: '600', selections: lost }))).toMatchObject({ ok: true, returns: 950 });
    const voided = [win('1.90'), { odds: '2.00', result: 'void' as const }];
    expect(calculate(input({ type: 'express', stake: '100', selections: voided }))).toMatchObject({ ok: true, returns: 190 });
  });

  it('bad input is named, not calculated: stake, odds (by position) and too few selections', () => {
    expect(calculate(input({ type: 'express', stake: '0', selections: [win('abc')] }))).toEqual({
      ok: false,
      problems: ['stake_invalid', 'odds_invalid', 'too_few_selections'],
      invalidOdds: [0],
    });
    expect(parseOdds('1')).toBeNull();
    expect(parseOdds('1,01')).toBe(1.01);
  });

  it('system k runs from 2 to n − 1 and follows the number of selections', () => {
    expect(systemValues(3)).toEqual([2]);
    expect(systemValues(5)).toEqual([2, 3, 4]);
    expect(systemValues(2)).toEqual([]);
    expect(fitSystemValue(4, 4)).toBe(3);
    expect(fitSystemValue(1, 5)).toBe(2);
  });
});
