/**
 * The payment system part of a deposit or withdrawal: the system exists, takes the account's currency in
 * that direction, the amount is a whole number of the currency's minor units, within the system's min/max
 * and leaves something after the fee. Answers the fee breakdown or a refusal `{ status, body }`.
 */
import type { AccountRow } from '../db/repositories/accounts.ts';
import { checkPrecision } from '../shared/money.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';
import { amountRuleProblem, feeOf, type FeeBreakdown } from './fees.ts';
import { findPaymentSystem, rulesFor, type PaymentDirection, type PaymentSystemDef, type ScaledRules } from './payment-systems.ts';
import { paymentsMessage } from './payments-messages.ts';

export interface Refusal {
  ok: false;
  status: number;
  body: { code: string; message: string } & Record<string, unknown>;
}

export type SystemCheck = { ok: true; system: PaymentSystemDef; rules: ScaledRules; fee: FeeBreakdown } | Refusal;

export const refusal = (status: number, code: string, message: string, extra: Record<string, unknown> = {}): Refusal => ({
  ok: false,
  status,
  body: { code, message, ...extra },
});

export function checkSystemAmount(systemId: string, direction: PaymentDirection, account: AccountRow, amount: number, lang: string): SystemCheck {
  const system = findPaymentSystem(systemId);
  if (!system) return refusal(404, 'system_unknown', paymentsMessage('system_unknown', lang));
  const currency = currencyById(account.currency_id)?.iso ?? '';
  const rules = rulesFor(system, direction, currency);
  if (!rules) return refusal(422, 'system_not_available', paymentsMessage('system_not_available', lang, { currency }), { currency });
  const precisionRefusal = checkPrecision([amount], account.currency_id, lang);
  if (precisionRefusal) return { ok: false, status: 400, body: { ...precisionRefusal } };
  const precision = currencyPrecision(account.currency_id);
  const problem = amountRuleProblem(amount, rules, precision);
  if (problem) {
    const vars = { min: rules.min, max: rules.max, currency };
    const code = problem === 'fee_exceeds_amount' ? problem : (`amount_${problem}` as const);
    return refusal(422, code, paymentsMessage(code, lang, vars), vars);
  }
  return { ok: true, system, rules, fee: feeOf(amount, rules, precision) };
}
