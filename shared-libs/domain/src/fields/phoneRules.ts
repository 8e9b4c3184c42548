/**
 * A phone number's rule, one copy for the forms and the server (issue 27): digits only, as many as the
 * country's numbering plan has (the phone masks' Min and Max); 5 to 15 when the country is not known
 * (E.164 numbers have at most 15 digits). Answers are the dictionary keys the forms show.
 */
import type { PhoneMask } from '../contracts/auth.ts';

export interface PhoneLengthRule {
  min: number;
  max: number;
}

export const ANY_COUNTRY_PHONE_RULE: PhoneLengthRule = { min: 5, max: 15 };

/** The rule of a country from its phone mask (the reference data the server serves and the forms load). */
export const phoneRuleOf = (mask: Pick<PhoneMask, 'Min' | 'Max'> | undefined): PhoneLengthRule =>
  mask ? { min: mask.Min, max: mask.Max } : ANY_COUNTRY_PHONE_RULE;

/** The national number's problem (without the dial code), or null. Anything but digits is a format problem. */
export function phoneNumberProblem(digits: string, rule: PhoneLengthRule = ANY_COUNTRY_PHONE_RULE): 'field_required' | 'field_phone_length' | null {
  if (digits === '') return 'field_required';
  if (!/^[0-9]+$/.test(digits) || digits.length < rule.min || digits.length > rule.max) return 'field_phone_length';
  return null;
}
