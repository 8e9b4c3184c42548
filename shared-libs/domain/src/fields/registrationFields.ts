/**
 * The full registration's field checks with the dictionary key (namespace "auth") of each refusal: the form
 * shows t(key) under the field and POST /auth-api/registration/full answers 400 with the same key's text,
 * so the server refuses exactly what the form refuses, in the same words.
 */
import { birthDateProblem, emailProblem, loginProblem, personNameProblem, type FieldProblem } from './fieldRules.ts';

export interface FullRegistrationFields {
  login: string;
  email: string;
  name: string;
  surname: string;
  dateBirthday: string;
}

export type RegistrationField = keyof FullRegistrationFields;

const KEY_OF_PROBLEM: Record<FieldProblem, string> = {
  required: 'field_required',
  too_long: 'field_too_long',
  bad_characters: 'field_name_letters',
  bad_format: 'field_login_format',
  bad_email: 'field_email_format',
  bad_date: 'field_invalid',
  in_future: 'field_invalid',
  too_young: 'field_adult_only',
};

/** Each refused field with its auth dictionary key; an empty object when every field passes. */
export function fullRegistrationErrors(values: FullRegistrationFields, today: Date): Partial<Record<RegistrationField, string>> {
  const problems: Partial<Record<RegistrationField, FieldProblem | null>> = {
    login: loginProblem(values.login),
    email: emailProblem(values.email, true),
    name: personNameProblem(values.name, false),
    surname: personNameProblem(values.surname, false),
    dateBirthday: birthDateProblem(values.dateBirthday, today, false),
  };
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [RegistrationField, FieldProblem | null][]) {
    if (problem) errors[field] = KEY_OF_PROBLEM[problem];
  }
  return errors;
}
