/** Field checks of the login forms: dictionary keys per field, empty object when the values are sendable. */
export type FieldErrors = Record<string, string>;

import { phoneNumberProblem, type PhoneLengthRule } from '@arena/domain';
import { digitsOnly } from '../../platform/phone-format.ts';

export { applyMask, digitsOnly } from '../../platform/phone-format.ts';

export function validateLoginPassword(values: { login: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.login.trim()) errors['login'] = 'field_required';
  if (!values.password) errors['password'] = 'field_required';
  return errors;
}

export type PhoneRule = PhoneLengthRule;

/** The shared phone rule (@arena/domain phoneRules), which the server checks again. */
export function validatePhone(phone: string, rule: PhoneRule | undefined): string | null {
  return phoneNumberProblem(digitsOnly(phone), rule);
}

export function validatePhonePassword(values: { phone: string; password: string }, rule: PhoneRule | undefined): FieldErrors {
  const errors: FieldErrors = {};
  const phone = validatePhone(values.phone, rule);
  if (phone) errors['phone'] = phone;
  if (!values.password) errors['password'] = 'field_required';
  return errors;
}

export function validateCode(code: string): string | null {
  const digits = code.trim();
  if (!digits) return 'field_required';
  if (!/^[0-9]{4,8}$/.test(digits)) return 'field_code_format';
  return null;
}
