import { describe, expect, it } from 'vitest';
import { CURRENCY_AMOUNT_DEFAULTS } from './currencyAmountTable.ts';
import { amountStepFor, deriveNiceAmount, initialAmountFor, isKnownCurrencyIso, stepAmount } from './currencyAmounts.ts';

describe('amount step and initial amount per currency', () => {
  it.each([
    ['RUB', 100, 150],
    ['USD', 2.5, 5],
    ['EUR', 2.5, 5],
    ['KWD', 0.5, 3],
  ])('%s has step %f and initial amount %f as the spec says', (iso, step, initial) => {
    expect(amountStepFor(iso)).toBe(step);
    expect(initialAmountFor(iso)).toBe(initial);
  });
  it('an unknown currency falls back to the RUB values', () => {
    expect(isKnownCurrencyIso('XXX')).toBe(false);
    expect(amountStepFor('XXX')).toBe(amountStepFor('RUB'));
    expect(initialAmountFor('XXX')).toBe(initialAmountFor('RUB'));
  });
  it('currency codes are matched case-insensitively', () => {
    expect(amountStepFor('usd')).toBe(2.5);
  });
  it('the table covers about 120 ISO 4217 currencies or more', () => {
    expect(Object.keys(CURRENCY_AMOUNT_DEFAULTS).length).toBeGreaterThanOrEqual(120);
    for (const iso of Object.keys(CURRENCY_AMOUNT_DEFAULTS)) expect(iso).toMatch(/^[A-Z]{3}$/);
  });
  it('every derived row is the USD step and initial amount scaled by its rate and rounded to a nice amount', () => {
    const derived = Object.entries(CURRENCY_AMOUNT_DEFAULTS).filter(([, row]) => row.source === 'derived');
    expect(derived.length).toBeGreaterThan(100);
    for (const [iso, row] of derived) {
      expect({ iso, step: row.step, initial: row.initial }).toEqual({
        iso, step: deriveNiceAmount(2.5 * row.usdRate), initial: deriveNiceAmount(5 * row.usdRate),
      });
    }
  });
  it('only the four currencies the spec names are pinned', () => {
    const pinned = Object.entries(CURRENCY_AMOUNT_DEFAULTS).filter(([, row]) => row.source === 'spec').map(([iso]) => iso);
    expect(pinned.sort()).toEqual(['EUR', 'KWD', 'RUB', 'USD']);
  });
  it('the player\'s own step wins when manual steps are on', () => {
    const settings = { amountStepByCurrencyIso: { USD: 10 }, isManualAmountStep: true };
    expect(amountStepFor('USD', settings)).toBe(10);
    expect(amountStepFor('USD', { ...settings, isManualAmountStep: false })).toBe(2.5);
  });
});

describe('nice amounts', () => {
  it.each([
    [2.5 * 155, 500],
    [2.5 * 0.79, 2],
    [2.5 * 3.67, 10],
    [0.77, 1],
    [3.4, 2.5],
  ])('%f rounds to the nice amount %f', (value, nice) => {
    expect(deriveNiceAmount(value)).toBe(nice);
  });
});

describe('stepping the stake', () => {
  it('moves the amount by one step up or down', () => {
    expect(stepAmount(5, 2.5, 1)).toBe(7.5);
    expect(stepAmount(0.3, 0.1, 1)).toBe(0.4);
  });
  it('never goes below one step', () => {
    expect(stepAmount(2.5, 2.5, -1)).toBe(2.5);
  });
});
