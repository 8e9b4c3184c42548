/**
 * The payment systems, as data: cards, e-wallets and a bank transfer, with the currencies each accepts,
 * per-direction minimum, maximum and fee, and the data their logo is drawn from in the browser (an SVG
 * made of two colours and a short mark: no external image under the CSP).
 *
 * Limits are written once in roubles and scaled per currency by LIMIT_UNIT (1 000 RUB ≈ 10 USD ≈ 3 KWD),
 * so every currency gets round figures; the fee is a percentage of the amount plus a fixed part scaled
 * the same way, rounded to the currency's minor unit (fees.ts). The fee is taken from the amount: a
 * deposit credits the amount less the fee, a withdrawal holds the amount and pays out the amount less the fee.
 */
import { currencyPrecisionOf } from '../shared/reference-data.ts';

export type PaymentSystemKind = 'card' | 'ewallet' | 'bank';
export type PaymentDirection = 'deposit' | 'withdrawal';

export interface DirectionRules {
  /** Roubles; scaled per currency by LIMIT_UNIT. */
  min: number;
  max: number;
  feePercent: number;
  /** Roubles; scaled per currency like the limits. */
  feeFixed: number;
}

export interface PaymentSystemDef {
  id: string;
  kind: PaymentSystemKind;
  /** Brand names are not translated. */
  name: string;
  currencies: readonly string[];
  deposit: DirectionRules | null;
  withdrawal: DirectionRules | null;
  /** How long a withdrawal waits for the processor (seconds of the server clock). */
  processingSeconds: number;
  logo: { background: string; foreground: string; mark: string };
}

/** Units of each currency per rouble of the limit tables (round figures, not the exchange rate). */
export const LIMIT_UNIT: Readonly<Record<string, number>> = {
  RUB: 1,
  USD: 0.01,
  EUR: 0.01,
  KZT: 5,
  UAH: 0.5,
  AZN: 0.02,
  KWD: 0.003,
};

const ALL = ['RUB', 'USD', 'EUR', 'KZT', 'UAH', 'AZN', 'KWD'] as const;
const MINUTE = 60;

export const PAYMENT_SYSTEMS: readonly PaymentSystemDef[] = [
  {
    id: 'visa',
    kind: 'card',
    name: 'Visa',
    currencies: ALL,
    deposit: { min: 100, max: 300_000, feePercent: 0, feeFixed: 0 },
    withdrawal: { min: 500, max: 150_000, feePercent: 2, feeFixed: 0 },
    processingSeconds: 15 * MINUTE,
    logo: { background: '#1a1f71', foreground: '#f7b600', mark: 'VISA' },
  },
  {
    id: 'mastercard',
    kind: 'card',
    name: 'Mastercard',
    currencies: ALL,
    deposit: { min: 100, max: 300_000, feePercent: 0, feeFixed: 0 },
    withdrawal: { min: 500, max: 150_000, feePercent: 2, feeFixed: 0 },
    processingSeconds: 15 * MINUTE,
    logo: { background: '#231f20', foreground: '#f79e1b', mark: 'MC' },
  },
  {
    id: 'mir',
    kind: 'card',
    name: 'Мир',
    currencies: ['RUB'],
    deposit: { min: 100, max: 500_000, feePercent: 0, feeFixed: 0 },
    withdrawal: { min: 100, max: 300_000, feePercent: 1, feeFixed: 0 },
    processingSeconds: 10 * MINUTE,
    logo: { background: '#0f754e', foreground: '#ffffff', mark: 'МИР' },
  },
  {
    id: 'ewallet-pay',
    kind: 'ewallet',
    name: 'Arena Wallet',
    currencies: ['RUB', 'USD', 'EUR', 'KZT'],
    deposit: { min: 50, max: 100_000, feePercent: 1.5, feeFixed: 0 },
    withdrawal: { min: 100, max: 75_000, feePercent: 0, feeFixed: 25 },
    processingSeconds: 5 * MINUTE,
    logo: { background: '#6a1b9a', foreground: '#ffffff', mark: 'AW' },
  },
  {
    id: 'quickpay',
    kind: 'ewallet',
    name: 'QuickPay',
    currencies: ['RUB', 'UAH', 'AZN'],
    deposit: { min: 50, max: 60_000, feePercent: 0, feeFixed: 0 },
    withdrawal: { min: 200, max: 60_000, feePercent: 1, feeFixed: 10 },
    processingSeconds: 5 * MINUTE,
    logo: { background: '#ff6d00', foreground: '#1b1b1b', mark: 'QP' },
  },
  {
    id: 'bank-transfer',
    kind: 'bank',
    name: 'SWIFT / SEPA',
    currencies: ['RUB', 'USD', 'EUR', 'KWD'],
    deposit: { min: 5_000, max: 3_000_000, feePercent: 0, feeFixed: 0 },
    withdrawal: { min: 5_000, max: 3_000_000, feePercent: 0, feeFixed: 300 },
    processingSeconds: 60 * MINUTE,
    logo: { background: '#37474f', foreground: '#e0f2f1', mark: 'BANK' },
  },
];

export interface ScaledRules {
  min: number;
  max: number;
  feePercent: number;
  feeFixed: number;
}

/** A rouble figure in a currency, rounded to that currency's minor unit. */
export function scaleToCurrency(roubles: number, iso: string): number {
  const unit = LIMIT_UNIT[iso] ?? 0;
  const precision = currencyPrecisionOf(iso);
  const factor = 10 ** precision;
  return Math.round(roubles * unit * factor) / factor;
}

export function findPaymentSystem(id: string): PaymentSystemDef | undefined {
  return PAYMENT_SYSTEMS.find((s) => s.id === id);
}

/** The system's rules of one direction in one currency, or null when it does not take that currency/direction. */
export function rulesFor(system: PaymentSystemDef, direction: PaymentDirection, iso: string): ScaledRules | null {
  const rules = direction === 'deposit' ? system.deposit : system.withdrawal;
  if (!rules || !system.currencies.includes(iso) || LIMIT_UNIT[iso] === undefined) return null;
  return {
    min: scaleToCurrency(rules.min, iso),
    max: scaleToCurrency(rules.max, iso),
    feePercent: rules.feePercent,
    feeFixed: scaleToCurrency(rules.feeFixed, iso),
  };
}

/** Systems that take a currency in a direction (the deposit and withdrawal forms list these). */
export function systemsFor(direction: PaymentDirection, iso: string): PaymentSystemDef[] {
  return PAYMENT_SYSTEMS.filter((s) => rulesFor(s, direction, iso) !== null);
}
