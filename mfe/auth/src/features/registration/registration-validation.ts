/** Field checks of the registration forms (spec §3 user data); dictionary keys per field. */
import { PASSWORD_POLICY } from '@arena/domain';
import type { FieldErrors } from '../login/validation.ts';
import { validatePhone, type PhoneRule } from '../login/validation.ts';

/** The server's password policy minimum (the server also refuses common passwords and the login itself). */
export const MIN_PASSWORD_LENGTH = PASSWORD_POLICY.minLength;

export interface CommonValues {
  currencyId: number;
  countryId: number;
  promoCode: string;
  bonusChoice: 0 | 1 | 2;
  agreed: boolean;
}

export interface PhoneValues {
  phone: string;
  password: string;
}

export interface FullValues {
  login: string;
  password: string;
  passwordRepeat: string;
  email: string;
  name: string;
  surname: string;
  dateBirthday: string;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function validateCommon(values: CommonValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.currencyId) errors['currency'] = 'field_required';
  if (!values.countryId) errors['country'] = 'field_required';
  if (values.promoCode.length > 64) errors['promo'] = 'field_too_long';
  if (!values.agreed) errors['agreed'] = 'field_agree_required';
  return errors;
}

export function validatePassword(password: string): string | null {
  if (!password) return 'field_required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'field_password_short';
  return null;
}

export function validatePhoneRegistration(values: PhoneValues, rule: PhoneRule | undefined): FieldErrors {
  const errors: FieldErrors = {};
  const phone = validatePhone(values.phone, rule);
  if (phone) errors['phone'] = phone;
  const password = validatePassword(values.password);
  if (password) errors['password'] = password;
  return errors;
}

/** Adults only: a birthday, when given, must be at least 18 years before `today` (YYYY-MM-DD). */
export function isAdult(dateBirthday: string, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateBirthday);
  if (!match) return false;
  const [, y, m, d] = match;
  const eighteen = new Date(Date.UTC(Number(y) + 18, Number(m) - 1, Number(d)));
  return eighteen.getTime() <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

export function validateFull(values: FullValues, today: Date): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.login.trim()) errors['login'] = 'field_required';
  else if (!/^[\p{L}\p{N}_.-]{3,32}$/u.test(values.login.trim())) errors['login'] = 'field_login_format';
  const password = validatePassword(values.password);
  if (password) errors['password'] = password;
  else if (values.password !== values.passwordRepeat) errors['passwordRepeat'] = 'field_password_mismatch';
  if (!values.email.trim()) errors['email'] = 'field_required';
  else if (!EMAIL.test(values.email.trim())) errors['email'] = 'field_email_format';
  if (values.dateBirthday && !isAdult(values.dateBirthday, today)) errors['dateBirthday'] = 'field_adult_only';
  return errors;
}
