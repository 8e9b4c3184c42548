/** Field checks of the registration forms (spec §3 user data); dictionary keys per field. */
import { fullRegistrationErrors, PASSWORD_POLICY } from '@arena/domain';
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

/**
 * Login, e-mail, names and the 18+ birth date follow the shared rules (@arena/domain fullRegistrationErrors),
 * which POST /auth-api/registration/full checks again with the same dictionary keys; the password repeat is
 * the form's own.
 */
export function validateFull(values: FullValues, today: Date): FieldErrors {
  const errors: FieldErrors = { ...fullRegistrationErrors(values, today) };
  const password = validatePassword(values.password);
  if (password) errors['password'] = password;
  else if (values.password !== values.passwordRepeat) errors['passwordRepeat'] = 'field_password_mismatch';
  return errors;
}
