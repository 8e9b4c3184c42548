/**
 * The money rules the office's payment forms check before sending (the server checks them again):
 * amounts in the currency's minor unit, per-system min/max, the fee (percent rounded to the minor unit
 * plus the fixed part, as server/src/api/payments/fees.ts), and for withdrawals the withdrawable balance.
 */
import { currencyExponent, type PaymentRules } from '@arena/domain';

/** Decimals of each currency's minor unit: the domain's currency table (one table for every money rule). */
export const minorDecimals = (iso: string): number => currencyExponent(iso);

const toMinor = (amount: number, decimals: number) => Math.round(amount * 10 ** decimals);
const toMajor = (minor: number, decimals: number) => minor / 10 ** decimals;

export interface FeePreview {
  amount: number;
  fee: number;
  net: number;
}

export function feePreview(amount: number, rules: Pick<PaymentRules, 'feePercent' | 'feeFixed'>, iso: string): FeePreview {
  const d = minorDecimals(iso);
  const minor = toMinor(amount, d);
  const fee = Math.round((minor * rules.feePercent) / 100) + toMinor(rules.feeFixed, d);
  return { amount: toMajor(minor, d), fee: toMajor(fee, d), net: toMajor(minor - fee, d) };
}

export type AmountProblem = 'empty' | 'not-a-number' | 'precision' | 'below-min' | 'above-max' | 'above-withdrawable' | 'fee';

/** Parses "1 000,50" or "1000.5"; NaN when it is not a number. */
export function parseAmount(raw: string): number {
  const text = raw.replace(/\s/g, '').replace(',', '.');
  return text === '' || !/^\d+(\.\d+)?$/.test(text) ? Number.NaN : Number(text);
}

/** The first problem of an amount for a system (and, for withdrawals, the withdrawable balance), or null. */
export function amountProblem(raw: string, rules: PaymentRules, iso: string, withdrawable?: number): AmountProblem | null {
  if (raw.trim() === '') return 'empty';
  const amount = parseAmount(raw);
  if (!Number.isFinite(amount) || amount <= 0) return 'not-a-number';
  const d = minorDecimals(iso);
  const scaled = amount * 10 ** d;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return 'precision';
  const minor = Math.round(scaled);
  if (minor < toMinor(rules.min, d)) return 'below-min';
  if (minor > toMinor(rules.max, d)) return 'above-max';
  if (withdrawable !== undefined && minor > toMinor(withdrawable, d)) return 'above-withdrawable';
  if (feePreview(amount, rules, iso).net <= 0) return 'fee';
  return null;
}
