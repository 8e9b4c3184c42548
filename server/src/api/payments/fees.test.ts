import { describe, expect, it } from 'vitest';
import { amountRuleProblem, feeOf, withdrawableOf } from './fees.ts';
import { findPaymentSystem, rulesFor, scaleToCurrency, systemsFor } from './payment-systems.ts';

describe('fees (integer minor units)', () => {
  it('percent of the amount rounded to the minor unit, plus the fixed part', () => {
    expect(feeOf(1000, { feePercent: 2, feeFixed: 0 }, 2)).toEqual({ amount: 1000, fee: 20, net: 980 });
    expect(feeOf(10.05, { feePercent: 1.5, feeFixed: 0 }, 2)).toEqual({ amount: 10.05, fee: 0.15, net: 9.9 });
    expect(feeOf(500, { feePercent: 1, feeFixed: 10 }, 2)).toEqual({ amount: 500, fee: 15, net: 485 });
  });
  it('works in the three-decimal minor unit of KWD', () => {
    expect(feeOf(12.345, { feePercent: 2, feeFixed: 0 }, 3)).toEqual({ amount: 12.345, fee: 0.247, net: 12.098 });
  });
  it('per-system min and max, and an amount that leaves nothing after the fee', () => {
    const rules = { min: 100, max: 1000, feePercent: 0, feeFixed: 25 };
    expect(amountRuleProblem(99.99, rules, 2)).toBe('below_min');
    expect(amountRuleProblem(1000.01, rules, 2)).toBe('above_max');
    expect(amountRuleProblem(100, rules, 2)).toBeNull();
    expect(amountRuleProblem(20, { min: 10, max: 1000, feePercent: 0, feeFixed: 25 }, 2)).toBe('fee_exceeds_amount');
  });
});

describe('withdrawable balance', () => {
  it('is the balance less the bonus money, never below zero', () => {
    expect(withdrawableOf(1500, 500, 2)).toBe(1000);
    expect(withdrawableOf(300, 500, 2)).toBe(0);
    expect(withdrawableOf(0.3, 0.1, 2)).toBe(0.2);
  });
});

describe('payment systems per currency', () => {
  it('limits are scaled per currency to round figures in its minor unit', () => {
    expect(scaleToCurrency(100, 'RUB')).toBe(100);
    expect(scaleToCurrency(100, 'USD')).toBe(1);
    expect(scaleToCurrency(1000, 'KWD')).toBe(3);
    expect(rulesFor(findPaymentSystem('visa')!, 'withdrawal', 'USD')).toEqual({ min: 5, max: 1500, feePercent: 2, feeFixed: 0 });
  });
  it('a system lists only the currencies it takes (Mir: roubles only)', () => {
    expect(rulesFor(findPaymentSystem('mir')!, 'deposit', 'USD')).toBeNull();
    expect(systemsFor('deposit', 'RUB').map((s) => s.id)).toContain('mir');
    expect(systemsFor('deposit', 'USD').map((s) => s.id)).not.toContain('mir');
  });
  it('each currency has at least a card, and cards, e-wallets and a bank transfer exist', () => {
    for (const iso of ['RUB', 'USD', 'EUR', 'KZT', 'UAH', 'AZN', 'KWD']) expect(systemsFor('deposit', iso).some((s) => s.kind === 'card')).toBe(true);
    expect(new Set(systemsFor('deposit', 'RUB').map((s) => s.kind))).toEqual(new Set(['card', 'ewallet', 'bank']));
  });
});
