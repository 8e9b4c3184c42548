/**
 * A phone number's rule, one copy for the forms and the server (issue 27): digits only, as many as the
 * country's numbering plan has (the phone masks' Min and Max); 5 to 15 when the country is not known
 * (E.164 numbers have at most 15 digits). Answers are the dictionary keys the forms show.
 */
import type { PhoneCountry, PhoneMask } from '../contracts/auth.ts';

export interface PhoneLengthRule {
  min: number;
  max: number;
}

export const ANY_COUNTRY_PHONE_RULE: PhoneLengthRule = { min: 5, max: 15 };

/** The rule of a country from its phone mask (the reference data the server serves and the forms load). */
export const phoneRuleOf = (mask: Pick<PhoneMask, 'Min' | 'Max'> | undefined): PhoneLengthRule =>
  mask ? { min: mask.Min, max: mask.Max } : ANY_COUNTRY_PHONE_RULE;

/**
 * The rule of a dial code (a form where the player types the code, like the office's phone change): the
 * mask of the first country with that code (countries sharing one, like +7, share the length); 5 to 15
 * digits for a code no country has.
 */
export function phoneRuleForDialCode(dialCode: string, countries: readonly PhoneCountry[], masks: readonly PhoneMask[]): PhoneLengthRule {
  const country = countries.find((c) => c.tel_code === dialCode);
  return phoneRuleOf(country ? masks.find((m) => m.CountryId === country.id) : undefined);
}

/** The national number's problem (without the dial code), or null. Anything but digits is a format problem. */
export function phoneNumberProblem(digits: string, rule: PhoneLengthRule = ANY_COUNTRY_PHONE_RULE): 'field_required' | 'field_phone_length' | null {
  if (digits === '') return 'field_required';
  if (!/^[0-9]+$/.test(digits) || digits.length < rule.min || digits.length > rule.max) return 'field_phone_length';
  return null;
}
